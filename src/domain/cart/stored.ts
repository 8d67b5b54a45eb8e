import { QUANTITY_CAP } from '../catalog/constants';
import type { CartLine } from './cart';

/*
 * What the browser kept in its storage is input like any other: another tab, an extension, an
 * older version of the app or a curious shopper may have written anything there. Only entries of
 * the right shape are read back; the rest is dropped rather than crashing the page.
 */

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isTextOrNull = (v: unknown, max = 2000): boolean => v === null || v === undefined || (typeof v === 'string' && v.length <= max);
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isDate = (v: unknown): v is string => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v));

/** A guest cart line as `addToCart` writes it. */
export function isStoredCartLine(value: unknown): value is CartLine {
  if (!isObject(value)) return false;
  const v = value;
  return (
    isText(v.id, 400) &&
    isText(v.productId, 100) &&
    isText(v.name, 500) &&
    isTextOrNull(v.nameAm, 500) &&
    isAmount(v.priceMinor) &&
    isTextOrNull(v.imageUrl) &&
    Array.isArray(v.sizes) &&
    v.sizes.length <= 100 &&
    v.sizes.every((s) => isText(s, 40)) &&
    isAmount(v.stock) &&
    isAmount(v.quantity) &&
    v.quantity >= 1 &&
    v.quantity <= QUANTITY_CAP &&
    isTextOrNull(v.selectedSize, 40) &&
    isDate(v.addedAt)
  );
}

/** The guest cart read back from storage: its well-formed lines, once each. */
export function storedCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.filter((line): line is CartLine => {
    if (!isStoredCartLine(line) || seen.has(line.id)) return false;
    seen.add(line.id);
    return true;
  });
}

export interface StoredFavorite {
  productId: string;
  addedAt: string;
}

/** Guest favourites read back from storage: well-formed entries, one per product. */
export function storedFavoriteEntries(value: unknown): StoredFavorite[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: StoredFavorite[] = [];
  for (const item of value) {
    if (!isObject(item) || !isText(item.productId, 100) || !isDate(item.addedAt) || seen.has(item.productId)) continue;
    seen.add(item.productId);
    entries.push({ productId: item.productId, addedAt: item.addedAt });
  }
  return entries;
}
