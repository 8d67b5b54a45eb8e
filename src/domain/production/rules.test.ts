import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/constants';
import { canPostUpdate, finishedPhotoMissing, mergeTimeline, normaliseTrackingNumber, PRODUCTION_LIMITS } from './rules';
import { productionUpdateInputSchema, shipmentInputSchema } from './schemas';

const codes = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.success ? {} : Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('finished photo before shipping', () => {
  it('asks a made-to-measure line for a photo before shipping, and nothing else', () => {
    expect(finishedPhotoMissing({ to: 'shipped', madeToMeasure: true, finishedPhotos: 0 })).toBe(true);
    expect(finishedPhotoMissing({ to: 'shipped', madeToMeasure: true, finishedPhotos: 1 })).toBe(false);
    expect(finishedPhotoMissing({ to: 'shipped', madeToMeasure: false, finishedPhotos: 0 })).toBe(false);
    for (const to of ORDER_STATUSES.filter((s) => s !== 'shipped')) expect(finishedPhotoMissing({ to, madeToMeasure: true, finishedPhotos: 0 })).toBe(false);
  });

  it('lets updates be posted only while the garment is in production', () => {
    expect(ORDER_STATUSES.filter(canPostUpdate)).toEqual(['in_production']);
  });
});

describe('tracking numbers', () => {
  it('drops spaces and upper-cases what carriers print', () => {
    expect(normaliseTrackingNumber(' ee 123 456 789 et ')).toBe('EE123456789ET');
    expect(normaliseTrackingNumber('1Z999-AA1-0123456784')).toBe('1Z999-AA1-0123456784');
  });

  it('refuses what is not a tracking number', () => {
    for (const bad of ['', '   ', 'AB1', '-ABC123', 'ABC123-', 'ABC<script>', 'ኢኤ12345', 'x'.repeat(41), 'ABC_123', 'AB\u0000CD12']) {
      expect(normaliseTrackingNumber(bad), bad).toBeNull();
    }
  });

  it('answers either null or a clean, bounded number that normalises to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 150 }), (raw) => {
        const out = normaliseTrackingNumber(raw);
        if (out === null) return;
        expect(out).toMatch(/^[A-Z0-9][A-Z0-9-]*[A-Z0-9]$/);
        expect(out.length).toBeGreaterThanOrEqual(PRODUCTION_LIMITS.trackingMin);
        expect(out.length).toBeLessThanOrEqual(PRODUCTION_LIMITS.trackingMax);
        expect(normaliseTrackingNumber(out)).toBe(out);
      }),
    );
  });

  it('keeps every valid number whatever spaces and case it is typed with', () => {
    const char = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    fc.assert(
      fc.property(fc.array(char, { minLength: 4, maxLength: 40 }), fc.array(fc.nat(3), { maxLength: 40 }), (chars, spaces) => {
        const number = chars.join('');
        const typed = chars.map((c, i) => `${c.toLowerCase()}${' '.repeat(spaces[i] ?? 0)}`).join('');
        expect(normaliseTrackingNumber(typed)).toBe(number);
      }),
    );
  });
});

describe('the timeline', () => {
  it('orders by time, and a same-instant move, update and shipment as status, update, shipment', () => {
    const at = '2026-11-20T10:00:00.000Z';
    const merged = mergeTimeline([
      { kind: 'shipment' as const, at, id: 's' },
      { kind: 'update' as const, at, id: 'u' },
      { kind: 'status' as const, at: '2026-11-19T10:00:00.000Z', id: 'early' },
      { kind: 'status' as const, at, id: 'move' },
    ]);
    expect(merged.map((e) => e.id)).toEqual(['early', 'move', 'u', 's']);
  });

  it('is a sorted permutation of its input', () => {
    const entry = fc.record({ kind: fc.constantFrom('status' as const, 'update' as const, 'shipment' as const), at: fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }).map((d) => d.toISOString()) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const merged = mergeTimeline(entries);
        expect(merged).toHaveLength(entries.length);
        expect(new Set(merged)).toEqual(new Set(entries));
        for (let i = 1; i < merged.length; i += 1) expect(Date.parse(merged[i]!.at)).toBeGreaterThanOrEqual(Date.parse(merged[i - 1]!.at));
      }),
    );
  });
});

describe('what a designer sends', () => {
  it('takes a step and a cleaned note', () => {
    expect(productionUpdateInputSchema.parse({ step: 'ready_to_ship', note: '  Finished <script>alert(1)</script>hem ' })).toEqual({ step: 'ready_to_ship', note: 'Finished hem' });
    expect(productionUpdateInputSchema.parse({ step: 'in_production' })).toEqual({ step: 'in_production', note: null });
    expect(productionUpdateInputSchema.parse({ step: 'in_production', note: '   ' })).toEqual({ step: 'in_production', note: null });
  });

  it('refuses a step shipping owns, an unknown step and a note too long, with codes', () => {
    expect(codes(productionUpdateInputSchema.safeParse({ step: 'shipped' }))).toEqual({ step: 'PRODUCTION_STEP_INVALID' });
    expect(codes(productionUpdateInputSchema.safeParse({ step: 7 }))).toEqual({ step: 'PRODUCTION_STEP_INVALID' });
    expect(codes(productionUpdateInputSchema.safeParse({ step: 'in_production', note: 'x'.repeat(1001) }))).toEqual({ note: 'PRODUCTION_NOTE_TOO_LONG' });
  });

  it('takes a carrier id, a tracking number and a note as sent, and names a wrong shape', () => {
    expect(shipmentInputSchema.parse({ carrier: 'DHL Express', trackingNumber: 'ee 123' })).toEqual({ carrier: 'DHL Express', trackingNumber: 'ee 123', note: null });
    expect(shipmentInputSchema.parse({ carrier: 'by_hand', note: '  Wrapped in netela<script>alert(1)</script>  ' }).note).toBe('Wrapped in netela');
    expect(shipmentInputSchema.parse({ carrier: 'by_hand', note: '   ' }).note).toBeNull();
    expect(codes(shipmentInputSchema.safeParse({}))).toEqual({ carrier: 'CARRIER_REQUIRED' });
    expect(codes(shipmentInputSchema.safeParse({ carrier: 7 }))).toEqual({ carrier: 'CARRIER_REQUIRED' });
    expect(codes(shipmentInputSchema.safeParse({ carrier: 'x'.repeat(PRODUCTION_LIMITS.carrierMax + 1) }))).toEqual({ carrier: 'CARRIER_UNKNOWN' });
    expect(codes(shipmentInputSchema.safeParse({ carrier: 'by_hand', trackingNumber: 9e99 }))).toEqual({ trackingNumber: 'TRACKING_NUMBER_INVALID' });
    expect(codes(shipmentInputSchema.safeParse({ carrier: 'by_hand', trackingNumber: 'A'.repeat(PRODUCTION_LIMITS.trackingMax * 3 + 1) }))).toEqual({ trackingNumber: 'TRACKING_NUMBER_INVALID' });
  });
});
