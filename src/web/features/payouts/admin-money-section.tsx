import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/ui/tabs';
import { useTranslation } from '../../lib/use-translation';
import { AdminMoneyLedgerPanel } from './admin-money-ledger-panel';
import { AdminMoneyRevenuePanel } from './admin-money-revenue-panel';
import { AdminMoneySettingsPanel } from './admin-money-settings-panel';
import { AdminPayoutsPanel } from './admin-payouts-panel';

export const MONEY_TABS = ['payouts', 'ledger', 'settings', 'revenue'] as const;
export type MoneyTab = (typeof MONEY_TABS)[number];

const DESIGNER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Admin console section "Money" (issue 37): payouts (who is due, Pay now, in progress, failed,
 * paid, manual payouts), a designer's ledger with adjustments, the commission settings and the
 * shop's revenue. The tab and the designer whose ledger is open are in the address, so a reload or
 * a shared link opens the same place.
 */
export function AdminMoneySection() {
  const { t } = useTranslation('admin-money');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: MoneyTab = (MONEY_TABS as readonly string[]).includes(asked ?? '') ? (asked as MoneyTab) : 'payouts';
  const designer = params.get('designer');
  const designerId = designer && DESIGNER_ID.test(designer) ? designer : null;

  const go = (next: MoneyTab, nextDesigner: string | null = designerId) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.set('tab', next);
        if (nextDesigner) p.set('designer', nextDesigner);
        else p.delete('designer');
        return p;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="money-title" data-testid="admin-money">
      <h2 id="money-title" className="font-display text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-prose text-ink-soft">{t('subtitle')}</p>
      <Tabs.Root value={tab} onValueChange={(v) => go(v as MoneyTab)} className="mt-5">
        <Tabs.List className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0" aria-label={t('tabs.label')}>
          {MONEY_TABS.map((id) => (
            <Tabs.Trigger
              key={id}
              value={id}
              data-testid={`money-tab-${id}`}
              className="-mb-px min-h-11 shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-semibold text-muted data-[state=active]:border-emerald data-[state=active]:text-ink sm:px-4"
            >
              {t(`tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="payouts" className="pt-5 outline-none">
          <AdminPayoutsPanel onOpenLedger={(id) => go('ledger', id)} />
        </Tabs.Content>
        <Tabs.Content value="ledger" className="pt-5 outline-none">
          <AdminMoneyLedgerPanel designerId={designerId} onPickDesigner={(id) => go('ledger', id)} />
        </Tabs.Content>
        <Tabs.Content value="settings" className="pt-5 outline-none">
          <AdminMoneySettingsPanel />
        </Tabs.Content>
        <Tabs.Content value="revenue" className="pt-5 outline-none">
          <AdminMoneyRevenuePanel />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
