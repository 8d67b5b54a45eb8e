import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing';
import { i18n } from '../../lib/i18n';
import am from '../../locales/am-ET/studio-product.json';
import en from '../../locales/en/studio-product.json';
import { ProductFormPage } from './product-form-page';
import { studioProductKeys } from './product-query-keys';
import type { StudioProduct } from './product-types';

const product: StudioProduct = {
  id: 'p1',
  currency: 'USD',
  moderation: { hiddenByAdmin: false, reason: null, hiddenAt: null, reviewRequestedAt: null },
  name: 'Kemis <img src=x onerror=alert(1)>',
  nameAm: 'ቀሚስ',
  description: 'Handwoven',
  descriptionAm: null,
  categoryId: 'c1',
  region: 'Amhara',
  priceMinor: 4550,
  originalPriceMinor: 6000,
  stockQuantity: 2,
  sizes: ['S', 'M', 'L', 'XL'],
  careInstructions: null,
  careInstructionsAm: null,
  material: null,
  materialAm: null,
  fulfilment: 'made_to_measure',
  productionDays: 14,
  shippingWeightGrams: 900,
  status: 'draft',
  designerId: 'd1',
  categorySlug: 'habesha-kemis',
  photos: [
    { id: 'a', url: '/a.jpg', thumbUrl: null, isPrimary: false, sortOrder: 2, altText: null },
    { id: 'b', url: '/b.jpg', thumbUrl: null, isPrimary: true, sortOrder: 1, altText: 'Front' },
  ],
  hasOrders: false,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

/** Renders the page at a path with the answers already cached (what the first paint shows). */
function render(path: string, me: { role: string; id?: string } | null, shown: StudioProduct = product): string {
  const qc = new QueryClient();
  qc.setQueryData(['me'], me ? { id: 'u1', fullName: 'Designer', ...me } : null);
  qc.setQueryData(['categories'], [{ id: 'c1', slug: 'habesha-kemis', name: 'Habesha Kemis', nameAm: 'የሀበሻ ቀሚስ' }]);
  qc.setQueryData(studioProductKeys.product('p1'), shown);
  qc.setQueryData(studioProductKeys.chart('p1', 'women'), { ...DEFAULT_SIZE_CHARTS.women, productId: null });
  qc.setQueryData(['exchange_rates'], { rates: [{ code: 'USD', rate: 1 }, { code: 'ETB', rate: 120.5 }, { code: 'EUR', rate: 0.92 }, { code: 'GBP', rate: 0.79 }, { code: 'AED', rate: 3.67 }] });
  const page: ReactNode = <ProductFormPage />;
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/designer/add-product" element={page} />
          <Route path="/designer/edit-product/:id" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProductFormPage', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'studio-product', en, true, true);
    i18n.addResourceBundle('am-ET', 'studio-product', am, true, true);
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('asks a guest to sign in and come back', () => {
    const html = render('/designer/add-product', null);
    expect(html).toContain('href="/login?next=%2Fdesigner%2Fadd-product"');
  });

  it('shows a product Tibeb hid as such, with the reason, a way to ask for review, and no publishing (issue 35)', () => {
    const hidden: StudioProduct = { ...product, status: 'hidden', moderation: { hiddenByAdmin: true, reason: 'Blurry photos', hiddenAt: '2026-01-01T00:00:00Z', reviewRequestedAt: null } };
    const html = render('/designer/edit-product/p1', { role: 'designer', id: 'd1' }, hidden);
    expect(html).toContain('data-testid="product-hidden-by-admin"');
    expect(html).toContain('Hidden by Tibeb');
    expect(html).toContain('Blurry photos');
    expect(html).toContain('data-testid="product-request-review"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="product-publish"/);
    // Asked already: said so, no second button.
    const asked = render('/designer/edit-product/p1', { role: 'designer', id: 'd1' }, { ...hidden, moderation: { ...hidden.moderation, reviewRequestedAt: '2026-01-02T00:00:00Z' } });
    expect(asked).toContain('data-testid="product-review-requested"');
    expect(asked).not.toContain('data-testid="product-request-review"');
    // An admin lifts it in the console; the review request is the designer's.
    expect(render('/designer/edit-product/p1', { role: 'admin', id: 'a1' }, hidden)).not.toContain('data-testid="product-request-review"');
  });

  it('sends a shopper to the designer application', () => {
    expect(render('/designer/add-product', { role: 'customer' })).toContain('href="/designer-register"');
  });

  it('shows a new product form without photos or size chart', () => {
    const html = render('/designer/add-product', { role: 'designer' });
    expect(html).toContain('data-testid="product-form"');
    expect(html).toContain('data-testid="product-photos-later"');
    expect(html).not.toContain('data-testid="product-size-chart"');
  });

  it('shows a product with its sale, photos, chart and preview, its texts as text only', () => {
    const html = render('/designer/edit-product/p1', { role: 'designer' });
    expect(html).toContain('On sale: 24% off.');
    expect(html).toContain('href="/product/p1" target="_blank"');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Kemis &lt;img src=x onerror=alert(1)&gt;');
    // Photos in saved order: b (main) first.
    expect(html.indexOf('src="/b.jpg"')).toBeLessThan(html.indexOf('src="/a.jpg"'));
    expect(html).toContain('data-testid="product-size-chart-preview"');
    expect(html).toMatch(/bg-emerald-tint text-emerald-dark">S</);
  });

  it('puts the photos inside the product form, above its one save bar, with no save of their own (issue 41)', () => {
    const html = render('/designer/edit-product/p1', { role: 'designer' });
    const form = html.slice(html.indexOf('data-testid="product-form"'), html.indexOf('</form>'));
    expect(form).toContain('data-testid="product-photos"');
    expect(form.indexOf('data-testid="product-photos"')).toBeLessThan(form.indexOf('data-testid="product-save-draft"'));
    expect(html).not.toContain('product-photos-save');
    // The size chart keeps its own save, after the form.
    expect(html.indexOf('</form>')).toBeLessThan(html.indexOf('data-testid="product-size-chart"'));
    // Nothing changed yet: the bar says so.
    expect(html).toContain('All changes are saved.');
  });

  it('counts a description against its limit, and says by how much a longer one is over (issue 41)', () => {
    const html = render('/designer/edit-product/p1', { role: 'designer' }, { ...product, description: 'x'.repeat(4012) });
    expect(html).toContain('4012 of 4000 characters: 12 too many, shorten it before saving');
    expect(html).toContain('0 of 4000 characters');
  });

  it('shows a birr price in birr, with what it is in the other currencies (issue 37)', () => {
    const birr: StudioProduct = { ...product, currency: 'ETB', priceMinor: 1_807_500, originalPriceMinor: null };
    const html = render('/designer/edit-product/p1', { role: 'designer' }, birr);
    expect(html).toContain('Price (Br)');
    expect(html).toMatch(/<option value="ETB" selected="">Ethiopian birr/);
    expect(html).toContain('value="18075"');
    expect(html).toContain('At today’s rate: ≈\u00a0$150.00 · ≈\u00a0€138.00 · ≈\u00a0£118.50 · ≈\u00a0AED\u00a0550.50');
  });

  it('speaks Amharic', async () => {
    await i18n.changeLanguage('am-ET');
    const html = render('/designer/edit-product/p1', { role: 'admin' });
    expect(html).toContain('ምርቱን ያስተካክሉ');
    expect(html).toContain('ቅድመ እይታ');
    expect(html).toContain('>አማራ<');
  });
});
