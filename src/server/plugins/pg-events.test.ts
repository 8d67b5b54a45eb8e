import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffMs, createPgBus, decodePayload, encodePayloads, foldByTopic, MAX_PAYLOAD_BYTES, MAX_UNSENT_EVENTS } from './pg-events';
import { REALTIME_TOPICS, type ChangeEvent } from './realtime-bus';

const eventArb: fc.Arbitrary<ChangeEvent> = fc.record(
  {
    topic: fc.constantFrom(...REALTIME_TOPICS),
    action: fc.constantFrom('insert' as const, 'update' as const, 'delete' as const),
    id: fc.string({ minLength: 1, maxLength: 200, unit: 'binary' }),
    owner: fc.string({ minLength: 1, maxLength: 200, unit: 'binary' }),
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

  it('keeps who may hear an event (a draft\'s owner) on the wire, so every instance filters alike (issue 35, item 12)', () => {
    const events = [{ topic: 'products' as const, action: 'insert' as const, id: 'draft-1', owner: 'designer-1' }, { topic: 'size_charts' as const, action: 'update' as const, id: 'a'.repeat(5000), owner: 'designer-1' }];
    expect(decodePayload(encodePayloads('x', events)[0])?.events).toEqual([events[0], { topic: 'size_charts', action: 'update', owner: 'designer-1' }]);
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

describe('a NOTIFY that fails', () => {
  /** A bus whose NOTIFY fails `failures` times, then works; no listener is started (none is needed to publish). */
  function busWithFailingNotify(failures: number) {
    const sent: ChangeEvent[] = [];
    const warnings: object[] = [];
    let calls = 0;
    const bus = createPgBus({
      url: 'postgres://127.0.0.1:1/none',
      instanceId: 'inst-a',
      notifyRetryInitialMs: 4,
      backoffMaxMs: 20,
      notify: async (_channel, payload) => {
        calls += 1;
        if (calls <= failures) throw new Error('connection terminated');
        sent.push(...(decodePayload(payload)?.events ?? []));
      },
      log: { warn: (obj) => warnings.push(obj), info: () => undefined },
    });
    return { bus, sent, warnings, calls: () => calls };
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 500 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
    expect(check()).toBe(true);
  };
  const ev = (id: string): ChangeEvent => ({ topic: 'products', action: 'update', id });

  it('keeps the committed changes and sends them, in order and once, when the database takes them again', async () => {
    const { bus, sent, warnings, calls } = busWithFailingNotify(3);
    const local: ChangeEvent[] = [];
    bus.subscribe((e) => local.push(e));
    bus.publish(ev('1'));
    bus.publish(ev('2'));
    // This instance's own pages and cache hear the change at once, whatever NOTIFY does.
    expect(local).toEqual([ev('1'), ev('2')]);
    await until(() => calls() >= 1);
    expect(bus.unsentEvents).toBe(2);
    // Published while the retry waits: sent after the older ones.
    bus.publish(ev('3'));
    await until(() => sent.length === 3);
    expect(sent).toEqual([ev('1'), ev('2'), ev('3')]);
    expect(bus.unsentEvents).toBe(0);
    expect(calls()).toBe(4);
    // Logged once for the streak, not once per attempt.
    expect(warnings).toHaveLength(1);
    await bus.close();
  });

  it('folds a long outage into one event per topic, which invalidates as much', async () => {
    const { bus, sent } = busWithFailingNotify(2);
    for (let i = 0; i <= MAX_UNSENT_EVENTS; i += 1) bus.publish(ev(String(i)));
    bus.publish({ topic: 'designers', action: 'delete', id: 'd' });
    await until(() => sent.length > 0);
    expect(sent).toEqual([
      { topic: 'products', action: 'update' },
      { topic: 'designers', action: 'update' },
    ]);
    await bus.close();
  });

  it('folds by topic in first-seen order', () => {
    expect(foldByTopic([ev('a'), { topic: 'categories', action: 'insert', id: 'c' }, ev('b')])).toEqual([
      { topic: 'products', action: 'update' },
      { topic: 'categories', action: 'update' },
    ]);
  });
});
