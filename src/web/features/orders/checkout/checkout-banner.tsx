import { AlertTriangle, WifiOff } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import type { CheckoutProblem } from './server-errors';

/** Codes whose fix is in the cart (quantities, sizes, items gone). */
const CART_CODES: ReadonlySet<string> = new Set(['OUT_OF_STOCK', 'PRODUCT_UNAVAILABLE', 'SIZE_REQUIRED', 'SIZE_NOT_AVAILABLE', 'CART_EMPTY', 'ORDER_TOO_LARGE', 'QUANTITY_INVALID']);

/**
 * Why the order was not placed, right above the button: the words for the code, and the one
 * thing to do next (try again, fix the cart, or start a fresh order).
 */
export function CheckoutBanner({ problem, onOpenCart, onStartOver }: { problem: CheckoutProblem; onOpenCart: () => void; onStartOver: () => void }) {
  const { t, i18n } = useTranslation('checkout');
  const network = problem.code === 'NETWORK_ERROR';
  // Our words for the code, else the shared ones, else the server's own message (it is written to be shown).
  const text = i18n.exists(`checkout:problems.${problem.code}`)
    ? t(`problems.${problem.code}`)
    : i18n.exists(`common:errors.codes.${problem.code}`)
      ? t(`common:errors.codes.${problem.code}`)
      : problem.message || t('problems.generic');
  const Icon = network ? WifiOff : AlertTriangle;
  return (
    <div role="alert" className="rounded-card border border-crimson/40 bg-crimson-tint p-3.5 text-sm" data-testid="checkout-error" data-code={problem.code}>
      <p className="flex gap-2">
        <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-crimson" />
        <span className="font-semibold">{text}</span>
      </p>
      {CART_CODES.has(problem.code) ? (
        <Button variant="link" size="sm" className="ml-6 min-h-11" onClick={onOpenCart}>
          {t('summary.editCart')}
        </Button>
      ) : null}
      {problem.code === 'IDEMPOTENCY_KEY_REUSED' ? (
        <Button variant="outline" size="sm" className="ml-6 mt-2 min-h-11" onClick={onStartOver} data-testid="checkout-start-over">
          {t('problems.startOver')}
        </Button>
      ) : null}
    </div>
  );
}
