import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@domain/orders/constants';
import type { OrderHistoryEntry } from '@domain/orders/types';
import en from '../../locales/en/orders.json';
import {
  actionLabelKey,
  confidencePercent,
  countByStatus,
  isCustomFit,
  isLineFilter,
  isWholeOrderChange,
  LINE_FILTERS,
  measurementSheetUrl,
  orderMoney,
  PAYMENT_STATUS_STYLES,
  paymentStatusLabelKey,
  STATUS_STYLES,
  statusLabelKey,
  SUMMARY_STATUSES,
  timelineEntries,
} from './order-status';

const get = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);

describe('status labels and colours', () => {
  it('give every order status a label, an icon and its own colours', () => {
    for (const status of ORDER_STATUSES) {
      expect(typeof get(en, statusLabelKey(status)), status).toBe('string');
      expect(STATUS_STYLES[status].icon).toBeTruthy();
    }
    expect(new Set(ORDER_STATUSES.map((s) => STATUS_STYLES[s].className)).size).toBe(ORDER_STATUSES.length);
    expect(new Set(ORDER_STATUSES.map((s) => STATUS_STYLES[s].icon)).size).toBe(ORDER_STATUSES.length);
  });

  it('give every payment status a label and colours', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(typeof get(en, paymentStatusLabelKey(status)), status).toBe('string');
      expect(PAYMENT_STATUS_STYLES[status]).toMatch(/bg-/);
    }
  });

  it('say "Paid (cash)" for a pay-on-delivery order whose cash was recorded, and "Paid" for one paid online', () => {
    expect(get(en, paymentStatusLabelKey('paid', 'cod'))).toBe('Paid (cash)');
    expect(get(en, paymentStatusLabelKey('paid', 'chapa'))).toBe('Paid');
    expect(get(en, paymentStatusLabelKey('unpaid', 'cod'))).toBe('Not paid yet');
  });

  it('name a button for every status a line can move to', () => {
    for (const status of ORDER_STATUSES) expect(typeof get(en, actionLabelKey(status)), status).toBe('string');
    expect(get(en, actionLabelKey('in_production'))).toBe('Start production');
    expect(get(en, actionLabelKey('cancelled'))).toBe('Cancel line');
  });
});

describe('countByStatus', () => {
  it('counts lines in every status, zero where there are none', () => {
    const counts = countByStatus([{ status: 'pending' }, { status: 'pending' }, { status: 'shipped' }, { status: 'cancelled' }]);
    expect(counts).toEqual({ pending: 2, confirmed: 0, in_production: 0, shipped: 1, delivered: 0, cancelled: 1 });
    expect(countByStatus([])).toEqual({ pending: 0, confirmed: 0, in_production: 0, shipped: 0, delivered: 0, cancelled: 0 });
  });

  it('summarises the work still to do, in the order it is done', () => {
    expect(SUMMARY_STATUSES).toEqual(['pending', 'confirmed', 'in_production', 'shipped']);
  });
});

describe('line filters', () => {
  it('are All then every status, and reject anything else from the URL', () => {
    expect(LINE_FILTERS).toEqual(['all', ...ORDER_STATUSES]);
    expect(isLineFilter('in_production')).toBe(true);
    expect(isLineFilter('all')).toBe(true);
    expect(isLineFilter('ALL')).toBe(false);
    expect(isLineFilter(null)).toBe(false);
  });
});

describe('timelineEntries', () => {
  const entry = (at: string, to: OrderHistoryEntry['to'], lineId: string | null, from: OrderHistoryEntry['from'] = 'pending'): OrderHistoryEntry => ({
    at,
    lineId,
    from,
    to,
    actor: 'designer',
    note: null,
    undo: false,
  });
  // As the server records it: the order placed, each line's change, the order's own when it follows.
  const history = [
    entry('2026-03-02T10:00:00Z', 'shipped', 'a', 'in_production'),
    entry('2026-03-01T08:00:00Z', 'pending', null, null),
    entry('2026-03-01T09:00:00Z', 'confirmed', 'b'),
    entry('2026-03-01T09:30:00Z', 'confirmed', 'a'),
    entry('2026-03-01T09:30:00Z', 'confirmed', null),
    entry('2026-03-01T12:00:00Z', 'in_production', 'a', 'confirmed'),
  ];

  it('reads oldest first, with the order-wide changes of an order of several lines', () => {
    expect(timelineEntries(history, { lineCount: 2 }).map((e) => [e.to, e.lineId])).toEqual([
      ['pending', null],
      ['confirmed', 'b'],
      ['confirmed', 'a'],
      ['confirmed', null],
      ['in_production', 'a'],
      ['shipped', 'a'],
    ]);
    expect(isWholeOrderChange(history[4] as OrderHistoryEntry)).toBe(true);
    expect(isWholeOrderChange(history[1] as OrderHistoryEntry)).toBe(false);
  });

  it('leaves out the order-wide echo of a single line, and says "placed" once', () => {
    const single = [entry('2026-03-01T08:00:00Z', 'pending', null, null), entry('2026-03-01T08:00:00Z', 'pending', 'a', null), entry('2026-03-01T09:00:00Z', 'confirmed', 'a'), entry('2026-03-01T09:00:00Z', 'confirmed', null)];
    expect(timelineEntries(single, { lineCount: 1 }).map((e) => [e.to, e.lineId])).toEqual([
      ['pending', null],
      ['confirmed', 'a'],
    ]);
  });

  it('keeps one line’s own steps and the placing of the order, not other lines or the order’s echoes', () => {
    expect(timelineEntries(history, { lineId: 'b' }).map((e) => [e.to, e.lineId])).toEqual([
      ['pending', null],
      ['confirmed', 'b'],
    ]);
  });

  it('puts an unreadable date last instead of failing', () => {
    const out = timelineEntries([entry('not a date', 'delivered', 'a'), entry('2026-01-01T00:00:00Z', 'shipped', 'a')], { lineId: 'a' });
    expect(out.map((e) => e.to)).toEqual(['shipped', 'delivered']);
  });

  it('does not change the history it was given', () => {
    const copy = structuredClone(history);
    timelineEntries(history, { lineCount: 2 });
    expect(history).toEqual(copy);
  });
});

describe('orderMoney', () => {
  it('shows the total in the order’s own currency at the rate recorded with it', () => {
    expect(orderMoney(12_345, 'USD', 1, 'en')).toBe('$123.45');
    // ETB shows no decimals: 123.45 USD × 120.5 = 14,875.7 Br → 14,876.
    expect(orderMoney(12_345, 'ETB', 120.5, 'en')).toMatch(/14,876/);
    expect(orderMoney(12_345, 'ETB', 120.5, 'en')).not.toMatch(/\./);
  });

  it('falls back to US dollars when the recorded rate is unusable', () => {
    expect(orderMoney(1_000, 'EUR', 0, 'en')).toBe('$10.00');
    expect(orderMoney(1_000, 'EUR', Number.NaN, 'en')).toBe('$10.00');
  });

  it('formats in Amharic without failing', () => {
    expect(orderMoney(1_000, 'ETB', 100, 'am-ET')).toMatch(/1,000/);
  });
});

describe('confidencePercent', () => {
  it('turns 0-1 into a whole percent and keeps percents as they are', () => {
    expect(confidencePercent(0.834)).toBe(83);
    expect(confidencePercent(1)).toBe(100);
    expect(confidencePercent(72)).toBe(72);
    expect(confidencePercent(140)).toBe(100);
    expect(confidencePercent(-0.2)).toBe(0);
  });

  it('answers null for an unknown confidence', () => {
    expect(confidencePercent(null)).toBeNull();
    expect(confidencePercent(undefined)).toBeNull();
    expect(confidencePercent(Number.NaN)).toBeNull();
  });
});

describe('isCustomFit and the measurement sheet', () => {
  it('recognises a line made to measurements', () => {
    expect(isCustomFit({ size: 'Custom Fit', measurements: {} })).toBe(true);
    expect(isCustomFit({ size: null, measurements: {} })).toBe(true);
    expect(isCustomFit({ size: 'M', measurements: {} })).toBe(false);
    expect(isCustomFit({ size: null, measurements: null })).toBe(false);
  });

  it('links the sheet in the language on screen, English for anything else', () => {
    expect(measurementSheetUrl('line-1', 'am-ET')).toBe('/api/order-lines/line-1/measurement-sheet.pdf?lang=am-ET');
    expect(measurementSheetUrl('line-1', 'en')).toBe('/api/order-lines/line-1/measurement-sheet.pdf?lang=en');
    expect(measurementSheetUrl('line-1', 'fr')).toBe('/api/order-lines/line-1/measurement-sheet.pdf?lang=en');
    expect(measurementSheetUrl('a/b', 'en')).toBe('/api/order-lines/a%2Fb/measurement-sheet.pdf?lang=en');
  });
});
