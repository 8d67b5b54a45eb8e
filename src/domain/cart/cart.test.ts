import { describe, expect, it } from 'vitest';
import { addToCart, badgeLabel, cartCount, setQuantity, type CartLine } from './cart';

const item = { productId: 'p1', name: 'Kemis', priceMinor: 12000, imageUrl: null, sizes: ['S', 'M'], stock: 5, selectedSize: 'M' };

describe('cart rules', () => {
  it('merges the same product and size, keeps other sizes apart', () => {
    let lines: CartLine[] = addToCart([], item);
    lines = addToCart(lines, item);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
    lines = addToCart(lines, { ...item, selectedSize: 'S' });
    expect(lines).toHaveLength(2);
    expect(cartCount(lines)).toBe(3);
  });

  it('never exceeds stock or the cap of 10', () => {
    const lines = addToCart([], { ...item, quantity: 50 });
    expect(lines[0]?.quantity).toBe(5);
    const big = addToCart([], { ...item, stock: 100, quantity: 50 });
    expect(big[0]?.quantity).toBe(10);
  });

  it('does not add an out-of-stock product', () => {
    expect(addToCart([], { ...item, stock: 0 })).toEqual([]);
  });

  it('removes a line at quantity 0 or less', () => {
    const lines = addToCart([], item);
    const id = lines[0]?.id ?? '';
    expect(setQuantity(lines, id, 0)).toEqual([]);
    expect(setQuantity(lines, id, -3)).toEqual([]);
    expect(setQuantity(lines, id, 3)[0]?.quantity).toBe(3);
  });

  it('caps the badge at 99+', () => {
    expect(badgeLabel(5)).toBe('5');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});
