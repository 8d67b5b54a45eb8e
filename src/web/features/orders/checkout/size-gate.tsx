import { AlertTriangle, ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { localized } from '../../../lib/localized';
import type { CheckoutLineView } from './checkout-lines';

/**
 * docs/requirements/sizing.md §4: checkout waits until every garment has a size or measurements. The cart's own
 * size dialog is not part of its public surface, so the lines are named here and the cart
 * drawer (where sizes are chosen and the AI Size Guide opens) is one tap away.
 */
export function SizeGate({ lines, onOpenCart }: { lines: CheckoutLineView[]; onOpenCart: () => void }) {
  const { t, i18n } = useTranslation('checkout');
  if (lines.length === 0) return null;
  return (
    <section id="checkout-size-gate" tabIndex={-1} aria-labelledby="checkout-size-gate-title" className="rounded-card border border-saffron bg-saffron-tint p-4 outline-none sm:p-5" data-testid="checkout-size-gate">
      <h2 id="checkout-size-gate-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="h-5 w-5 shrink-0 text-[#7a5a00]" />
        {t('sizeGate.title', { count: lines.length })}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('sizeGate.body')}</p>
      <ul className="mt-2 grid gap-1 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap gap-x-2" data-testid="checkout-size-gate-line">
            <span className="font-semibold">{localized(i18n.language, line.name, line.nameAm) ?? line.name}</span>
            {line.measurements ? <span className="text-ink-soft">{t('sizeGate.orMeasurements')}</span> : null}
          </li>
        ))}
      </ul>
      <Button variant="outline" className="mt-3" onClick={onOpenCart} data-testid="checkout-size-gate-open-cart">
        <ShoppingBag aria-hidden className="h-4 w-4" /> {t('sizeGate.openCart')}
      </Button>
    </section>
  );
}
