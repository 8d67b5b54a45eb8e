import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { gotoHydrated, pagePerFile, until } from './browser';

/**
 * Issue 35, item 13: after signing out, the checkout form stayed in the tab
 * (sessionStorage['tibeb-checkout-draft'] with the e-mail, phone, name and address) and /checkout
 * filled it in again for whoever used the tab next. Signing out clears every personal draft.
 */
const CUSTOMER = { email: 'customer@tibeb.example', password: 'Tibeb-Shopper-2026!' };

let page: Page;
let errors: string[];

pagePerFile((opened) => ({ page, errors } = opened));

const open = (url: string) => gotoHydrated(page, url);

const draft = () => page.evaluate(() => sessionStorage.getItem('tibeb-checkout-draft'));

describe('signing out', () => {
  it('clears the checkout form the tab kept, and /checkout does not bring it back', async () => {
    const res = await page.request.post('/api/account/sign-in', { data: CUSTOMER });
    assert.equal(res.status(), 200);
    const { items } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { items: { id: string; sizes: string[]; stockQuantity: number }[] };
    const product = items.find((p) => p.sizes.length > 1 && p.sizes[0] !== 'One Size' && p.stockQuantity > 0);
    assert.ok(product, 'the demo catalogue has a sized product in stock');
    await open(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Skip AI guide and choose manually' }).click();
    await page.getByTestId('size-select').selectOption(product.sizes[1] ?? product.sizes[0] ?? '');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('toast').filter({ hasText: 'Added to Cart' }).first().waitFor();

    await open('/checkout');
    await page.getByTestId('checkout-summary').waitFor();
    await page.getByTestId('checkout-phone').fill('+251 91 765 4321');
    await page.getByTestId('checkout-landmark').fill('Next to the private clinic');
    await until('the draft kept in the tab', draft, (d) => d !== null && d.includes('Next to the private clinic'));

    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
    await page.getByText('Signed out').waitFor();
    assert.equal(await draft(), null);

    await open('/checkout');
    const phone = page.getByTestId('checkout-phone');
    if (await phone.count()) assert.notEqual(await phone.inputValue(), '+251 91 765 4321');
    assert.equal(await page.getByText('Next to the private clinic').count(), 0);
    // The guest's empty form may keep its own (empty) draft: nothing of the signed-out shopper is in it.
    const after = (await draft()) ?? '';
    for (const personal of ['+251 91 765 4321', 'Next to the private clinic', CUSTOMER.email]) assert.equal(after.includes(personal), false, personal);
    assert.deepEqual(errors, []);
  });
});
