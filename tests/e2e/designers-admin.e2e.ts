import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile, switchSession } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened));

describe('designers page moderation', () => {
  it('shows Feature and Remove to admins only, and featuring works', async () => {
    await page.goto('/designers');
    await page.getByTestId('designer-card').first().waitFor();
    assert.equal(await page.getByTestId('designer-admin-actions').count(), 0, 'a guest sees no admin actions');

    await switchSession(page, { email: 'customer@tibeb.example', password: 'Tibeb-Shopper-2026!' });
    await page.goto('/designers');
    await page.getByTestId('designer-card').first().waitFor();
    assert.equal(await page.getByTestId('designer-admin-actions').count(), 0, 'a shopper sees no admin actions');

    await switchSession(page, { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' });
    await page.goto('/designers');
    await page.getByTestId('designer-admin-actions').first().waitFor();
    const card = page.getByTestId('designer-card').filter({ has: page.getByTestId('designer-feature').filter({ hasText: /^\s*Feature\s*$/ }) }).first();
    const name = (await card.locator('h3').textContent())?.trim() ?? '';
    await card.getByTestId('designer-feature').click();
    await page.getByTestId('toast').filter({ hasText: 'Designer added to featured designers' }).waitFor();
    const same = page.getByTestId('designer-card').filter({ has: page.locator('h3', { hasText: name }) });
    await same.getByText('Featured', { exact: true }).waitFor();
    await same.getByTestId('designer-feature').click();
    await page.getByTestId('toast').filter({ hasText: 'Designer removed from featured designers' }).waitFor();
    await switchSession(page, null);
  });

  it('had no console errors', () => {
    assert.deepEqual(errors, []);
  });
});
