import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile, switchSession } from './browser';

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const SHOPPER = { email: 'customer@tibeb.example', password: 'Tibeb-Shopper-2026!' };

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened), { width: 390, height: 844 });

const featuredNames = () => page.getByTestId('admin-featured-item').locator('.truncate').allTextContents();

describe('admin console: overview and designers', () => {
  it('is closed to guests and shoppers', async () => {
    await page.goto('/admin');
    await page.getByText('Sign in to the admin console').waitFor();
    await switchSession(page, SHOPPER);
    await page.goto('/admin');
    await page.getByTestId('admin-not-allowed').waitFor();
    assert.equal(await page.getByTestId('admin-overview').count(), 0);
  });

  it('opens on the overview, whose applications figure leads to the applications', async () => {
    await switchSession(page, ADMIN);
    await page.goto('/admin');
    await page.getByTestId('admin-overview-orders-today-value').waitFor();
    await page.getByTestId('admin-overview-chart').waitFor();
    await page.getByTestId('admin-overview-low-stock').waitFor();
    await page.getByTestId('admin-overview-applications').click();
    await page.waitForURL(/section=designer-applications/);
    await page.getByRole('heading', { name: 'Designer applications', level: 2 }).waitFor();
  });

  it('moves a featured designer up with the keyboard, and the home page follows', async () => {
    await page.goto('/admin?section=designers');
    await page.getByTestId('admin-featured-item').nth(1).waitFor();
    const before = await featuredNames();
    const second = before[1] ?? '';
    const up = page.getByRole('button', { name: `Move ${second} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').filter({ hasText: 'Order saved' }).waitFor();
    await page.getByTestId('admin-featured-item').first().filter({ hasText: second }).waitFor();

    await page.goto('/');
    await page.getByTestId('designer-card').first().filter({ hasText: second }).waitFor();
  });

  it('removes a designer after a confirmation', async () => {
    await page.goto('/admin?section=designers');
    const row = page.getByTestId('admin-designer-row').filter({ hasNotText: 'Featured' }).last();
    await row.waitFor();
    const name = ((await row.locator('a, span.font-semibold').first().textContent()) ?? '').trim();
    assert.ok(name, 'a designer to remove');
    await row.getByTestId('admin-designer-remove').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Remove ${name}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.getByTestId('admin-designer-row').filter({ hasText: name }).count(), 1, 'Cancel keeps the designer');

    await row.getByTestId('admin-designer-remove').click();
    await page.getByTestId('admin-designer-remove-confirm').click();
    await page.getByTestId('toast').filter({ hasText: 'Designer removed successfully' }).waitFor();
    await page.getByTestId('admin-designer-row').filter({ hasText: name }).waitFor({ state: 'detached' });
    await switchSession(page, null);
  });

  it('had no console errors', () => {
    assert.deepEqual(errors, []);
  });
});
