import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pagePerFile } from './browser';

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened));

/** The header renders a phone and a desktop search box; only one is visible at a time. */
const searchInput = (p: Page) => p.locator('[data-testid="header-search-input"]:visible');
const panel = (p: Page) => p.locator('[data-testid="search-panel"]:visible');

async function type(p: Page, text: string) {
  const input = searchInput(p);
  await input.click();
  await input.fill('');
  // Faster than the 150 ms debounce: one request for the whole word.
  await input.pressSequentially(text, { delay: 20 });
}

describe('header search', () => {
  it('shows grouped results, moves with the arrow keys and opens a product with Enter', async () => {
    // The home page is server-rendered: type once the app has taken it over (its live connection opens then).
    const live = page.waitForResponse((r) => r.url().includes('/api/realtime'));
    await page.goto('/');
    await live;
    await type(page, 'habesha');
    await panel(page).getByTestId('search-group-product').waitFor();
    await panel(page).getByTestId('search-group-category').waitFor();
    const input = searchInput(page);
    assert.equal(await input.getAttribute('aria-expanded'), 'true');
    assert.match((await panel(page).textContent()) ?? '', /Products.*Categories/s);
    assert.match((await page.getByTestId('search-see-all').textContent()) ?? '', /See all results for “habesha”/);

    const products = panel(page).locator('[data-kind="product"]');
    assert.ok((await products.count()) >= 2, 'at least two products match "habesha"');
    const second = products.nth(1);
    const secondHref = (await second.getAttribute('data-href')) ?? '';

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    assert.equal(await input.getAttribute('aria-activedescendant'), await second.getAttribute('id'));
    assert.equal(await second.getAttribute('aria-selected'), 'true');

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === secondHref);
    await page.getByTestId('page-product-root').waitFor();
    assert.equal(await searchInput(page).inputValue(), '');
    assert.equal(await panel(page).count(), 0);
  });

  it('closes and clears on Escape', async () => {
    await type(page, 'kemis');
    await panel(page).waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    assert.equal(await searchInput(page).inputValue(), '');
    assert.equal(await searchInput(page).getAttribute('aria-expanded'), 'false');
  });

  it('opens the first result on Enter when nothing is highlighted', async () => {
    await type(page, 'habesha');
    await panel(page).getByText('See all results for “habesha”').waitFor();
    const first = panel(page).locator('[role="option"]').first();
    const href = (await first.getAttribute('data-href')) ?? '';
    assert.match(href, /^\/product\//);
    assert.equal(await searchInput(page).getAttribute('aria-activedescendant'), null);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await page.getByTestId('page-product-root').waitFor();
  });

  it('finds a designer by surname and says when nothing matches', async () => {
    const designers = (await (await page.request.get('/api/designers')).json()) as { items: { slug: string; fullName: string }[] };
    const designer = designers.items.find((d) => d.fullName.includes(' '))!;
    await type(page, designer.fullName.split(' ').at(-1)!.toLowerCase());
    const option = panel(page).locator(`[data-kind="designer"][data-href="/designers/${designer.slug}"]`);
    await option.waitFor();
    await option.click();
    await page.waitForURL((url) => url.pathname === `/designers/${designer.slug}`);
    await page.getByTestId('page-designer-root').waitFor();

    await type(page, 'qqzzxx');
    await page.getByTestId('search-no-results').filter({ visible: true }).waitFor();
    assert.match((await panel(page).textContent()) ?? '', /No results for “qqzzxx”/);
    // A click elsewhere closes the panel.
    await page.locator('main').first().click({ position: { x: 5, y: 5 } });
    await panel(page).waitFor({ state: 'detached' });
  });

  it('left no console errors', () => {
    assert.deepEqual(errors, []);
  });
});
