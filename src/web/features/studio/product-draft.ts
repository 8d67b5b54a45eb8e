import { FULFILMENTS, PRODUCT_LIMITS } from '@domain/catalog/product-input';
import { PRICE_CURRENCIES } from '@domain/money/price-currency';
import { asRecord, oneOf, text, texts } from './form-draft';
import { parsePhotoDraft, samePhotoDraft, type PhotoDraft } from './photo-draft';
import { emptyProductForm, sameForm, type ProductFormValues } from './product-form-values';

/** What the device keeps of a product being edited: the form's values and the photos' arrangement. */
export interface ProductDraft {
  form: ProductFormValues;
  /** Null on a new product (no photos yet). */
  photos: PhotoDraft | null;
}

/** The form's name in its storage key: one draft per product, and one for a new product. */
export const productDraftForm = (productId: string | null | undefined) => (productId ? `product-${productId}` : 'product-new');

export function sameProductDraft(a: ProductDraft, b: ProductDraft): boolean {
  if (!sameForm(a.form, b.form)) return false;
  if (a.photos === null || b.photos === null) return a.photos === b.photos || (a.photos ?? b.photos)?.order.length === 0;
  return samePhotoDraft(a.photos, b.photos);
}

/** A stored product draft read back field by field: wrong types take the empty form's value. */
export function parseProductDraft(raw: unknown): ProductDraft | null {
  const r = asRecord(raw);
  const f = r ? asRecord(r.form) : null;
  if (!r || !f) return null;
  const e = emptyProductForm;
  const form: ProductFormValues = {
    name: text(f, 'name'),
    nameAm: text(f, 'nameAm'),
    description: text(f, 'description'),
    descriptionAm: text(f, 'descriptionAm'),
    categoryId: text(f, 'categoryId'),
    region: text(f, 'region'),
    currency: oneOf(f, 'currency', PRICE_CURRENCIES, e.currency),
    price: text(f, 'price'),
    originalPrice: text(f, 'originalPrice'),
    stock: text(f, 'stock', e.stock),
    sizes: texts(f, 'sizes', PRODUCT_LIMITS.sizesMax),
    careInstructions: text(f, 'careInstructions'),
    careInstructionsAm: text(f, 'careInstructionsAm'),
    material: text(f, 'material'),
    materialAm: text(f, 'materialAm'),
    fulfilment: oneOf(f, 'fulfilment', FULFILMENTS, e.fulfilment),
    productionDays: text(f, 'productionDays'),
    shippingWeight: text(f, 'shippingWeight'),
  };
  return { form, photos: r.photos === null || r.photos === undefined ? null : parsePhotoDraft(r.photos) };
}
