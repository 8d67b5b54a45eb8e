import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Quote, ShippingZoneView } from '../../src/domain/shipping/api';
import { gotoHydrated, screenshotIfAsked, shoppersPerFile, switchSession, until } from './browser';
import { readyKemis } from './studio-products';

/**
 * Issue 40, the console's Shipping screen and the studio's weight: a designer sets a piece's
 * shipping weight in the product form; an admin opens Shipping, edits the Europe zone's rates,
 * sees the band-gap refusal at the band it names (English on a desktop, Amharic on a phone), saves
 * a good edit, and the quote of that piece to London answers the new rate; a UK shopper's product
 * page shows the piece's fee, and follows when the admin changes the rate again.
 */

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const DESIGNER = { email: 'selam@designers.tibeb.example', password: 'Tibeb-Designer-2026!' };
const ZONE = 'europe-uk';

type Texts = { list: { rates: string; deleteBody: string; cancel: string }; errors: { ZONE_BAND_GAP: string; ZONE_CARRIER_URL_INVALID: string } };
const texts = (lang: 'en' | 'am-ET') => JSON.parse(readFileSync(path.join(path.resolve(import.meta.dirname, '../..'), `src/web/locales/${lang}/admin-shipping.json`), 'utf8')) as Texts;
const en = texts('en');
const am = texts('am-ET');

const { open } = shoppersPerFile();
let admin: Page;
/** The zone as the journey found it: put back afterwards, so the journeys after this file quote the shop's rates. */
let original: ShippingZoneView | null = null;

before(async () => {
  admin = await open();
  await switchSession(admin, ADMIN);
  const zones = (await (await admin.request.get('/api/admin/shipping/zones')).json()) as { zones: ShippingZoneView[] };
  original = zones.zones.find((z) => z.id === ZONE) ?? null;
  assert.ok(original, `the default zone ${ZONE}`);
});
after(async () => {
  if (!original) return;
  const { id: _id, position: _p, ...body } = original;
  await admin.request.put(`/api/admin/shipping/zones/${ZONE}`, { data: body }).catch(() => undefined);
});

let pieceId = '';

describe('shipping in the studio and the console', () => {
  it('a designer sets a piece’s shipping weight in the product form, and it is saved with the product', async () => {
    const designer = await open({ width: 360, height: 800 });
    await switchSession(designer, DESIGNER);
    const card = await readyKemis<{ id: string }>(designer.request, designer.request, 'Weighed kemis');
    pieceId = card.id;
    await designer.goto(`/designer/edit-product/${pieceId}`);
    const weight = designer.getByTestId('product-shipping-weight');
    await weight.waitFor();
    // A kemis made without a weight took its category's usual 900 g.
    assert.equal(await weight.inputValue(), '900');
    await weight.fill('0');
    await designer.getByTestId('product-publish').click();
    await designer.getByText('Enter the packed weight as whole grams from 1 to 30,000').first().waitFor();
    await weight.fill('750');
    await screenshotIfAsked(designer, 'studio-weight-360-en');
    await designer.getByTestId('product-publish').click();
    await designer.getByTestId('product-form-state').getByText('All changes are saved.').waitFor();
    const saved = (await (await designer.request.get(`/api/studio/products/${pieceId}`)).json()) as { product: { shippingWeightGrams: number } };
    assert.equal(saved.product.shippingWeightGrams, 750);
  });

  it('an admin edits the Europe zone: a band gap is refused at its band, a good rate is saved, and the quote follows', async () => {
    assert.ok(pieceId, 'the weighed piece of the step before');
    await admin.goto('/admin?section=shipping');
    const card = admin.getByTestId(`shipping-zone-${ZONE}`);
    await card.getByText(en.list.rates).waitFor();
    await screenshotIfAsked(admin, 'shipping-list-1280-en');

    await card.getByTestId(`shipping-edit-${ZONE}`).click();
    await admin.waitForURL(/zone=europe-uk/);
    const form = admin.getByTestId('shipping-zone-form');
    await form.getByTestId('zone-band-1-from').waitFor();
    // A gap: the second band starts at 1,500 g while the first ends at 1,000 g.
    await form.getByTestId('zone-band-1-from').fill('1500');
    await form.getByTestId('zone-save').click();
    const bandError = form.getByTestId('zone-band-1').getByTestId('zone-band-1-error');
    await bandError.getByText(en.errors.ZONE_BAND_GAP).waitFor();
    // At the band it names, and only there.
    assert.equal(await form.getByTestId('zone-band-0-error').count(), 0);
    await screenshotIfAsked(admin, 'shipping-form-gap-1280-en');

    await form.getByTestId('zone-band-1-from').fill('1000');
    await form.getByTestId('zone-band-0-price').fill('23.45');
    await form.getByTestId('zone-save').click();
    await admin.waitForURL((url) => !url.search.includes('zone='));
    await admin.getByTestId(`shipping-bands-${ZONE}`).getByText('$23.45').waitFor();

    // The quote of the 750 g piece to London is priced by the new first band.
    const quote = await admin.evaluate(async (productId) => {
      const res = await fetch('/api/shipping/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ destination: { country: 'GB', city: 'London' }, lines: [{ productId, quantity: 1 }] }) });
      return { status: res.status, body: (await res.json()) as Quote };
    }, pieceId);
    assert.equal(quote.status, 200);
    const [parcel] = quote.body.parcels;
    assert.ok(parcel, 'one parcel');
    assert.equal(parcel.zone.id, ZONE);
    assert.equal(parcel.weightGrams, 750);
    assert.equal(parcel.rateUsdMinor, 2_345);
  });

  it('an admin changes the Europe zone’s rate and a UK shopper’s product page follows', async () => {
    assert.ok(pieceId, 'the weighed piece of the first step');
    const shopper = await open({ width: 1280, height: 900 });
    await gotoHydrated(shopper, `/product/${pieceId}`);
    const block = shopper.getByTestId('product-arrival');
    await block.getByTestId('arrival-choose').click();
    const chooser = shopper.getByTestId('destination-chooser');
    await chooser.getByTestId('destination-country').selectOption('GB');
    await chooser.getByTestId('destination-save').click();
    // The 750 g piece alone is in the first band, which the step before set to $23.45.
    const fee = block.getByTestId('arrival-fee');
    await fee.filter({ hasText: '$23.45' }).waitFor();
    const before = ((await fee.textContent()) ?? '').trim();

    await admin.goto(`/admin?section=shipping&zone=${ZONE}`);
    const form = admin.getByTestId('shipping-zone-form');
    await form.getByTestId('zone-band-0-price').fill('27.80');
    await form.getByTestId('zone-save').click();
    await admin.waitForURL((url) => !url.search.includes('zone='));
    await admin.getByTestId(`shipping-bands-${ZONE}`).getByText('$27.80').waitFor();

    // The open page follows the zone's change event; a page opened afresh reads the new rate too.
    await fee.filter({ hasText: '$27.80' }).waitFor();
    assert.equal(((await fee.textContent()) ?? '').trim(), before.replace('$23.45', '$27.80'));
    await gotoHydrated(shopper, `/product/${pieceId}`);
    await shopper.getByTestId('product-arrival').getByTestId('arrival-fee').filter({ hasText: '$27.80' }).waitFor();
  });

  it('on a phone in Amharic: the zones, the form, and the band-gap refusal in Amharic; deleting asks first', async () => {
    const phone = await open({ width: 360, height: 800 }, 'am-ET');
    await switchSession(phone, ADMIN);
    await phone.goto('/admin?section=shipping');
    const card = phone.getByTestId(`shipping-zone-${ZONE}`);
    await card.getByText(am.list.rates).waitFor();
    await screenshotIfAsked(phone, 'shipping-list-360-am');
    // Deleting asks first; cancelling keeps the zone.
    await card.getByTestId(`shipping-delete-${ZONE}`).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText(am.list.deleteBody).waitFor();
    await screenshotIfAsked(phone, 'shipping-delete-360-am', false);
    await dialog.getByRole('button', { name: am.list.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.waitFor();

    await card.getByTestId(`shipping-edit-${ZONE}`).click();
    const form = phone.getByTestId('shipping-zone-form');
    await form.getByTestId('zone-band-2-from').fill('2100');
    await form.getByTestId('zone-save').click();
    await form.getByTestId('zone-band-2-error').getByText(am.errors.ZONE_BAND_GAP).waitFor();
    await screenshotIfAsked(phone, 'shipping-form-gap-360-am');
    // The list still shows the rate saved on the desktop: nothing of the refused edit was written.
    await phone.goto('/admin?section=shipping');
    await phone.getByTestId(`shipping-bands-${ZONE}`).getByText('$27.80').waitFor();
  });

  it('on a desktop in Amharic with birr: the threshold and the rates in dollars and in birr', async () => {
    const desk = await open({ width: 1280, height: 900 }, 'am-ET');
    await switchSession(desk, ADMIN);
    await desk.goto('/admin?section=shipping');
    await desk.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await desk.evaluate(() => {
      localStorage.setItem('selectedCurrency', 'ETB');
      document.cookie = 'selectedCurrency=ETB; path=/';
    });
    await desk.reload();
    // US$250.00 and, beside it, the same in birr at today's rate.
    await desk.getByTestId(`shipping-threshold-${ZONE}`).getByText(/US\$250\.00.*ብር/).waitFor();
    // Each band's rate too, beside its dollars.
    await desk.getByTestId(`shipping-bands-${ZONE}`).getByTestId('shipping-band-local').first().getByText(/ብር/).waitFor();
    await screenshotIfAsked(desk, 'shipping-list-1280-am-etb');
    await desk.getByTestId(`shipping-edit-${ZONE}`).click();
    await desk.getByTestId('zone-free-over').waitFor();
    await desk.getByTestId('zone-band-0-local').getByText(/ብር/).waitFor();
    await screenshotIfAsked(desk, 'shipping-form-1280-am-etb');
  });

  it('adding a zone: the form on a phone in English, and a new zone shows in the list', async () => {
    const phone = await open({ width: 360, height: 800 });
    await switchSession(phone, ADMIN);
    await phone.goto('/admin?section=shipping&zone=new');
    const form = phone.getByTestId('shipping-zone-form');
    await form.getByTestId('zone-id').waitFor();
    const id = `journey-${Date.now().toString(36)}`;
    await form.getByTestId('zone-id').fill(id);
    await form.getByTestId('zone-name-en').fill('Journey town');
    await form.getByTestId('zone-name-am').fill('የጉዞ ከተማ');
    await form.getByTestId('zone-countries').fill('ET');
    await form.getByTestId('zone-cities').fill(`Journeytown ${id}`);
    await form.getByTestId('zone-band-0-price').fill('4');
    await form.getByTestId('zone-transit-min').fill('1');
    await form.getByTestId('zone-transit-max').fill('2');
    await form.getByTestId('zone-carrier-add').click();
    await form.getByTestId('zone-carrier-0-name').fill('Town courier');
    await form.getByTestId('zone-carrier-0-url').fill('http://courier.example/track');
    await form.getByTestId('zone-save').click();
    await form.getByText(en.errors.ZONE_CARRIER_URL_INVALID).waitFor();
    await screenshotIfAsked(phone, 'shipping-form-new-360-en');
    await form.getByTestId('zone-carrier-0-url').fill('https://courier.example/track/{tracking}');
    await form.getByTestId('zone-save').click();
    await phone.getByTestId(`shipping-zone-${id}`).getByText('Journey town').waitFor();

    // Added last; moved a place up from the keyboard, and the shipping page lists it there too.
    const order = () => phone.getByTestId('shipping-zones').locator(':scope > li').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.replace('shipping-zone-', '') ?? ''));
    const before = await order();
    assert.equal(before.at(-1), id);
    await phone.getByTestId(`shipping-down-${id}`).isDisabled().then((disabled) => assert.ok(disabled, 'the last zone cannot move down'));
    await phone.getByTestId(`shipping-up-${id}`).focus();
    await phone.keyboard.press('Enter');
    const after = await until('the new zone one place up', order, (ids) => ids.at(-2) === id);
    assert.deepEqual(after, [...before.slice(0, -2), id, before.at(-2)]);
    // The arrow kept the keyboard's focus through the move (it waits marked, not disabled).
    await until('the arrow still focused', () => phone.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? ''), (focused) => focused === `shipping-up-${id}`);
    const publicOrder = await phone.evaluate(async () => ((await (await fetch('/api/shipping/zones')).json()) as { zones: Array<{ id: string }> }).zones.map((z) => z.id));
    assert.deepEqual(publicOrder, after);
    await phone.getByTestId(`shipping-zone-${id}`).scrollIntoViewIfNeeded();
    await screenshotIfAsked(phone, 'shipping-moved-360-en');
    // Cleaned up through the confirmation.
    await phone.getByTestId(`shipping-delete-${id}`).click();
    await phone.getByTestId('shipping-delete-confirm').click();
    await phone.getByTestId(`shipping-zone-${id}`).waitFor({ state: 'detached' });
  });
});
