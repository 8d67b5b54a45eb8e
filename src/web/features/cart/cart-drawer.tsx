import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { QUANTITY_CAP } from '@domain/catalog';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { CART_TOAST } from './toast-keys';
import { localized } from '../../lib/localized';
import { useMoney } from '../currency';
import { CartArrivals, useCartShipping, useShopperDestination, type CartArrivalLine } from '../shipping';
import { drawerShipping } from './drawer-shipping';
import type { CartLine } from './types';
import { useCart } from './use-cart';
import { LineSizing, QuickSizeCheck, SizeRequiredDialog, useCartSizing } from './cart-sizing';
import { flaggedItems } from '@domain/sizing/cart-gating';
import { CUSTOM_FIT } from '@domain/sizing/constants';

const stepButton = 'grid h-11 w-11 place-items-center rounded-full border border-line bg-white hover:bg-linen disabled:cursor-not-allowed disabled:opacity-40';

function LineRow({
  line,
  onQuantity,
  onRemove,
  onNavigate,
  sizing,
}: {
  line: CartLine;
  onQuantity: (q: number) => void;
  onRemove: () => void;
  onNavigate: () => void;
  sizing: { onOpenGuide: () => void; onView: () => void; onRemoveMeasurements: () => void };
}) {
  const { t, i18n } = useTranslation(['cart', 'sizing-flow']);
  const { format } = useMoney();
  const name = localized(i18n.language, line.name, line.nameAm) ?? line.name;
  const atCap = line.quantity >= line.maxQuantity;
  return (
    <li className={cn('flex gap-3 p-4', !line.available && 'bg-linen/50')} data-testid="cart-line" data-product-id={line.productId}>
      <Link to={`/product/${line.productId}`} onClick={onNavigate} tabIndex={-1} aria-hidden className="shrink-0">
        <img src={line.imageUrl ?? '/placeholder-product.svg'} alt="" className={cn('h-24 w-20 rounded-lg bg-linen object-cover', !line.available && 'opacity-50')} loading="lazy" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={`/product/${line.productId}`} onClick={onNavigate} className="line-clamp-2 font-semibold leading-snug hover:underline">
            {name}
          </Link>
          <p className="shrink-0 font-semibold tabular-nums" data-testid="cart-line-total">
            {format(line.priceMinor * line.quantity)}
          </p>
        </div>
        {line.selectedSize ? (
          <p className="text-sm text-muted" data-testid="cart-line-size">
            {line.selectedSize === CUSTOM_FIT && line.aiMeasurements ? t('sizing-flow:line.customFit') : t('common:cart.size', { size: line.selectedSize })}
          </p>
        ) : null}
        <LineSizing line={line} {...sizing} />
        {line.quantity > 1 ? <p className="text-xs text-muted">{t('each', { price: format(line.priceMinor) })}</p> : null}
        {line.available ? null : (
          <p className="mt-1 text-sm text-crimson">
            <span className="font-semibold">{t('unavailable')}</span> · {t('unavailableBody')}
          </p>
        )}
        <div className="mt-2 flex items-center gap-1">
          <button className={stepButton} aria-label={t('common:cart.decrease')} onClick={() => onQuantity(line.quantity - 1)} data-testid="cart-decrease">
            <Minus aria-hidden className="h-4 w-4" />
          </button>
          <span className="w-9 text-center font-semibold tabular-nums" aria-live="polite" aria-label={t('quantity', { count: line.quantity })} data-testid="cart-line-quantity">
            {line.quantity}
          </span>
          <button className={stepButton} aria-label={t('common:cart.increase')} disabled={atCap} onClick={() => onQuantity(line.quantity + 1)} data-testid="cart-increase">
            <Plus aria-hidden className="h-4 w-4" />
          </button>
          <button
            className="ml-auto grid h-11 w-11 place-items-center rounded-full text-crimson hover:bg-crimson-tint"
            aria-label={t('common:cart.remove')}
            onClick={onRemove}
            data-testid="cart-remove"
          >
            <Trash2 aria-hidden className="h-5 w-5" />
          </button>
        </div>
        {atCap && line.available ? (
          <p className="mt-1 text-xs text-muted">{line.maxQuantity < QUANTITY_CAP ? t('stockReached', { count: line.maxQuantity }) : t('maxReached', { count: line.maxQuantity })}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The lines that ship (a withdrawn or sold-out line is not billed, so it is not quoted either). */
function shippedLines(lines: readonly CartLine[], language: string): CartArrivalLine[] {
  return lines.filter((l) => l.available).map((l) => ({ productId: l.productId, quantity: l.quantity, name: localized(language, l.name, l.nameAm) ?? l.name }));
}

/** The cart as a right-side drawer: lines, quantities, the subtotal and the destination's shipping quote (docs/requirements/shop.md §2, §4, §9; issue 40). */
export function CartDrawer() {
  const { t, i18n } = useTranslation('cart');
  const cart = useCart();
  const navigate = useNavigate();
  const sizing = useCartSizing(cart.lines);
  const [gateOpen, setGateOpen] = useState(false);
  const flagged = flaggedItems(cart.lines.map((l) => ({ ...l, hasMeasurements: Boolean(l.aiMeasurements) })));
  const { format } = useMoney();
  const [cleared, setCleared] = useState<CartLine[] | null>(null);
  const close = () => cart.setOpen(false);

  useEffect(() => {
    if (!cart.open || cart.lines.length > 0) setCleared(null);
  }, [cart.open, cart.lines.length]);

  const changeQuantity = (line: CartLine, quantity: number) => {
    cart.setQuantity(line, quantity);
    toast({ title: quantity <= 0 ? t('common:cart.removed') : t('common:cart.updated'), key: CART_TOAST });
  };
  const remove = (line: CartLine) => {
    cart.remove(line);
    toast({ title: t('common:cart.removed'), key: CART_TOAST });
  };
  const clear = () => {
    setCleared(cart.lines);
    cart.clear();
    toast({ title: t('cleared'), key: CART_TOAST });
  };

  let body;
  if (cart.isLoading) {
    body = (
      <ul className="divide-y divide-line" aria-busy>
        {[0, 1].map((i) => (
          <li key={i} className="flex gap-3 p-4">
            <Skeleton className="h-24 w-20 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-11 w-40 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (cart.isError) {
    body = (
      <div className="p-6">
        <ErrorPanel message={t('loadError')} onRetry={() => void cart.refetch()} />
      </div>
    );
  } else if (cart.lines.length === 0) {
    body = (
      <div className="p-6">
        <EmptyState
          icon={<ShoppingBag className="mx-auto h-10 w-10" />}
          title={t('common:cart.empty')}
          description={cleared ? t('clearedNote') : t('common:cart.emptyBody')}
          actions={
            <>
              {cleared ? (
                <Button variant="outline" onClick={() => cart.restore(cleared)} data-testid="cart-undo-clear">
                  {t('undoClear')}
                </Button>
              ) : null}
              <Button asChild>
                <Link to="/products" onClick={close}>
                  {t('common:actions.shopNow')}
                </Link>
              </Button>
            </>
          }
        />
      </div>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-line">
          {cart.lines.map((line) => (
            <LineRow
              key={`${line.productId}:${line.selectedSize ?? ''}`}
              line={line}
              sizing={{ onOpenGuide: () => sizing.openGuide(line), onView: () => sizing.view(line), onRemoveMeasurements: () => cart.detachMeasurements(line) }}
              onQuantity={(q) => changeQuantity(line, q)}
              onRemove={() => remove(line)}
              onNavigate={close}
            />
          ))}
        </ul>
        <div className="flex justify-end px-4 pb-4">
          <Button variant="ghost" size="sm" className="min-h-11 text-crimson" onClick={clear} data-testid="cart-clear">
            <Trash2 aria-hidden className="h-4 w-4" /> {t('clear')}
          </Button>
        </div>
        <QuickSizeCheck lines={cart.lines} onOpenGuide={sizing.openGuide} />
      </>
    );
  }

  const { totals } = cart;
  // Shipping is the destination zone's quote, one parcel per designer (issue 40); the cart itself
  // knows only its goods. Until the shopper says where it goes (or while the quote is asked, or
  // where the shop does not ship) no fee and no total are stated.
  const shipped = shippedLines(cart.lines, i18n.language);
  const { destination } = useShopperDestination();
  const shipping = drawerShipping(totals.subtotal, destination !== null, useCartShipping(destination, shipped));
  return (
    <Drawer
      open={cart.open}
      onOpenChange={cart.setOpen}
      side="right"
      title={t('common:cart.title')}
      footer={
        cart.lines.length && !cart.isLoading ? (
          <div className="grid gap-2 text-sm" data-testid="cart-totals">
            {shipped.length ? <CartArrivals lines={shipped} /> : null}
            <div className="mt-1 flex justify-between">
              <span>{t('common:cart.subtotal')}</span>
              <span className="tabular-nums" data-testid="cart-subtotal">
                {format(totals.subtotal)}
              </span>
            </div>
            <div className="flex justify-between gap-3">
              <span>{t('common:cart.shipping')}</span>
              <span
                className={cn('text-right tabular-nums', shipping.kind !== 'quoted' && 'text-muted', shipping.kind === 'quoted' && shipping.free && 'font-semibold text-emerald-dark')}
                data-testid="cart-shipping"
                data-quoted={shipping.kind === 'quoted'}
              >
                {shipping.kind === 'ask' ? t('shippingByDestination') : shipping.kind === 'pending' ? t('shippingPending') : shipping.free ? t('common:cart.free') : format(shipping.shipping)}
              </span>
            </div>
            {shipping.kind === 'quoted' ? (
              <div className="flex justify-between text-base font-bold">
                <span>{t('common:cart.total')}</span>
                <span className="tabular-nums" data-testid="cart-total">
                  {format(shipping.total)}
                </span>
              </div>
            ) : null}
            <Button asChild size="lg" className="mt-2">
              <Link
                to="/checkout"
                onClick={(e) => {
                  // docs/requirements/sizing.md §4: checkout waits until every clothing item has a size or measurements.
                  if (flagged.length) {
                    e.preventDefault();
                    setGateOpen(true);
                    return;
                  }
                  close();
                }}
                data-testid="cart-checkout"
              >
                {t('common:cart.checkout')}
              </Link>
            </Button>
          </div>
        ) : null
      }
    >
      {body}
      <SizeRequiredDialog
        open={gateOpen}
        onOpenChange={setGateOpen}
        lines={cart.lines}
        onChooseSize={(line, size) => cart.setSize(line, size)}
        // The guide takes the dialog's place rather than opening over it (two focus traps stacked
        // over the drawer lost a shopper's typing now and then), and the dialog comes back after it.
        onOpenGuide={(line) => {
          setGateOpen(false);
          sizing.openGuide(line, () => setGateOpen(true));
        }}
        onContinue={() => {
          setGateOpen(false);
          close();
          void navigate('/checkout');
        }}
      />
      {sizing.layer}
    </Drawer>
  );
}
