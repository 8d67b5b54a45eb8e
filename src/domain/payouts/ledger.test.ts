import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../money/currency';
import { convertMinor, ratesWithFallback, type LockedRates } from './money-split';
import {
  balanceOf,
  codCommissionEntries,
  deliveredEntry,
  refundEntries,
  saleEntries,
  shopCommission,
  splitOrderCharge,
  type LedgerEntryDraft,
  type LedgerEntryFact,
  type SettlingOrder,
} from './ledger';

const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-03-01T10:00:00Z');

function facts(drafts: readonly LedgerEntryDraft[], at = t0): LedgerEntryFact[] {
  return drafts.map((d) => ({ ...d, availableAt: d.availableAt ?? null, createdAt: at }));
}

const rates = ratesWithFallback({ ETB: 155.5, EUR: 0.92, GBP: 0.79, AED: 3.67 });
const terms = { rateBp: 1200, minMinor: null, maxMinor: null };

describe('splitting an order', () => {
  it('shares the charge over lines and shipping, and each line into commission and the designer part', () => {
    const order: SettlingOrder = {
      chargeMinor: 155_500 * 2 + 155_50 * 3, // $20 of goods and $3 shipping charged in birr
      chargeCurrency: 'ETB',
      shippingUsdMinor: 300,
      rates,
      lines: [
        { id: 'a', goodsUsdMinor: 1_000, terms, payoutCurrency: 'ETB', live: true },
        { id: 'b', goodsUsdMinor: 1_000, terms, payoutCurrency: 'USD', live: true },
      ],
    };
    const { lines, shippingCharged } = splitOrderCharge(order);
    expect(lines.reduce((s, l) => s + l.goodsCharged, 0) + shippingCharged).toBe(order.chargeMinor);
    for (const l of lines) expect(l.designerCharged + l.commissionCharged).toBe(l.goodsCharged);
    const entries = saleEntries(order);
    expect(entries.map((e) => [e.kind, e.currency, e.idempotencyKey])).toEqual([
      ['sale', 'ETB', 'sale:a'],
      ['commission', 'ETB', 'commission:a'],
      ['sale', 'USD', 'sale:b'],
      ['commission', 'USD', 'commission:b'],
    ]);
    // The USD designer's entries add up to their birr part converted once.
    const b = lines[1]!;
    expect(entries[2]!.amountMinor + entries[3]!.amountMinor).toBe(convertMinor(b.designerCharged, 'ETB', 'USD', rates));
  });

  it('writes nothing for a line cancelled before payment, yet keeps its share of the charge aside', () => {
    const order: SettlingOrder = {
      chargeMinor: 3_000,
      chargeCurrency: 'USD',
      shippingUsdMinor: 0,
      rates,
      lines: [
        { id: 'a', goodsUsdMinor: 1_000, terms, payoutCurrency: 'USD', live: true },
        { id: 'b', goodsUsdMinor: 2_000, terms, payoutCurrency: 'USD', live: false },
      ],
    };
    expect(saleEntries(order).filter((e) => e.orderItemId === 'b')).toEqual([]);
    expect(saleEntries(order).find((e) => e.kind === 'sale')?.amountMinor).toBe(1_000);
  });

  it('charges cash-on-delivery commission as a debit on the designer', () => {
    const order: SettlingOrder = { chargeMinor: 155_500, chargeCurrency: 'ETB', shippingUsdMinor: 0, rates, lines: [{ id: 'a', goodsUsdMinor: 1_000, terms, payoutCurrency: 'ETB', live: true }] };
    const [entry] = codCommissionEntries(order, new Set(['a']));
    expect(entry).toMatchObject({ kind: 'cod_commission', amountMinor: -18_660, chargedMinor: -18_660, chargedCurrency: 'ETB' });
    expect(balanceOf(facts([entry!]), t0)[0]).toMatchObject({ currency: 'ETB', availableMinor: -18_660, pendingMinor: 0 });
  });
});

describe('refunds', () => {
  const order: SettlingOrder = { chargeMinor: 10_001, chargeCurrency: 'USD', shippingUsdMinor: 0, rates, lines: [{ id: 'a', goodsUsdMinor: 10_001, terms, payoutCurrency: 'ETB', live: true }] };

  it('a full refund reverses the sale and its commission exactly, in both currencies', () => {
    const sold = facts(saleEntries(order));
    const refund = facts(refundEntries('a', sold, 'all', 'cancel'));
    const all = [...sold, ...refund];
    expect(all.reduce((s, e) => s + e.amountMinor, 0)).toBe(0);
    expect(all.reduce((s, e) => s + e.chargedMinor, 0)).toBe(0);
    expect(shopCommission(all).get('USD')).toBe(0);
    // A replay of the same refund writes nothing more.
    expect(refundEntries('a', all, 'all', 'again')).toEqual([]);
  });

  it('refunds in several parts end exactly where one full refund does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6_000 }), { minLength: 1, maxLength: 6 }), (parts) => {
        let entries = facts(saleEntries(order));
        parts.forEach((p, i) => (entries = [...entries, ...facts(refundEntries('a', entries, p, String(i)))]));
        entries = [...entries, ...facts(refundEntries('a', entries, 'all', 'rest'))];
        expect(entries.reduce((s, e) => s + e.amountMinor, 0)).toBe(0);
        expect(entries.reduce((s, e) => s + e.chargedMinor, 0)).toBe(0);
      }),
    );
  });
});

describe('the hold and the balance', () => {
  const order: SettlingOrder = { chargeMinor: 10_000, chargeCurrency: 'USD', shippingUsdMinor: 0, rates, lines: [{ id: 'a', goodsUsdMinor: 10_000, terms, payoutCurrency: 'USD', live: true }] };
  const sold = facts(saleEntries(order));

  it('is pending with no date until delivered, then until the return window closes, then available', () => {
    expect(balanceOf(sold, t0)[0]).toMatchObject({ availableMinor: 0, pendingMinor: 8_800, pending: [{ availableAt: null, amountMinor: 8_800 }] });
    const delivered = [...sold, ...facts([deliveredEntry('a', 'USD', 'USD', t0, 30)])];
    const release = new Date(t0.getTime() + 30 * DAY);
    expect(balanceOf(delivered, new Date(release.getTime() - 1))[0]).toMatchObject({ availableMinor: 0, pending: [{ availableAt: release, amountMinor: 8_800 }] });
    expect(balanceOf(delivered, release)[0]).toMatchObject({ availableMinor: 8_800, pendingMinor: 0 });
  });

  it('a line refunded during the hold never becomes available', () => {
    let entries = [...sold, ...facts([deliveredEntry('a', 'USD', 'USD', t0, 30)])];
    entries = [...entries, ...facts(refundEntries('a', entries, 'all', 'return'))];
    const later = new Date(t0.getTime() + 90 * DAY);
    expect(balanceOf(entries, later)[0]).toMatchObject({ availableMinor: 0, pendingMinor: 0 });
  });

  it('a refund after the payout leaves a negative balance, carried forward', () => {
    const released = new Date(t0.getTime() + 31 * DAY);
    let entries = [...sold, ...facts([deliveredEntry('a', 'USD', 'USD', t0, 30)])];
    entries.push({ kind: 'payout', amountMinor: -8_800, currency: 'USD', chargedMinor: 0, chargedCurrency: 'USD', orderItemId: null, availableAt: null, createdAt: released });
    expect(balanceOf(entries, released)[0]).toMatchObject({ availableMinor: 0, paidThisMonthMinor: 8_800 });
    entries = [...entries, ...facts(refundEntries('a', entries, 'all', 'late'), released)];
    expect(balanceOf(entries, released)[0]).toMatchObject({ availableMinor: -8_800, pendingMinor: 0 });
  });
});

/** Reconciliation across currencies, quantities, discounts and partial refunds (issue 37). */
describe('designers plus the shop equal what was charged for the goods, to the cent', () => {
  const currencies: CurrencyCode[] = ['USD', 'ETB', 'EUR', 'GBP', 'AED'];
  const arbRates = fc.record({
    ETB: fc.integer({ min: 50_000_000, max: 300_000_000 }).map((r) => r / 1e6),
    EUR: fc.integer({ min: 500_000, max: 1_500_000 }).map((r) => r / 1e6),
    GBP: fc.integer({ min: 500_000, max: 1_500_000 }).map((r) => r / 1e6),
    AED: fc.integer({ min: 3_000_000, max: 4_000_000 }).map((r) => r / 1e6),
  });
  const arbLine = fc.record({
    unitPrice: fc.integer({ min: 1, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    discount: fc.integer({ min: 0, max: 100_000 }),
    rateBp: fc.oneof(fc.constant(1200), fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
    min: fc.option(fc.integer({ min: 0, max: 100_000 })),
    max: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    payoutCurrency: fc.constantFrom<CurrencyCode>('ETB', 'USD'),
    refund: fc.option(fc.oneof(fc.constant<'all'>('all'), fc.integer({ min: 1, max: 1_000_000 }))),
  });
  const arbOrder = fc.record({
    chargeCurrency: fc.constantFrom(...currencies),
    shipping: fc.integer({ min: 0, max: 5_000 }),
    lines: fc.array(arbLine, { minLength: 1, maxLength: 5 }),
  });

  it('holds for any set of orders', () => {
    fc.assert(
      fc.property(arbRates, fc.array(arbOrder, { minLength: 1, maxLength: 6 }), (r, orders) => {
        const locked: LockedRates = ratesWithFallback(r);
        const charged = new Map<CurrencyCode, number>();
        const refunded = new Map<CurrencyCode, number>();
        const entries: LedgerEntryFact[] = [];
        orders.forEach((o, oi) => {
          const goods = o.lines.map((l) => Math.max(0, l.unitPrice * l.quantity - l.discount));
          const totalUsd = goods.reduce((s, g) => s + g, 0) + o.shipping;
          const chargeMinor = convertMinor(totalUsd, 'USD', o.chargeCurrency, locked);
          const order: SettlingOrder = {
            chargeMinor,
            chargeCurrency: o.chargeCurrency,
            shippingUsdMinor: o.shipping,
            rates: locked,
            lines: o.lines.map((l, li) => ({ id: `${oi}-${li}`, goodsUsdMinor: goods[li] ?? 0, terms: { rateBp: l.rateBp, minMinor: l.min, maxMinor: l.max }, payoutCurrency: l.payoutCurrency, live: true })),
          };
          const split = splitOrderCharge(order);
          charged.set(o.chargeCurrency, (charged.get(o.chargeCurrency) ?? 0) + chargeMinor - split.shippingCharged);
          entries.push(...facts(saleEntries(order)));
          o.lines.forEach((l, li) => {
            if (l.refund === null) return;
            const id = `${oi}-${li}`;
            const drafts = refundEntries(id, entries.filter((e) => e.orderItemId === id), l.refund, 'r');
            for (const d of drafts) if (d.kind === 'refund') refunded.set(d.chargedCurrency, (refunded.get(d.chargedCurrency) ?? 0) - d.chargedMinor);
            entries.push(...facts(drafts));
          });
        });
        const shop = shopCommission(entries);
        for (const c of currencies) {
          // The designers' amounts: every entry of theirs, in the charged currency (commission entries are their debits).
          const designers = entries.filter((e) => e.chargedCurrency === c).reduce((s, e) => s + e.chargedMinor, 0);
          expect(designers + (shop.get(c) ?? 0)).toBe((charged.get(c) ?? 0) - (refunded.get(c) ?? 0));
          expect(shop.get(c) ?? 0).toBeGreaterThanOrEqual(0);
        }
        // In the payout currency each line's entries are its designer part converted once.
        for (const e of entries) expect(Number.isSafeInteger(e.amountMinor)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
