import { QUANTITY_CAP } from '../catalog/constants';

export interface CartLine {
  id: string;
  productId: string;
  name: string;
  /** The designer's Amharic name, when there is one. */
  nameAm?: string | null;
  priceMinor: number;
  imageUrl: string | null;
  sizes: string[];
  stock: number;
  quantity: number;
  selectedSize: string | null;
  addedAt: string;
}

export const BADGE_CAP = 99;

/** The cart badge caps at '99+' (docs/requirements/shop.md §4). */
export function badgeLabel(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

function clampQuantity(quantity: number, stock: number): number {
  return Math.max(0, Math.min(Math.floor(quantity), QUANTITY_CAP, Math.max(0, stock)));
}

/** Same product and size raises the quantity; otherwise a new line is added. */
export function addToCart(lines: readonly CartLine[], item: Omit<CartLine, 'id' | 'addedAt' | 'quantity'> & { quantity?: number }, now = new Date()): CartLine[] {
  const quantity = item.quantity ?? 1;
  const existing = lines.find((l) => l.productId === item.productId && l.selectedSize === item.selectedSize);
  if (existing) {
    return lines.map((l) => (l === existing ? { ...l, stock: item.stock, quantity: clampQuantity(l.quantity + quantity, item.stock) || l.quantity } : l));
  }
  const line: CartLine = {
    ...item,
    id: `${item.productId}:${item.selectedSize ?? ''}`,
    quantity: clampQuantity(quantity, item.stock),
    addedAt: now.toISOString(),
  };
  return line.quantity > 0 ? [...lines, line] : [...lines];
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(lines: readonly CartLine[], lineId: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => l.id !== lineId);
  return lines.map((l) => (l.id === lineId ? { ...l, quantity: clampQuantity(quantity, l.stock) || 1 } : l));
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}
