import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffMs, decodePayload, encodePayloads, MAX_PAYLOAD_BYTES } from './pg-events';
import { REALTIME_TOPICS, type ChangeEvent } from './realtime-bus';

const eventArb: fc.Arbitrary<ChangeEvent> = fc.record(
  {
    topic: fc.constantFrom(...REALTIME_TOPICS),
    action: fc.constantFrom('insert' as const, 'update' as const, 'delete' as const),
    id: fc.string({ minLength: 1, maxLength: 200, unit: 'binary' }),
  },
  { requiredKeys: ['topic', 'action'] },
);

describe('change notifications on the wire', () => {
  it('round-trips any events, in order, in payloads PostgreSQL accepts', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 1200 }), (events) => {
        const payloads = encodePayloads('inst-a', events);
        const back: ChangeEvent[] = [];
        for (const p of payloads) {
          expect(Buffer.byteLength(p)).toBeLessThan(MAX_PAYLOAD_BYTES + 1);
          const decoded = decodePayload(p);
          expect(decoded?.from).toBe('inst-a');
          back.push(...(decoded?.events ?? []));
        }
        expect(back).toEqual(events);
      }),
      { numRuns: 60 },
    );
  });

  it('splits a burst of long ids over several payloads', () => {
    const events = Array.from({ length: 400 }, (_, i) => ({ topic: 'products' as const, action: 'update' as const, id: `${i}`.padStart(36, '0') }));
    const payloads = encodePayloads('x', events);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((p) => Buffer.byteLength(p) <= MAX_PAYLOAD_BYTES)).toBe(true);
  });

  it('keeps the topic of an event whose id is too long to travel', () => {
    const [payload] = encodePayloads('x', [{ topic: 'designers', action: 'delete', id: 'a'.repeat(5000) }]);
    expect(decodePayload(payload)?.events).toEqual([{ topic: 'designers', action: 'delete' }]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['empty', ''],
    ['a bare string', '"products"'],
    ['an unknown version', '{"v":2,"from":"x","events":[{"t":"products","a":"update"}]}'],
    ['an unknown topic', '{"v":1,"from":"x","events":[{"t":"users","a":"update"}]}'],
    ['an unknown action', '{"v":1,"from":"x","events":[{"t":"products","a":"drop"}]}'],
    ['no events', '{"v":1,"from":"x","events":[]}'],
    ['an id that is not a string', '{"v":1,"from":"x","events":[{"t":"products","a":"update","i":{"$gt":1}}]}'],
    ['a missing sender', '{"v":1,"events":[{"t":"products","a":"update"}]}'],
    ['a huge text', `{"v":1,"from":"x","events":[{"t":"products","a":"update","i":"${'a'.repeat(9000)}"}]}`],
  ])('ignores a notification from outside that is %s', (_name, text) => {
    expect(decodePayload(text)).toBeNull();
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => {
      const out = decodePayload(text);
      expect(out === null || Array.isArray(out.events)).toBe(true);
    }));
  });
});

describe('reconnect back-off', () => {
  it('grows from the first wait to the cap and stays within half to all of its step', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 0.999999, noNaN: true }), (attempt, r) => {
        const step = Math.min(10_000, 250 * 2 ** Math.min(attempt, 20));
        const wait = backoffMs(attempt, 250, 10_000, () => r);
        expect(wait).toBeGreaterThanOrEqual(Math.floor(step / 2));
        expect(wait).toBeLessThanOrEqual(step);
      }),
    );
    expect(backoffMs(0, 250, 10_000, () => 0)).toBe(125);
    expect(backoffMs(30, 250, 10_000, () => 0.999999)).toBe(10_000);
  });
});
