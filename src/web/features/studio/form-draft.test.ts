import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_DRAFT_FORM, parseApplicationDraft, sameApplicationDraft, type ApplicationDraftValues } from './application-draft';
import { clearFormDraft, DRAFT_MAX_AGE_MS, draftWrite, parseStoredDraft, readFormDraft, shouldOffer, writeFormDraft } from './form-draft';
import { parsePhotoDraft, samePhotoDraft } from './photo-draft';
import { parseProductDraft, productDraftForm, sameProductDraft, type ProductDraft } from './product-draft';
import { emptyProductForm } from './product-form-values';

/** A Storage in memory, as the browser's behaves. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const NOW = Date.UTC(2026, 10, 29, 12);
const typed: ProductDraft = {
  form: { ...emptyProductForm, name: 'Saba kemis', description: 'Hand-woven cotton, '.repeat(300), currency: 'ETB', price: 'ETB 6,500', sizes: ['S', 'M'], fulfilment: 'made_to_measure', productionDays: '12' },
  photos: { order: ['b', 'a'], primaryId: 'a', alt: { a: 'Front', b: 'Back' } },
};

describe('the device copy of a form (issue 41)', () => {
  it('writes, reads back and clears a product draft whole, per account and product', () => {
    const local = memoryStorage();
    const key = `tibeb-form-draft-u1:${productDraftForm('p1')}`;
    writeFormDraft(local, key, typed, '2026-11-29T10:00:00.000Z', NOW);
    const back = readFormDraft(local, key, parseProductDraft, NOW + 1000);
    expect(back).toEqual({ v: 1, savedAt: NOW, base: '2026-11-29T10:00:00.000Z', values: typed });
    expect(readFormDraft(local, 'tibeb-form-draft-u2:product-p1', parseProductDraft, NOW)).toBeNull();
    clearFormDraft(local, key);
    expect(readFormDraft(local, key, parseProductDraft, NOW)).toBeNull();
    expect(productDraftForm(undefined)).toBe('product-new');
  });

  it('forgets a draft older than a month, of another version, or not whole', () => {
    const draft = { v: 1, savedAt: NOW, base: '', values: typed };
    expect(parseStoredDraft(draft, parseProductDraft, NOW + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(parseStoredDraft(draft, parseProductDraft, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(parseStoredDraft({ ...draft, v: 2 }, parseProductDraft, NOW)).toBeNull();
    expect(parseStoredDraft({ ...draft, savedAt: 'yesterday' }, parseProductDraft, NOW)).toBeNull();
    expect(parseStoredDraft({ ...draft, values: 'x' }, parseProductDraft, NOW)).toBeNull();
    expect(parseStoredDraft(null, parseProductDraft, NOW)).toBeNull();
    expect(parseStoredDraft('{"v":1}', parseProductDraft, NOW)).toBeNull();
  });

  it('reads back whatever was stored without throwing, as values the form can hold', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const product = parseProductDraft(raw);
        if (product) {
          expect(typeof product.form.name).toBe('string');
          expect(['USD', 'ETB']).toContain(product.form.currency);
          expect(['ready', 'made_to_measure']).toContain(product.form.fulfilment);
          expect(product.form.sizes.every((s) => typeof s === 'string')).toBe(true);
        }
        const application = parseApplicationDraft(raw);
        if (application) {
          expect(application.links.length).toBeGreaterThan(0);
          expect(application.links.length).toBeLessThanOrEqual(3);
        }
      }),
    );
    // A field of the wrong type takes the empty form's value; a currency the shop does not price in is dropped.
    const odd = parseProductDraft({ form: { name: 42, currency: 'EUR', fulfilment: 'printed', sizes: ['S', 3, 'M'], stock: null }, photos: { order: ['a', 7], primaryId: 5, alt: { a: 'x'.repeat(500) } } });
    expect(odd?.form).toMatchObject({ name: '', currency: 'USD', fulfilment: 'ready', sizes: ['S', 'M'], stock: '1' });
    expect(odd?.photos).toEqual({ order: ['a'], primaryId: null, alt: { a: 'x'.repeat(200) } });
  });

  it('offers a stored draft only when it differs from what the form starts with', () => {
    const start: ProductDraft = { form: emptyProductForm, photos: null };
    const stored = { v: 1 as const, savedAt: NOW, base: '', values: typed };
    expect(shouldOffer(stored, start, sameProductDraft)).toBe(true);
    expect(shouldOffer({ ...stored, values: start }, start, sameProductDraft)).toBe(false);
    expect(shouldOffer(null, start, sameProductDraft)).toBe(false);
    // A product saved with the same values since the draft was written: nothing to offer.
    expect(shouldOffer(stored, typed, sameProductDraft)).toBe(false);
  });

  it('holds the stored draft while it is offered, clears it when the form is back to its saved values, else writes', () => {
    expect(draftWrite(true, false)).toBe('hold');
    expect(draftWrite(true, true)).toBe('hold');
    expect(draftWrite(false, true)).toBe('clear');
    expect(draftWrite(false, false)).toBe('write');
  });

  it('compares the photos’ arrangement as it would be saved', () => {
    const a = { order: ['a', 'b'], primaryId: 'a', alt: { a: 'Front ', b: 'Back' } };
    expect(samePhotoDraft(a, { ...a, alt: { a: 'Front', b: 'Back' } })).toBe(true);
    expect(samePhotoDraft(a, { ...a, order: ['b', 'a'] })).toBe(false);
    expect(samePhotoDraft(a, { ...a, primaryId: 'b' })).toBe(false);
    expect(samePhotoDraft(a, { ...a, alt: { a: 'Front', b: 'Side' } })).toBe(false);
    expect(parsePhotoDraft('nope')).toBeNull();
    expect(sameProductDraft({ form: emptyProductForm, photos: null }, { form: emptyProductForm, photos: { order: [], primaryId: null, alt: {} } })).toBe(true);
    expect(sameProductDraft({ form: emptyProductForm, photos: null }, { form: emptyProductForm, photos: a })).toBe(false);
  });

  it('keeps the application without the terms, and counts empty link rows as nothing', () => {
    const base: ApplicationDraftValues = { displayName: 'Meron', country: 'ET', city: '', cityAm: '', bio: '', bioAm: '', categories: [], links: [''], phone: '' };
    expect(sameApplicationDraft(base, { ...base, links: ['', ' '] })).toBe(true);
    expect(sameApplicationDraft(base, { ...base, links: ['instagram.com/meronhabesha'] })).toBe(false);
    expect(sameApplicationDraft({ ...base, categories: ['a', 'b'] }, { ...base, categories: ['b', 'a'] })).toBe(true);
    expect(sameApplicationDraft(base, { ...base, bio: 'Hand-woven' })).toBe(false);
    const back = parseApplicationDraft({ ...base, categories: ['habesha-kemis', 'spaceships'], links: ['a', 'b', 'c', 'd'], acceptTerms: true });
    expect(back).toMatchObject({ categories: ['habesha-kemis'], links: ['a', 'b', 'c'] });
    expect(back).not.toHaveProperty('acceptTerms');
    expect(APPLICATION_DRAFT_FORM).toBe('application');
  });
});
