import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { pagePerFile } from './browser';

interface Card {
  id: string;
  name: string;
  priceMinor: number;
  stockQuantity: number;
  sizes: string[];
}

let page: Page;
let errors: string[];
pagePerFile((opened) => ({ page, errors } = opened));

const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
const isOneSize = (p: Card) => !(p.sizes.length > 1 && p.sizes[0] !== 'One Size');

async function catalogue(): Promise<Card[]> {
  const res = await page.request.get('/api/products?pageSize=48');
  return ((await res.json()) as { items: Card[] }).items;
}

async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

async function openCart() {
  await page.getByTestId('cart-button').click();
  await page.getByRole('dialog').waitFor();
}

async function closeCart() {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * Waits until the drawer's subtotal reads `subtotal` while the guest has not said where it goes:
 * the cart states no shipping fee and no total of its own (issue 40: shipping is the destination
 * zone's quote, per designer's parcel), says shipping is counted for the destination, and asks for it.
 */
async function expectTotals(subtotal: number) {
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('cart-subtotal').filter({ hasText: usd(subtotal) }).waitFor();
  await dialog.getByTestId('cart-shipping').filter({ hasText: 'Counted for where it goes' }).waitFor();
  assert.equal(await dialog.getByTestId('cart-shipping').getAttribute('data-quoted'), 'false');
  assert.equal(await dialog.getByTestId('cart-total').count(), 0);
  await dialog.getByTestId('cart-arrivals-choose').waitFor();
}

/** The Addis Ababa zone's threshold (USD minor), as the shop keeps it. */
async function addisThreshold(): Promise<number | null> {
  const res = await page.request.get('/api/shipping/zone?country=ET&city=Addis%20Ababa');
  return ((await res.json()) as { zone: { freeOverUsdMinor: number | null } }).zone.freeOverUsdMinor;
}

/**
 * With Addis Ababa chosen, the drawer's shipping and total are the quote of these lines (one
 * parcel: one designer's product), and a parcel under the zone's threshold says how much more it needs.
 */
async function expectQuoted(productId: string, quantity: number, priceMinor: number) {
  const res = await page.request.post('/api/shipping/quote', { data: { destination: { country: 'ET', city: 'Addis Ababa' }, lines: [{ productId, quantity }] } });
  const quote = (await res.json()) as { shippingUsdMinor: number };
  const subtotal = priceMinor * quantity;
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('cart-subtotal').filter({ hasText: usd(subtotal) }).waitFor();
  await dialog.getByTestId('cart-total').filter({ hasText: usd(subtotal + quote.shippingUsdMinor) }).waitFor();
  assert.equal(await text(dialog.getByTestId('cart-shipping')), quote.shippingUsdMinor === 0 ? 'Free' : usd(quote.shippingUsdMinor));
  const threshold = await addisThreshold();
  if (threshold !== null && subtotal <= threshold) {
    await dialog.getByTestId('cart-parcel-free-hint').filter({ hasText: `Add ${usd(threshold + 1 - subtotal)} more to this parcel for free shipping` }).waitFor();
  } else {
    assert.equal(await dialog.getByTestId('cart-parcel-free-hint').count(), 0);
  }
}

function line(productId: string): Locator {
  return page.getByRole('dialog').locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);
}

describe('cart and favourites', () => {
  it('keeps a guest cart and favourites, then carries them into a new account', async () => {
    const items = await catalogue();
    // A one-size product under 75 USD (Addis Ababa's free-shipping threshold), so one piece is charged and enough of them ship free.
    const cheap = items.find((p) => isOneSize(p) && p.stockQuantity >= 10 && p.priceMinor < 7_500 && p.priceMinor * 10 > 7_500);
    const sized = items.find((p) => !isOneSize(p) && p.stockQuantity >= 3 && p.id !== cheap?.id);
    assert.ok(cheap && sized, 'the demo catalogue has a cheap one-size product and a sized one');

    // A one-size product goes straight in.
    await page.goto(`/product/${cheap.id}`);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('toast').filter({ hasText: 'Added to Cart' }).first().waitFor();
    await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();

    // A sized product needs a size: choose it manually.
    await page.goto(`/product/${sized.id}`);
    await page.getByRole('button', { name: 'Skip AI guide and choose manually' }).click();
    const size = sized.sizes[1] ?? sized.sizes[0] ?? '';
    await page.getByTestId('size-select').selectOption(size);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();

    await openCart();
    assert.equal(await page.getByRole('dialog').getByTestId('cart-line').count(), 2);
    assert.equal(await text(line(sized.id).getByTestId('cart-line-size')), `Size: ${size}`);
    await expectTotals(cheap.priceMinor + sized.priceMinor);

    // Quantities: + raises, − at 1 removes the line.
    await line(sized.id).getByTestId('cart-increase').click();
    await page.getByTestId('toast').filter({ hasText: 'Cart Updated' }).first().waitFor();
    await line(sized.id).getByTestId('cart-line-quantity').filter({ hasText: '2' }).waitFor();
    await expectTotals(cheap.priceMinor + sized.priceMinor * 2);
    await line(sized.id).getByTestId('cart-decrease').click();
    await line(sized.id).getByTestId('cart-decrease').click();
    await page.getByTestId('toast').filter({ hasText: 'Removed from Cart' }).first().waitFor();
    await line(sized.id).waitFor({ state: 'detached' });
    await expectTotals(cheap.priceMinor);

    // Where it goes: Addis Ababa. Shipping is now the zone's quote, and the parcel says what it lacks.
    await page.getByRole('dialog').getByTestId('cart-arrivals-choose').click();
    const chooser = page.getByTestId('destination-chooser');
    await chooser.getByTestId('destination-country').selectOption('ET');
    await chooser.getByTestId('destination-city').fill('Addis Ababa');
    await chooser.getByTestId('destination-save').click();
    await chooser.waitFor({ state: 'detached' });
    await expectQuoted(cheap.id, 1, cheap.priceMinor);

    // Enough of the cheap one to pass the zone's threshold: the parcel ships free.
    const threshold = (await addisThreshold()) ?? 7_500;
    const needed = Math.floor(threshold / cheap.priceMinor) + 1;
    for (let q = 2; q <= needed; q++) {
      await line(cheap.id).getByTestId('cart-increase').click();
      await line(cheap.id).getByTestId('cart-line-quantity').filter({ hasText: String(q) }).waitFor();
    }
    await expectQuoted(cheap.id, needed, cheap.priceMinor);
    await page.getByRole('dialog').getByTestId('cart-shipping').filter({ hasText: 'Free' }).waitFor();
    await page.getByTestId('cart-badge').filter({ hasText: String(needed) }).waitFor();

    // Back under: the parcel's fee returns.
    await line(cheap.id).getByTestId('cart-decrease').click();
    await expectQuoted(cheap.id, needed - 1, cheap.priceMinor);

    // Clear and undo.
    await page.getByTestId('cart-clear').click();
    await page.getByTestId('toast').filter({ hasText: 'Cart Cleared' }).first().waitFor();
    await page.getByRole('dialog').getByText('Your cart is empty').waitFor();
    await page.getByTestId('cart-undo-clear').click();
    await line(cheap.id).waitFor();
    await expectQuoted(cheap.id, needed - 1, cheap.priceMinor);
    await closeCart();

    // ETB shows whole birr: no decimals anywhere in the drawer's money.
    await page.getByTestId('currency-picker').click();
    await page.getByRole('menuitem', { name: /ETB/ }).click();
    await openCart();
    const etb = [await text(page.getByTestId('cart-subtotal')), await text(page.getByTestId('cart-total')), await text(line(cheap.id).getByTestId('cart-line-total'))];
    for (const amount of etb) {
      assert.match(amount, /ETB/);
      assert.doesNotMatch(amount, /[.,]\d{2}$/, `no decimals in ${amount}`);
    }
    await closeCart();
    await page.getByTestId('currency-picker').click();
    await page.getByRole('menuitem', { name: /USD/ }).click();

    // Favourite two products from the product list and find them on /favorites.
    await page.goto('/products');
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    const favouriteNames: string[] = [];
    for (const i of [0, 1]) {
      const card = cards.nth(i);
      favouriteNames.push(await text(card.locator('h3')));
      await card.getByRole('button', { name: 'Add to favorites' }).click();
    }
    await page.getByTestId('toast').filter({ hasText: 'Added to Favorites' }).first().waitFor();
    await page.getByTestId('favorites-badge').filter({ hasText: '2' }).waitFor();
    await page.goto('/favorites');
    await page.getByTestId('page-favorites-root').waitFor();
    await page.getByTestId('favorites-grid').waitFor();
    const shown = await page.getByTestId('favorites-grid').locator('h3').allTextContents();
    assert.deepEqual(shown.map((s) => s.trim()).sort(), [...favouriteNames].sort());

    // Sign up: the guest cart and favourites move into the account.
    const cartCount = needed - 1;
    await page.goto('/login?tab=sign-up&next=/favorites');
    const form = page.getByTestId('sign-up-form');
    await form.getByLabel('Full name').fill('Hana Tesfaye');
    await form.getByLabel('Email').fill(`cart-${Date.now()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('Tibeb!2026x');
    await form.getByLabel('Confirm password').fill('Tibeb!2026x');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('page-favorites-root').waitFor();
    await page.getByTestId('favorites-grid').waitFor();

    const server = async () => {
      const [cartRes, favRes] = await Promise.all([page.request.get('/api/cart'), page.request.get('/api/favorites')]);
      return { cart: (await cartRes.json()) as { count: number; lines: { productId: string }[] }, favorites: (await favRes.json()) as { items: unknown[] } };
    };
    let stored = await server();
    for (let tries = 0; tries < 20 && (stored.cart.count !== cartCount || stored.favorites.items.length !== 2); tries++) {
      await page.waitForTimeout(250);
      stored = await server();
    }
    assert.equal(stored.cart.count, cartCount);
    assert.deepEqual(stored.cart.lines.map((l) => l.productId), [cheap.id]);
    assert.equal(stored.favorites.items.length, 2);
    const guestKeys = await page.evaluate(() => [sessionStorage.getItem('tibeb-cart-guest'), sessionStorage.getItem('tibeb-favorites-guest')]);
    assert.deepEqual(guestKeys, [null, null], 'the guest keys are cleared after the merge');

    // A reload shows the account's cart and favourites.
    await page.reload();
    await page.getByTestId('favorites-grid').waitFor();
    assert.equal(await page.getByTestId('favorites-grid').getByTestId('product-card').count(), 2);
    await page.getByTestId('cart-badge').filter({ hasText: String(cartCount) }).waitFor();
    await page.getByTestId('favorites-badge').filter({ hasText: '2' }).waitFor();
    await openCart();
    await line(cheap.id).getByTestId('cart-line-quantity').filter({ hasText: String(cartCount) }).waitFor();
    await expectQuoted(cheap.id, cartCount, cheap.priceMinor);

    // A change in the drawer now lands on the server.
    await line(cheap.id).getByTestId('cart-increase').click();
    await line(cheap.id).getByTestId('cart-line-quantity').filter({ hasText: String(cartCount + 1) }).waitFor();
    for (let tries = 0; tries < 20 && stored.cart.count !== cartCount + 1; tries++) {
      await page.waitForTimeout(250);
      stored = await server();
    }
    assert.equal(stored.cart.count, cartCount + 1);
    await closeCart();

    // Sign out: the account's cart leaves the page and the guest cart starts empty.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
    await page.getByText('Signed out').waitFor();
    await page.getByTestId('cart-badge').waitFor({ state: 'detached' });
    await page.getByTestId('favorites-badge').waitFor({ state: 'detached' });
    const leftovers = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tibeb-cart-') || k.startsWith('tibeb-favorites-')));
    assert.deepEqual(leftovers, []);

    assert.deepEqual(errors, []);
  });
});
