import { describe, expect, it } from 'vitest';
import { addToCart } from '@domain/cart';
import type { OfflineChange } from '@domain/cart/offline-queue';
import { applyAdd, applyMeasurements, applyQuantity, applyRemove, applySize, cartOf, currentLineId, EMPTY_CART, fromGuestLines, isCart, pendingLineId, renameLine, withQueued } from './optimistic';
import type { CartItemDraft } from './types';

const kemis: CartItemDraft = { productId: 'p1', name: 'Kemis', nameAm: 'ቀሚስ', priceMinor: 4_000, imageUrl: null, sizes: ['S', 'M'], stock: 3, selectedSize: 'M', quantity: 1 };
const netela: CartItemDraft = { productId: 'p2', name: 'Netela', priceMinor: 2_500, imageUrl: null, sizes: ['One Size'], stock: 20, selectedSize: null };

describe('optimistic cart', () => {
  it('adds a pending line with its subtotal and no shipping of its own (the zone quote prices that)', () => {
    const cart = applyAdd(EMPTY_CART, kemis, new Date('2026-01-01T00:00:00Z'));
    expect(cart.lines).toEqual([
      expect.objectContaining({ id: pendingLineId('p1', 'M'), nameAm: 'ቀሚስ', quantity: 1, maxQuantity: 3, available: true, addedAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    expect(cart.totals).toEqual({ subtotal: 4_000 });
    const more = applyAdd(cart, { ...kemis, quantity: 1 });
    expect(more.lines).toHaveLength(1);
    expect(more.totals).toEqual({ subtotal: 8_000 });
    expect(more.count).toBe(2);
  });

  it('files a one-size product under its size and caps at the stock', () => {
    const cart = applyAdd(applyAdd(EMPTY_CART, netela), { ...netela, selectedSize: 'One Size', quantity: 50 });
    expect(cart.lines).toEqual([expect.objectContaining({ selectedSize: 'One Size', quantity: 10 })]);
    const capped = applyAdd(applyAdd(EMPTY_CART, { ...kemis, quantity: 2 }), { ...kemis, quantity: 2 });
    expect(capped.lines[0]?.quantity).toBe(3);
  });

  it('leaves the cart alone for what the server would refuse', () => {
    expect(applyAdd(EMPTY_CART, { ...kemis, selectedSize: null })).toBe(EMPTY_CART);
    expect(applyAdd(EMPTY_CART, { ...kemis, stock: 0 })).toBe(EMPTY_CART);
  });

  it('sets, caps and removes quantities by the domain rules', () => {
    const cart = applyAdd(EMPTY_CART, netela);
    const id = cart.lines[0]?.id ?? '';
    expect(applyQuantity(cart, id, 4).lines[0]?.quantity).toBe(4);
    expect(applyQuantity(cart, id, 99).lines[0]?.quantity).toBe(10);
    expect(applyQuantity(cart, id, 0).lines).toEqual([]);
    expect(applyQuantity(cart, 'other', 3)).toBe(cart);
    expect(applyRemove(cart, id)).toEqual(EMPTY_CART);
  });

  it('gives a pending line its server id and finds it by product and size', () => {
    const cart = applyAdd(EMPTY_CART, kemis);
    const pending = cart.lines[0]!;
    expect(currentLineId(cart, pending)).toBeNull();
    const named = renameLine(cart, pending.id, 'real-id');
    expect(currentLineId(named, pending)).toBe('real-id');
    expect(currentLineId(named, { id: 'real-id', productId: 'p1', selectedSize: 'M' })).toBe('real-id');
    expect(renameLine(named, 'missing', 'x')).toBe(named);
  });

  it('reads a guest cart with the same totals', () => {
    const guest = addToCart(addToCart([], netela), { ...kemis, stock: 0 });
    const cart = fromGuestLines(guest);
    expect(cart.lines).toEqual([expect.objectContaining({ productId: 'p2', selectedSize: null, nameAm: null, available: true, maxQuantity: 10 })]);
    expect(cart).toEqual(cartOf(cart.lines));
    expect(cart.totals).toEqual({ subtotal: 2_500 });
  });

  it('trusts a stored copy only in the expected shape', () => {
    expect(isCart(EMPTY_CART)).toBe(true);
    expect(isCart(null)).toBe(false);
    expect(isCart([])).toBe(false);
    expect(isCart({ lines: [], count: 0 })).toBe(false);
  });
});

describe('a size chosen and the kept cart read back offline', () => {
  const base = applyAdd(EMPTY_CART, { ...kemis, stock: 5 }).lines[0]!;
  const cart = cartOf([
    { ...base, id: 'l1', selectedSize: null, quantity: 2, needsSize: true },
    { ...base, id: 'l2', selectedSize: 'S', quantity: 1, needsSize: false },
  ]);

  it('a line takes the size, or joins the line already in it (capped by stock)', () => {
    expect(applySize(cart, 'l1', 'M').lines.find((l) => l.id === 'l1')).toMatchObject({ selectedSize: 'M', needsSize: false, quantity: 2 });
    expect(applySize(cart, 'l1', 'S').lines.map((l) => [l.id, l.selectedSize, l.quantity])).toEqual([['l2', 'S', 3]]);
    expect(applySize(cart, 'l1', 'XXL')).toBe(cart);
  });

  it('queued changes on a copy that already shows them change nothing; on an older copy they are applied', () => {
    const queue: OfflineChange[] = [
      { kind: 'size', productId: 'p1', fromSize: null, selectedSize: 'M', quantity: 4, name: 'Kemis', nameAm: null },
      { kind: 'cart', productId: 'p1', selectedSize: 'S', quantity: 0, name: 'Kemis', nameAm: null },
      { kind: 'cart', productId: 'p9', selectedSize: null, quantity: 1, name: 'Gone', nameAm: null },
    ];
    const applied = withQueued(cart, queue, 'u1');
    expect(applied.lines.map((l) => [l.id, l.selectedSize, l.quantity])).toEqual([['l1', 'M', 4]]);
    expect(applied.count).toBe(4);
    expect(withQueued(applied, queue, 'u1')).toBe(applied);
  });

  const measurements = { source: 'manual', category: 'women', timestamp: '2026-11-27T02:00:00.000Z', measurements: { bust_cm: 94 }, confidence: 0.8, sizeRecommendation: { size: 'M', confidence: 0.8, alternates: [], notes: [] } };

  it('measurements attached offline show on the line, owned by the shopper, in the size the attach route would give, marked as not sent', () => {
    const line = applyMeasurements(cart, 'l1', measurements, 'u1').lines.find((l) => l.id === 'l1');
    expect(line).toMatchObject({ selectedSize: 'M', needsSize: false, measurementsPending: true, aiMeasurements: { userId: 'u1', timestamp: measurements.timestamp } });
    const noSize = applyMeasurements(cart, 'l1', { ...measurements, sizeRecommendation: null }, 'u1').lines.find((l) => l.id === 'l1');
    expect(noSize?.selectedSize).toBe('Custom Fit');
    expect(applyMeasurements(cart, 'nope', measurements, 'u1')).toBe(cart);
  });

  it('queued measurements are put back on the kept copy after a reload, once', () => {
    const queue: OfflineChange[] = [{ kind: 'measurements', productId: 'p1', fromSize: null, selectedSize: 'M', name: 'Kemis', nameAm: null, aiMeasurements: measurements }];
    const applied = withQueued(cart, queue, 'u1');
    expect(applied.lines.find((l) => l.id === 'l1')).toMatchObject({ selectedSize: 'M', measurementsPending: true, aiMeasurements: { userId: 'u1' } });
    expect(withQueued(applied, queue, 'u1')).toBe(applied);
  });
});
