import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutBalance, PayoutList, PayoutTerms, Statement, StudioPayoutAccount } from '@domain/payouts/api';
import { PAYOUT_BANKS } from '@domain/payouts/payout-account';
import { i18n } from '../../lib/i18n';
import amCalendar from '../../locales/am-ET/calendar.json';
import am from '../../locales/am-ET/payouts.json';
import enCalendar from '../../locales/en/calendar.json';
import en from '../../locales/en/payouts.json';
import { earningsStatementKey } from './get-earnings-statement';
import { payoutTermsKey } from './get-payout-terms';
import { studioEarningsKey } from './get-studio-earnings';
import { studioPayoutAccountKey } from './get-studio-payout-account';
import { studioPayoutsKey } from './get-studio-payouts';
import { monthOf } from './earnings-month';
import { StudioEarningsPage } from './studio-earnings-page';

const month = monthOf(new Date());

const balance: PayoutBalance = {
  payoutCurrency: 'ETB',
  balances: [
    {
      currency: 'ETB',
      availableMinor: 125_050,
      pendingMinor: 480_000,
      pending: [
        { availableAt: null, amountMinor: 80_000 },
        { availableAt: '2026-04-02T10:00:00.000Z', amountMinor: 400_000 },
      ],
      paidThisMonthMinor: 0,
    },
  ],
  nextPayoutDate: '2026-03-09T00:00:00.000Z',
  payoutMinimumMinor: 50_000,
};

const statement: Statement = {
  designerId: 'd1',
  month,
  page: 1,
  pageSize: 100,
  total: 2,
  entries: [
    { id: 'e1', kind: 'sale', amountMinor: 650_000, currency: 'ETB', chargedMinor: 650_000, chargedCurrency: 'ETB', orderId: 'o1', orderNumber: 'TB-1001', orderItemId: 'i1', productName: 'Tana kemis <b>', reason: null, availableAt: null, createdAt: '2026-03-02T09:00:00.000Z' },
    { id: 'e2', kind: 'commission', amountMinor: -78_060, currency: 'ETB', chargedMinor: -78_060, chargedCurrency: 'ETB', orderId: 'o1', orderNumber: 'TB-1001', orderItemId: 'i1', productName: 'Tana kemis <b>', reason: null, availableAt: null, createdAt: '2026-03-02T09:00:00.000Z' },
  ],
  totals: [{ currency: 'ETB', amountMinor: 571_940 }],
};

const terms: PayoutTerms = {
  platformRateBp: 1200,
  lineMinMinor: null,
  lineMaxMinor: null,
  limitCurrency: 'ETB',
  holdDays: 30,
  payoutMinimumMinor: 50_000,
  payoutMinimumCurrency: 'ETB',
  payoutSchedule: 'weekly',
  payoutWeekday: 1,
  accountHoldDays: 5,
  feesPassedOn: false,
};

const banks = PAYOUT_BANKS.map((b) => ({ code: b.code, name: b.name, accountLength: b.accountLength ?? null }));
const onHold: StudioPayoutAccount = {
  account: { kind: 'bank', bankCode: 'cbe', wallet: null, institutionName: 'Commercial Bank of Ethiopia', maskedNumber: '•••• 6789', accountName: 'Hirut Bekele', heldUntil: '2026-03-07T09:00:00.000Z', onHold: true, updatedAt: '2026-03-02T09:00:00.000Z' },
  banks,
  accountHoldDays: 5,
};
const payouts: PayoutList = { items: [], total: 0, page: 1, pageSize: 50 };

interface Answers {
  balance?: PayoutBalance;
  statement?: Statement;
  account?: StudioPayoutAccount;
}

function render(me: { role: string } | null, answers: Answers = { balance, statement, account: onHold }): string {
  const qc = new QueryClient();
  qc.setQueryData(['me'], me ? { id: 'u1', fullName: 'Hirut', ...me } : null);
  if (answers.balance) qc.setQueryData(studioEarningsKey, answers.balance);
  if (answers.statement) qc.setQueryData(earningsStatementKey(month, 1), answers.statement);
  if (answers.account) qc.setQueryData(studioPayoutAccountKey, answers.account);
  qc.setQueryData(studioPayoutsKey(1), payouts);
  qc.setQueryData(payoutTermsKey, terms);
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/designer/earnings']}>
        <Routes>
          <Route path="/designer/earnings" element={<StudioEarningsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StudioEarningsPage', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'payouts', en, true, true);
    i18n.addResourceBundle('am-ET', 'payouts', am, true, true);
    i18n.addResourceBundle('en', 'calendar', enCalendar, true, true);
    i18n.addResourceBundle('am-ET', 'calendar', amCalendar, true, true);
  });
  afterEach(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('en'));

  it('asks a guest to sign in, sends a shopper to the application and an admin to the console', () => {
    expect(render(null)).toContain('href="/login?next=/designer/earnings"');
    const shopper = render({ role: 'customer' });
    expect(shopper).toContain('data-testid="earnings-designers-only"');
    expect(shopper).toContain('href="/designer-register"');
    expect(shopper).not.toContain('data-testid="earnings-balance"');
    const admin = render({ role: 'admin' });
    expect(admin).toContain('data-testid="earnings-admin"');
    expect(admin).toContain('href="/admin"');
  });

  it('shows the balance, the rule of the next payout, the hold and the terms', () => {
    const html = render({ role: 'designer' });
    expect(html).toContain('ETB\u00a01,250.50');
    expect(html).toContain('Payouts go out every Monday when your available balance is at least ETB\u00a0500.');
    expect(html).toContain('Money is held 30 days after delivery');
    expect(html).toContain('href="/designers/terms"');
    // The part not yet delivered has no date; the other its own.
    expect(html).toContain('once delivered, then held');
    expect(html).toContain('ETB\u00a04,000');
  });

  it('lists the statement with kinds, orders, signed amounts to the santim, totals and the CSV, its texts as text', () => {
    const html = render({ role: 'designer' });
    expect(html).toContain('Sale');
    expect(html).toContain('Commission');
    expect(html).toContain('Order TB-1001 · Tana kemis &lt;b&gt;');
    expect(html).toContain('+ETB\u00a06,500');
    expect(html).toContain('-ETB\u00a0780.60');
    expect(html).toContain('+ETB\u00a05,719.40');
    expect(html).toContain(`href="/api/studio/earnings/statement.csv?month=${month}"`);
    expect(html).toContain('2 entries');
  });

  it('shows the account masked and on hold, or the way to add one', () => {
    const html = render({ role: 'designer' });
    expect(html).toContain('•••• 6789');
    expect(html).toContain('data-state="on-hold"');
    expect(html).not.toContain('2345');
    const none = render({ role: 'designer' }, { balance, statement, account: { ...onHold, account: null } });
    expect(none).toContain('data-testid="payout-account-add"');
    expect(none).toContain('Add where to be paid');
  });

  it('says "no earnings yet" to a new designer, and shows skeletons while loading', () => {
    const empty = render({ role: 'designer' }, { balance: { ...balance, balances: [] }, statement: { ...statement, total: 0, entries: [], totals: [] }, account: onHold });
    expect(empty).toContain('No earnings yet');
    expect(empty).toContain('Your first sale appears here.');
    expect(empty).toContain('No payouts yet');
    const loading = render({ role: 'designer' }, {});
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toContain('data-testid="earnings-available"');
  });

  it('reads in Amharic, birr as the shop writes it', async () => {
    await i18n.changeLanguage('am-ET');
    const html = render({ role: 'designer' });
    expect(html).toContain('ገቢ');
    expect(html).toContain('ብር\u00a01,250.50');
    expect(html).toContain('በየሰኞው');
    expect(html).toContain('ሽያጭ');
    expect(html).not.toContain('Payouts go out');
  });
});
