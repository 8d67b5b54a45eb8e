import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartTotalsUsdMinor } from '@domain/money';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/page';
import { toast } from '../../components/ui/toast';
import { useMoney } from '../currency';
import { useCartStore } from './cart-store';

/** The cart as a right-side drawer: lines, quantities, totals with the shipping rule. */
export function CartDrawer() {
  const { t } = useTranslation();
  const { lines, open, setOpen, setQuantity } = useCartStore();
  const { format } = useMoney();
  const totals = cartTotalsUsdMinor(lines.map((l) => ({ unitPriceUsdMinor: l.priceMinor, quantity: l.quantity })));

  const change = (lineId: string, quantity: number) => {
    setQuantity(lineId, quantity);
    toast({ title: quantity <= 0 ? t('cart.removed') : t('cart.updated') });
  };

  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      side="right"
      title={t('cart.title')}
      footer={
        lines.length ? (
          <div className="grid gap-2 text-sm" data-testid="cart-totals">
            <div className="flex justify-between">
              <span>{t('cart.subtotal')}</span>
              <span>{format(totals.subtotal)}</span>
            </div>
            <div className="flex justify-between">
              <span>{t('cart.shipping')}</span>
              <span>{totals.shipping === 0 ? t('cart.free') : format(totals.shipping)}</span>
            </div>
            <div className="flex justify-between text-base font-bold">
              <span>{t('cart.total')}</span>
              <span>{format(totals.total)}</span>
            </div>
            <Button asChild size="lg" className="mt-2">
              <Link to="/checkout" onClick={() => setOpen(false)}>
                {t('cart.checkout')}
              </Link>
            </Button>
          </div>
        ) : null
      }
    >
      {lines.length === 0 ? (
        <div className="p-6">
          <EmptyState
            icon={<ShoppingBag className="mx-auto h-10 w-10" />}
            title={t('cart.empty')}
            description={t('cart.emptyBody')}
            actions={
              <Button asChild>
                <Link to="/products" onClick={() => setOpen(false)}>
                  {t('actions.shopNow')}
                </Link>
              </Button>
            }
          />
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {lines.map((line) => (
            <li key={line.id} className="flex gap-3 p-4" data-testid="cart-line">
              <img src={line.imageUrl ?? '/icon.svg'} alt="" className="h-24 w-20 shrink-0 rounded-lg bg-linen object-cover" loading="lazy" />
              <div className="min-w-0 flex-1">
                <Link to={`/product/${line.productId}`} onClick={() => setOpen(false)} className="line-clamp-2 font-semibold hover:underline">
                  {line.name}
                </Link>
                {line.selectedSize ? <p className="text-sm text-muted">{t('cart.size', { size: line.selectedSize })}</p> : null}
                <p className="mt-1 text-sm font-semibold">{format(line.priceMinor * line.quantity)}</p>
                <div className="mt-2 flex items-center gap-1">
                  <button className="grid h-9 w-9 place-items-center rounded-full border border-line" aria-label={t('cart.decrease')} onClick={() => change(line.id, line.quantity - 1)}>
                    <Minus aria-hidden className="h-4 w-4" />
                  </button>
                  <span className="w-8 text-center text-sm font-semibold" aria-live="polite">
                    {line.quantity}
                  </span>
                  <button
                    className="grid h-9 w-9 place-items-center rounded-full border border-line disabled:opacity-40"
                    aria-label={t('cart.increase')}
                    disabled={line.quantity >= Math.min(10, line.stock)}
                    onClick={() => change(line.id, line.quantity + 1)}
                  >
                    <Plus aria-hidden className="h-4 w-4" />
                  </button>
                  <button className="ml-auto grid h-9 w-9 place-items-center rounded-full text-crimson hover:bg-crimson-tint" aria-label={t('cart.remove')} onClick={() => change(line.id, 0)}>
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
