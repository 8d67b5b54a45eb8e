import { describe, expect, it } from 'vitest';
import { addSize, emptyProductForm, formFromProduct, needsSizeChart, sameForm, serverFieldErrors, suggestedSizes, toProductInput, validateProductForm, type ProductFormValues } from './product-form-values';
import type { StudioProduct } from './product-types';

const CATEGORY = '7f1f3a52-5b8c-4d8e-9a3e-2f6b1c0d4e5a';
const filled: ProductFormValues = {
  ...emptyProductForm,
  name: 'Habesha kemis',
  description: 'Handwoven cotton with a tilet border.',
  categoryId: CATEGORY,
  price: '120',
  originalPrice: '150.50',
  stock: '3',
  sizes: ['S', 'M'],
};

describe('validateProductForm', () => {
  it('turns dollars into cents and blanks into null', () => {
    const result = validateProductForm(filled, 'draft');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({ priceMinor: 12000, originalPriceMinor: 15050, stockQuantity: 3, nameAm: null, region: null, careInstructions: null, productionDays: null, status: 'draft' });
  });

  it('names each broken field with the schema code', () => {
    const result = validateProductForm({ ...emptyProductForm, price: '12.345', stock: 'x', originalPrice: '' }, 'published');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({ name: 'PRODUCT_NAME_REQUIRED', description: 'DESCRIPTION_REQUIRED', categoryId: 'CATEGORY_REQUIRED', priceMinor: 'PRICE_INVALID', stockQuantity: 'STOCK_INVALID', sizes: 'SIZES_REQUIRED' });
  });

  it('refuses an original price not above the price, and made to measure without days', () => {
    const result = validateProductForm({ ...filled, originalPrice: '120', fulfilment: 'made_to_measure' }, 'draft');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({ originalPriceMinor: 'ORIGINAL_PRICE_NOT_ABOVE', productionDays: 'PRODUCTION_DAYS_REQUIRED' });
  });

  it('sends the material and care in both languages, blanks as null', () => {
    const result = validateProductForm({ ...filled, material: ' 100% cotton ', materialAm: '100% ጥጥ', careInstructions: '', careInstructionsAm: 'በቀዝቃዛ ውሃ በእጅ ይታጠቡ' }, 'draft');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({ material: '100% cotton', materialAm: '100% ጥጥ', careInstructions: null, careInstructionsAm: 'በቀዝቃዛ ውሃ በእጅ ይታጠቡ' });
  });

  it('refuses an Amharic material or care text over its limit', () => {
    const result = validateProductForm({ ...filled, materialAm: 'ጥ'.repeat(201), careInstructionsAm: 'ው'.repeat(1001) }, 'draft');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({ materialAm: 'MATERIAL_TOO_LONG', careInstructionsAm: 'CARE_TOO_LONG' });
  });

  it('sends production days only for made to measure', () => {
    expect(toProductInput({ ...filled, productionDays: '10' }, 'draft').productionDays).toBeNull();
    expect(toProductInput({ ...filled, fulfilment: 'made_to_measure', productionDays: '10' }, 'draft').productionDays).toBe(10);
  });

  it('sends the shipping weight as whole grams, leaves it out when empty, and names a bad one SHIPPING_WEIGHT_INVALID', () => {
    expect(toProductInput({ ...filled, shippingWeight: ' 950 ' }, 'draft').shippingWeightGrams).toBe(950);
    const blank = validateProductForm({ ...filled, shippingWeight: '' }, 'draft');
    expect(blank.ok && blank.input.shippingWeightGrams).toBeUndefined();
    for (const typed of ['0', '-5', '12.5', '30001', 'heavy']) {
      const result = validateProductForm({ ...filled, shippingWeight: typed }, 'draft');
      expect(result.ok ? null : result.errors.shippingWeightGrams, typed).toBe('SHIPPING_WEIGHT_INVALID');
    }
    expect(validateProductForm({ ...filled, shippingWeight: '30000' }, 'draft').ok).toBe(true);
  });
});

describe('formFromProduct', () => {
  it('shows what was saved, as the designer typed it', () => {
    const product: StudioProduct = {
      id: 'p1',
      currency: 'USD',
      moderation: { hiddenByAdmin: false, reason: null, hiddenAt: null, reviewRequestedAt: null },
      name: 'Kemis',
      nameAm: 'ቀሚስ',
      description: 'd',
      descriptionAm: null,
      categoryId: CATEGORY,
      region: 'Amhara',
      priceMinor: 4550,
      originalPriceMinor: null,
      stockQuantity: 0,
      sizes: ['M'],
      careInstructions: null,
      careInstructionsAm: 'በእጅ ይታጠቡ',
      material: 'Cotton',
      materialAm: null,
      fulfilment: 'made_to_measure',
      productionDays: 14,
      shippingWeightGrams: 1_150,
      status: 'hidden',
      designerId: 'd1',
      categorySlug: 'habesha-kemis',
      photos: [],
      hasOrders: false,
      createdAt: '',
      updatedAt: '',
    };
    const values = formFromProduct(product);
    expect(values).toMatchObject({ nameAm: 'ቀሚስ', descriptionAm: '', price: '45.50', originalPrice: '', stock: '0', productionDays: '14', region: 'Amhara', careInstructionsAm: 'በእጅ ይታጠቡ', material: 'Cotton', materialAm: '', shippingWeight: '1150' });
    expect(sameForm(values, formFromProduct(product))).toBe(true);
    expect(sameForm(values, { ...values, sizes: ['M', 'L'] })).toBe(false);
  });
});

describe('sizes', () => {
  const known = suggestedSizes('habesha-kemis');

  it('offers the category chart and One Size', () => {
    expect(known).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL', '7XL', 'One Size']);
    expect(suggestedSizes('kids-traditional')[0]).toBe('2-4Y');
  });

  it('keeps known sizes small to large and own labels last', () => {
    let sizes: string[] = [];
    for (const typed of ['L', 'Free size', 's', 'xl']) {
      const r = addSize(sizes, typed, known);
      if (r.ok) sizes = r.sizes;
    }
    expect(sizes).toEqual(['S', 'L', 'XL', 'Free size']);
  });

  it('refuses blanks, duplicates and too many', () => {
    expect(addSize(['M'], '  ', known)).toEqual({ ok: false, code: 'SIZE_LABEL_INVALID' });
    expect(addSize(['M'], 'x'.repeat(25), known)).toEqual({ ok: false, code: 'SIZE_LABEL_INVALID' });
    expect(addSize(['One Size'], 'one  size', known)).toEqual({ ok: false, code: 'SIZE_DUPLICATE' });
    expect(addSize(Array.from({ length: 16 }, (_, i) => `S${i}`), 'M', known)).toEqual({ ok: false, code: 'SIZES_TOO_MANY' });
  });

  it('needs a chart unless the only size is One Size', () => {
    expect(needsSizeChart(['One Size'])).toBe(false);
    expect(needsSizeChart(['one size', 'M'])).toBe(true);
    expect(needsSizeChart([])).toBe(false);
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first code per field', () => {
    expect(serverFieldErrors({ priceMinor: ['PRICE_INVALID', 'X'], 'sizes.2': ['SIZE_LABEL_INVALID'] })).toEqual({ priceMinor: 'PRICE_INVALID', sizes: 'SIZE_LABEL_INVALID' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
