import { ONE_SIZE } from '@domain/catalog';
import { PRODUCT_LIMITS, productInputSchema, type Fulfilment, type ProductInput, type ProductValues } from '@domain/catalog/product-input';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing';
import { sizeCategoryForSlug } from '@domain/sizing/category';
import type { PriceCurrency } from '@domain/money/price-currency';
import { dollarsText, parsePrice, parseWholeNumber } from './money-input';
import type { StudioProduct } from './product-types';

/** What the form holds while a designer types: text as typed, turned into the API's shape on save. */
export interface ProductFormValues {
  name: string;
  nameAm: string;
  description: string;
  descriptionAm: string;
  categoryId: string;
  region: string;
  /** The currency both prices are typed in: the designer's payout currency for a new product. */
  currency: PriceCurrency;
  price: string;
  originalPrice: string;
  stock: string;
  sizes: string[];
  careInstructions: string;
  careInstructionsAm: string;
  material: string;
  materialAm: string;
  fulfilment: Fulfilment;
  productionDays: string;
  /** Packed grams as typed; empty: a new product takes its category's usual weight, a saved one keeps its own. */
  shippingWeight: string;
}

/** The form's own fields; the photos' arrangement is added to the body by the editor that holds it. */
export type ProductField = Exclude<keyof ProductInput, 'photos'>;
/** The first error code per field; server answers may name fields the form does not show. */
export type ProductFieldErrors = Partial<Record<string, string>>;
export type SaveStatus = 'draft' | 'published';

export const emptyProductForm: ProductFormValues = {
  name: '',
  nameAm: '',
  description: '',
  descriptionAm: '',
  categoryId: '',
  region: '',
  currency: 'USD',
  price: '',
  originalPrice: '',
  stock: '1',
  sizes: [],
  careInstructions: '',
  careInstructionsAm: '',
  material: '',
  materialAm: '',
  fulfilment: 'ready',
  productionDays: '',
  shippingWeight: '',
};

export function formFromProduct(p: StudioProduct): ProductFormValues {
  return {
    name: p.name,
    nameAm: p.nameAm ?? '',
    description: p.description,
    descriptionAm: p.descriptionAm ?? '',
    categoryId: p.categoryId,
    region: p.region ?? '',
    currency: p.currency,
    price: dollarsText(p.priceMinor),
    originalPrice: dollarsText(p.originalPriceMinor),
    stock: String(p.stockQuantity),
    sizes: [...p.sizes],
    careInstructions: p.careInstructions ?? '',
    careInstructionsAm: p.careInstructionsAm ?? '',
    material: p.material ?? '',
    materialAm: p.materialAm ?? '',
    fulfilment: p.fulfilment,
    productionDays: p.productionDays === null ? '' : String(p.productionDays),
    shippingWeight: String(p.shippingWeightGrams),
  };
}

/** The request body before validation; unreadable numbers stay NaN so the schema names them. */
export function toProductInput(v: ProductFormValues, status: SaveStatus): { [K in ProductField]-?: unknown } {
  return {
    name: v.name,
    nameAm: v.nameAm.trim() || null,
    description: v.description,
    descriptionAm: v.descriptionAm.trim() || null,
    categoryId: v.categoryId,
    region: v.region || null,
    currency: v.currency,
    priceMinor: parsePrice(v.price, v.currency),
    originalPriceMinor: parsePrice(v.originalPrice, v.currency),
    stockQuantity: parseWholeNumber(v.stock),
    sizes: v.sizes,
    careInstructions: v.careInstructions.trim() || null,
    careInstructionsAm: v.careInstructionsAm.trim() || null,
    material: v.material.trim() || null,
    materialAm: v.materialAm.trim() || null,
    fulfilment: v.fulfilment,
    productionDays: v.fulfilment === 'made_to_measure' ? parseWholeNumber(v.productionDays) : null,
    shippingWeightGrams: v.shippingWeight.trim() === '' ? undefined : parseWholeNumber(v.shippingWeight),
    status,
  };
}

/** The first message of each field, keyed by the issue's first path part. */
export function firstIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ProductFieldErrors {
  const out: ProductFieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

export type ValidatedProduct = { ok: true; input: ProductValues } | { ok: false; errors: ProductFieldErrors };

/** The same rules the server applies (productInputSchema), run before anything is sent. */
export function validateProductForm(v: ProductFormValues, status: SaveStatus): ValidatedProduct {
  const parsed = productInputSchema.safeParse(toProductInput(v, status));
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: firstIssues(parsed.error.issues) };
}

/** The server's field codes (`fields` of a 400), first per field. */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): ProductFieldErrors {
  const out: ProductFieldErrors = {};
  for (const [key, codes] of Object.entries(fields ?? {})) if (codes[0]) out[key.split('.')[0] ?? key] ??= codes[0];
  return out;
}

export function sameForm(a: ProductFormValues, b: ProductFormValues): boolean {
  return (Object.keys(a) as (keyof ProductFormValues)[]).every((key) => {
    const x = a[key];
    const y = b[key];
    return Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((s, i) => s === y[i]) : x === y;
  });
}

/** The order-of-field list for focusing the first error on save (the form's reading order). */
export const FIELD_ORDER: readonly ProductField[] = [
  'name',
  'nameAm',
  'description',
  'descriptionAm',
  'material',
  'materialAm',
  'careInstructions',
  'careInstructionsAm',
  'categoryId',
  'region',
  'currency',
  'priceMinor',
  'originalPriceMinor',
  'stockQuantity',
  'sizes',
  'fulfilment',
  'productionDays',
  'shippingWeightGrams',
];

// --- Sizes ---

/** The labels offered as one tap: the category's default chart, then One Size. */
export function suggestedSizes(categorySlug: string | null | undefined): string[] {
  return [...DEFAULT_SIZE_CHARTS[sizeCategoryForSlug(categorySlug)].sizes.map((s) => s.label), ONE_SIZE];
}

const fold = (label: string) => label.toLowerCase().replace(/\s+/g, '');

export type AddSizeResult = { ok: true; sizes: string[] } | { ok: false; code: 'SIZE_LABEL_INVALID' | 'SIZE_DUPLICATE' | 'SIZES_TOO_MANY' };

/**
 * Adds a size label. A label the category's chart knows ("m", "xl") takes the chart's spelling
 * and its place among the other known sizes, so sizes read small to large and the size chart's
 * rows (which follow this order) grade upward; the designer's own labels go last, as typed.
 */
export function addSize(sizes: readonly string[], typed: string, known: readonly string[]): AddSizeResult {
  const cleaned = typed.trim().replace(/\s+/g, ' ');
  if (cleaned === '' || cleaned.length > PRODUCT_LIMITS.sizeLabelMax) return { ok: false, code: 'SIZE_LABEL_INVALID' };
  if (sizes.some((s) => fold(s) === fold(cleaned))) return { ok: false, code: 'SIZE_DUPLICATE' };
  if (sizes.length >= PRODUCT_LIMITS.sizesMax) return { ok: false, code: 'SIZES_TOO_MANY' };
  const rank = known.findIndex((k) => fold(k) === fold(cleaned));
  if (rank === -1) return { ok: true, sizes: [...sizes, cleaned] };
  const label = known[rank] ?? cleaned;
  const ranks = sizes.map((s) => known.findIndex((k) => fold(k) === fold(s)));
  const larger = ranks.findIndex((r) => r > rank);
  // No larger known size: right after the last known one, still before the designer's own labels.
  const at = larger !== -1 ? larger : ranks.findLastIndex((r) => r !== -1) + 1;
  return { ok: true, sizes: [...sizes.slice(0, at), label, ...sizes.slice(at)] };
}

/** Whether a product's sizes call for a size chart: any size but One Size. */
export const needsSizeChart = (sizes: readonly string[]) => sizes.some((s) => fold(s) !== fold(ONE_SIZE));
