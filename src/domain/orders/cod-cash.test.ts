import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashAmountText, cashDueOf, cashDueRounded, cashUnitOf, judgeCash, parseCashAmount } from './cod-cash';
import { codCashInputSchema } from './schemas';

describe('cashDueOf', () => {
  it("shares the charge over the order's lines by their goods, to the santim", () => {
    const lines = [
      { id: 'a', goodsUsdMinor: 5_000 },
      { id: 'b', goodsUsdMinor: 2_500 },
    ];
    expect(cashDueOf(900_001, lines, 'a')).toBe(600_001);
    expect(cashDueOf(900_001, lines, 'b')).toBe(300_000);
    expect(cashDueOf(900_001, lines, 'c')).toBeNull();
  });

  it('adds up to the charge exactly for any order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), (charge, goods) => {
        const lines = goods.map((g, i) => ({ id: `l${i}`, goodsUsdMinor: g }));
        const sum = lines.reduce((s, l) => s + (cashDueOf(charge, lines, l.id) ?? 0), 0);
        expect(sum).toBe(charge);
      }),
    );
  });
});

describe('judgeCash', () => {
  const due = 650_037; // ETB 6,500.37
  it('takes the due, or the due rounded to whole birr, as collected in full', () => {
    expect(cashUnitOf('ETB')).toBe(100);
    expect(cashUnitOf('USD')).toBe(1);
    expect(judgeCash({ outcome: 'collected' }, due, 'ETB')).toEqual({ ok: true, amountMinor: due, shortfallMinor: 0 });
    expect(judgeCash({ outcome: 'collected', amountMinor: cashDueRounded(due, 'ETB') }, due, 'ETB')).toEqual({ ok: true, amountMinor: 650_000, shortfallMinor: 0 });
    expect(judgeCash({ outcome: 'collected', amountMinor: 650_100 }, due, 'ETB')).toMatchObject({ ok: true });
  });

  it('refuses less as "collected" (a shortfall must say so), more than due, and a negative or broken amount', () => {
    expect(judgeCash({ outcome: 'collected', amountMinor: 649_900 }, due, 'ETB')).toEqual({ ok: false, code: 'COD_AMOUNT_BELOW_DUE' });
    expect(judgeCash({ outcome: 'collected', amountMinor: 650_200 }, due, 'ETB')).toEqual({ ok: false, code: 'COD_AMOUNT_INVALID' });
    expect(judgeCash({ outcome: 'collected', amountMinor: -1 }, due, 'ETB')).toEqual({ ok: false, code: 'COD_AMOUNT_INVALID' });
    expect(judgeCash({ outcome: 'collected', amountMinor: 1.5 }, due, 'ETB')).toEqual({ ok: false, code: 'COD_AMOUNT_INVALID' });
    // Dollars are counted to the cent: a cent short is short.
    expect(judgeCash({ outcome: 'collected', amountMinor: 8_499 }, 8_500, 'USD')).toEqual({ ok: false, code: 'COD_AMOUNT_BELOW_DUE' });
  });

  it('records a shortfall of at least one unit, and its difference', () => {
    expect(judgeCash({ outcome: 'shortfall', amountMinor: 600_000 }, due, 'ETB')).toEqual({ ok: true, amountMinor: 600_000, shortfallMinor: 50_037 });
    expect(judgeCash({ outcome: 'shortfall', amountMinor: 0 }, due, 'ETB')).toEqual({ ok: true, amountMinor: 0, shortfallMinor: due });
    expect(judgeCash({ outcome: 'shortfall', amountMinor: 650_000 }, due, 'ETB')).toEqual({ ok: false, code: 'COD_AMOUNT_INVALID' });
    expect(judgeCash({ outcome: 'shortfall' }, due, 'ETB')).toEqual({ ok: false, code: 'COD_AMOUNT_INVALID' });
  });

  it('takes no cash for a refusal', () => {
    expect(judgeCash({ outcome: 'refused' }, due, 'ETB')).toEqual({ ok: true, amountMinor: 0, shortfallMinor: 0 });
    expect(judgeCash({ outcome: 'refused', amountMinor: 100 }, due, 'ETB')).toEqual({ ok: false, code: 'COD_AMOUNT_INVALID' });
  });
});

describe('the amount field', () => {
  it('reads what a designer types, in major units', () => {
    expect(parseCashAmount('6500')).toBe(650_000);
    expect(parseCashAmount('6,500')).toBe(650_000);
    expect(parseCashAmount(' ETB 6,500.5 ')).toBe(650_050);
    expect(parseCashAmount('ብር 6500')).toBe(650_000);
    expect(parseCashAmount('6500 birr')).toBe(650_000);
    expect(parseCashAmount('19.99')).toBe(1_999);
    expect(parseCashAmount('')).toBeNull();
    for (const bad of ['6.500,00', '-5', 'abc', '6,50', '1.234', '1e5']) expect(parseCashAmount(bad), bad).toBeNaN();
  });

  it('writes an amount back as the field shows it', () => {
    expect(cashAmountText(650_000, 'ETB')).toBe('6500');
    expect(cashAmountText(650_037, 'ETB')).toBe('6500.37');
    expect(cashAmountText(8_550, 'USD')).toBe('85.50');
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (minor) => parseCashAmount(cashAmountText(minor, 'USD')) === minor));
  });
});

describe('codCashInputSchema', () => {
  const codes = (body: unknown) => {
    const r = codCashInputSchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('needs a reason for a shortfall and a refusal, an amount for a shortfall, and a stock choice for a refusal only', () => {
    expect(codes({ outcome: 'collected', collectedBy: 'designer' })).toEqual([]);
    expect(codes({ outcome: 'shortfall', collectedBy: 'courier', amountMinor: 100 })).toEqual(['reason:REASON_REQUIRED']);
    expect(codes({ outcome: 'shortfall', collectedBy: 'courier', reason: 'x' })).toEqual(['amountMinor:COD_AMOUNT_INVALID']);
    expect(codes({ outcome: 'refused', collectedBy: 'courier', reason: 'x' })).toEqual(['stock:COD_STOCK_REQUIRED']);
    expect(codes({ outcome: 'refused', collectedBy: 'courier', reason: 'x', stock: 'returned', amountMinor: 5 })).toEqual(['amountMinor:COD_AMOUNT_INVALID']);
    expect(codes({ outcome: 'collected', collectedBy: 'designer', stock: 'returned' })).toEqual(['stock:COD_STOCK_INVALID']);
    expect(codes({ outcome: 'refused', collectedBy: 'admin', reason: ' <b>x</b> ', stock: 'written_off' })).toEqual([]);
    expect(codes({ outcome: 'lost', collectedBy: 'thief' })).toEqual(['outcome:COD_OUTCOME_INVALID', 'collectedBy:COD_COLLECTOR_INVALID']);
  });
});
