import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartChanges, changeKey, classifyFailure, enqueueChange, measurementsStamp, planReplay, requestSize, storedQueue, withoutSettled, type OfflineChange, type ReplayRequest, type ServerLine } from './offline-queue';

const products = ['p1', 'p2', 'p3'] as const;
const sizes = [null, 'S', 'M'] as const;

const favoriteChange = fc.record({
  kind: fc.constant('favorite' as const),
  productId: fc.constantFrom(...products),
  favorited: fc.boolean(),
  name: fc.constant('Kemis'),
  nameAm: fc.constant(null),
});
const cartChange = fc.record({
  kind: fc.constant('cart' as const),
  productId: fc.constantFrom(...products),
  selectedSize: fc.constantFrom(...sizes),
  quantity: fc.integer({ min: 0, max: 10 }),
  name: fc.constant('Netela'),
  nameAm: fc.constant('ነጠላ'),
});
const change: fc.Arbitrary<OfflineChange> = fc.oneof(favoriteChange, cartChange);
/** A size chosen for a line (the size-required dialog): from any size a line may have, to a size. */
const sizeChange = fc.record({
  kind: fc.constant('size' as const),
  productId: fc.constantFrom(...products),
  fromSize: fc.constantFrom(...sizes),
  selectedSize: fc.constantFrom('S', 'M'),
  quantity: fc.integer({ min: 1, max: 10 }),
  name: fc.constant('Kemis'),
  nameAm: fc.constant('ቀሚስ'),
});
const anyChange: fc.Arbitrary<OfflineChange> = fc.oneof(favoriteChange, cartChange, sizeChange);

const queueOf = (changes: readonly OfflineChange[]) => changes.reduce<OfflineChange[]>((q, c) => enqueueChange(q, c), []);

/** The server, as far as replaying cares: lines by id, favourites by product. */
interface Server {
  lines: ServerLine[];
  favorites: Set<string>;
  nextId: number;
}

const serverArb: fc.Arbitrary<Server> = fc
  .record({
    lines: fc.uniqueArray(fc.record({ productId: fc.constantFrom(...products), selectedSize: fc.constantFrom(...sizes), quantity: fc.integer({ min: 1, max: 10 }) }), {
      selector: (l) => `${l.productId}:${l.selectedSize ?? ''}`,
      maxLength: 6,
    }),
    favorites: fc.uniqueArray(fc.constantFrom(...products)),
  })
  .map(({ lines, favorites }) => ({ lines: lines.map((l, i) => ({ ...l, id: `line-${i}` })), favorites: new Set(favorites), nextId: lines.length }));

const clone = (s: Server): Server => ({ lines: s.lines.map((l) => ({ ...l })), favorites: new Set(s.favorites), nextId: s.nextId });

/** Does what the cart and favourites routes do; `add` raises an existing line, as POST /api/cart/items does. */
function execute(server: Server, plan: readonly ReplayRequest[]): Server {
  const s = clone(server);
  for (const r of plan) {
    if (r.op === 'favorite-add') s.favorites.add(r.change.productId);
    else if (r.op === 'favorite-remove') s.favorites.delete(r.change.productId);
    else if (r.op === 'cart-add') {
      const line = s.lines.find((l) => l.productId === r.change.productId && l.selectedSize === r.change.selectedSize);
      if (line) line.quantity = Math.min(10, line.quantity + r.quantity);
      else s.lines.push({ id: `line-${s.nextId++}`, productId: r.change.productId, selectedSize: r.change.selectedSize, quantity: r.quantity });
    } else {
      // As the sender does: a line this replay added or moved is found by product and size.
      const line = r.lineId ? s.lines.find((l) => l.id === r.lineId) : s.lines.find((l) => l.productId === r.change.productId && l.selectedSize === requestSize(r));
      if (!line) continue;
      if (r.op === 'cart-set') line.quantity = r.quantity;
      else if (r.op === 'cart-remove') s.lines = s.lines.filter((l) => l !== line);
      else if (r.op === 'cart-measurements') {
        // The attach route: the line takes the measurements and their size, no line absorbs it.
        line.selectedSize = r.change.selectedSize;
        line.measuredAt = measurementsStamp(r.change.aiMeasurements);
      }
      else {
        const twin = s.lines.find((l) => l !== line && l.productId === line.productId && l.selectedSize === r.change.selectedSize);
        if (twin) {
          twin.quantity = Math.min(10, twin.quantity + line.quantity);
          s.lines = s.lines.filter((l) => l !== line);
        } else line.selectedSize = r.change.selectedSize;
      }
    }
  }
  return s;
}

const replay = (server: Server, queue: readonly OfflineChange[]) => execute(server, planReplay(queue, server.lines, server.favorites));
const snapshot = (s: Server) => ({
  lines: s.lines.map((l) => `${l.productId}:${l.selectedSize ?? ''}=${l.quantity}${l.measuredAt ? `@${l.measuredAt}` : ''}`).sort(),
  favorites: [...s.favorites].sort(),
});

describe('enqueueChange', () => {
  it('keeps one entry per item, the last change to it, in the order items were last touched', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        const queue = queueOf(changes);
        const keys = queue.map(changeKey);
        expect(new Set(keys).size).toBe(keys.length);
        const lastByKey = new Map(changes.map((c) => [changeKey(c), c]));
        expect(keys.length).toBe(lastByKey.size);
        for (const c of queue) expect(c).toEqual(lastByKey.get(changeKey(c)));
        const lastTouched = [...new Set(changes.map(changeKey).reverse())].reverse();
        expect(keys).toEqual(lastTouched);
      }),
    );
  });

  it('an add then a remove of the same favourite (or line) leaves only the remove', () => {
    const queue = queueOf([
      { kind: 'favorite', productId: 'p1', favorited: true, name: 'A', nameAm: null },
      { kind: 'cart', productId: 'p1', selectedSize: 'M', quantity: 2, name: 'A', nameAm: null },
      { kind: 'favorite', productId: 'p1', favorited: false, name: 'A', nameAm: null },
      { kind: 'cart', productId: 'p1', selectedSize: 'M', quantity: 0, name: 'A', nameAm: null },
    ]);
    expect(queue).toEqual([
      { kind: 'favorite', productId: 'p1', favorited: false, name: 'A', nameAm: null },
      { kind: 'cart', productId: 'p1', selectedSize: 'M', quantity: 0, name: 'A', nameAm: null },
    ]);
  });

  it('a line added with measurements keeps them through later quantity changes', () => {
    const measured = { source: 'manual' };
    const queue = queueOf([
      { kind: 'cart', productId: 'p1', selectedSize: null, quantity: 1, name: 'A', nameAm: null, aiMeasurements: measured },
      { kind: 'cart', productId: 'p1', selectedSize: null, quantity: 3, name: 'A', nameAm: null },
    ]);
    expect(queue).toEqual([{ kind: 'cart', productId: 'p1', selectedSize: null, quantity: 3, name: 'A', nameAm: null, aiMeasurements: measured }]);
  });
});

describe('planReplay', () => {
  it('brings every queued item to the state the shopper ended with, and leaves the rest of the cart alone', () => {
    fc.assert(
      fc.property(serverArb, fc.array(change, { maxLength: 30 }), (server, changes) => {
        const queue = queueOf(changes);
        const after = replay(server, queue);
        for (const c of queue) {
          if (c.kind === 'favorite') expect(after.favorites.has(c.productId)).toBe(c.favorited);
          else if (c.kind !== 'measurements') {
            const line = after.lines.find((l) => l.productId === c.productId && l.selectedSize === c.selectedSize);
            expect(line?.quantity ?? 0).toBe(c.quantity);
          }
        }
        const touched = new Set(queue.map(changeKey));
        for (const line of server.lines) {
          if (touched.has(`cart:${line.productId}:${line.selectedSize ?? ''}`)) continue;
          expect(after.lines.find((l) => l.id === line.id)).toEqual(line);
        }
      }),
    );
  });

  it('is idempotent: replaying again (a retry, a second tab, a lost answer) sends nothing and doubles nothing', () => {
    fc.assert(
      fc.property(serverArb, fc.array(change, { maxLength: 30 }), (server, changes) => {
        const queue = queueOf(changes);
        const once = replay(server, queue);
        expect(planReplay(queue, once.lines, once.favorites)).toEqual([]);
        expect(snapshot(replay(once, queue))).toEqual(snapshot(once));
      }),
    );
  });

  it('a replay cut short and run again ends where one full replay ends', () => {
    fc.assert(
      fc.property(serverArb, fc.array(change, { maxLength: 30 }), fc.nat(), (server, changes, cut) => {
        const queue = queueOf(changes);
        const plan = planReplay(queue, server.lines, server.favorites);
        const partial = execute(server, plan.slice(0, plan.length === 0 ? 0 : cut % plan.length));
        expect(snapshot(replay(partial, queue))).toEqual(snapshot(replay(server, queue)));
      }),
    );
  });

  it('sends the quantity, never an increment, so an existing line is set and a missing one added once', () => {
    const c = (quantity: number): OfflineChange => ({ kind: 'cart', productId: 'p1', selectedSize: 'M', quantity, name: 'A', nameAm: null });
    const line = { id: 'l1', productId: 'p1', selectedSize: 'M', quantity: 1 };
    expect(planReplay([c(3)], [line])).toEqual([{ op: 'cart-set', change: c(3), lineId: 'l1', quantity: 3 }]);
    expect(planReplay([c(3)], [])).toEqual([{ op: 'cart-add', change: c(3), quantity: 3 }]);
    expect(planReplay([c(0)], [line])).toEqual([{ op: 'cart-remove', change: c(0), lineId: 'l1' }]);
    expect(planReplay([c(0)], [])).toEqual([]);
    expect(planReplay([c(1)], [line])).toEqual([]);
  });
});

describe('a size chosen offline', () => {
  /** What the queue says the cart ends as: line sizes and quantities (0: no such line). */
  function wantedState(queue: readonly OfflineChange[]) {
    const wanted = new Map<string, number>();
    for (const c of queue) {
      if (c.kind === 'cart') wanted.set(`${c.productId}:${c.selectedSize ?? ''}`, c.quantity);
      if (c.kind === 'size') {
        wanted.set(`${c.productId}:${c.fromSize ?? ''}`, 0);
        wanted.set(`${c.productId}:${c.selectedSize}`, c.quantity);
      }
    }
    return wanted;
  }

  it('never names a line size both as where a move ends or starts and as a quantity, and a line moves at most once', () => {
    fc.assert(
      fc.property(fc.array(anyChange, { maxLength: 40 }), (changes) => {
        const queue = queueOf(changes);
        const keys = queue.map(changeKey);
        expect(new Set(keys).size).toBe(keys.length);
        const moves = queue.filter((c) => c.kind === 'size');
        for (const m of moves) {
          expect(m.fromSize).not.toBe(m.selectedSize);
          const ends = [m.fromSize, m.selectedSize];
          for (const c of queue) {
            if (c === m || c.kind === 'favorite' || c.productId !== m.productId) continue;
            if (c.kind === 'cart') expect(ends).not.toContain(c.selectedSize);
            else expect([c.fromSize, c.selectedSize].some((s) => ends.includes(s))).toBe(false);
          }
        }
      }),
    );
  });

  it('replayed, the cart ends as the queue says: the moved line in its new size at its quantity, none left in the old', () => {
    fc.assert(
      fc.property(serverArb, fc.array(anyChange, { maxLength: 30 }), (server, changes) => {
        const queue = queueOf(changes);
        const after = replay(server, queue);
        for (const [key, quantity] of wantedState(queue)) {
          const line = after.lines.find((l) => `${l.productId}:${l.selectedSize ?? ''}` === key);
          expect(line?.quantity ?? 0).toBe(quantity);
        }
        for (const c of queue) if (c.kind === 'favorite') expect(after.favorites.has(c.productId)).toBe(c.favorited);
      }),
    );
  });

  it('is idempotent and resumable with sizes in the queue: a second replay sends nothing, a cut one ends the same', () => {
    fc.assert(
      fc.property(serverArb, fc.array(anyChange, { maxLength: 30 }), fc.nat(), (server, changes, cut) => {
        const queue = queueOf(changes);
        const once = replay(server, queue);
        expect(planReplay(queue, once.lines, once.favorites)).toEqual([]);
        const plan = planReplay(queue, server.lines, server.favorites);
        const partial = execute(server, plan.slice(0, plan.length === 0 ? 0 : cut % plan.length));
        expect(snapshot(replay(partial, queue))).toEqual(snapshot(once));
      }),
    );
  });

  it('is sent as a move of the existing line, so a refused size leaves the line in the cart', () => {
    const move: OfflineChange = { kind: 'size', productId: 'p1', fromSize: null, selectedSize: 'M', quantity: 2, name: 'A', nameAm: null };
    expect(planReplay([move], [{ id: 'l1', productId: 'p1', selectedSize: null, quantity: 2 }])).toEqual([{ op: 'cart-size', change: move, lineId: 'l1' }]);
    // A quantity set before the choice travels with it; a line added offline is added in its size.
    const queue = queueOf([{ kind: 'cart', productId: 'p1', selectedSize: null, quantity: 3, name: 'A', nameAm: null }, move]);
    expect(queue).toEqual([move]);
    expect(planReplay(queue, [])).toEqual([{ op: 'cart-add', change: move, quantity: 2 }]);
    expect(planReplay(queue, [{ id: 'l1', productId: 'p1', selectedSize: null, quantity: 3 }])).toEqual([
      { op: 'cart-size', change: move, lineId: 'l1' },
      { op: 'cart-set', change: move, lineId: 'l1', quantity: 2 },
    ]);
  });

  it('a quantity tapped after the choice is the move’s quantity; removing the line undoes both', () => {
    const move: OfflineChange = { kind: 'size', productId: 'p1', fromSize: null, selectedSize: 'M', quantity: 1, name: 'A', nameAm: null };
    const at = (quantity: number): OfflineChange => ({ kind: 'cart', productId: 'p1', selectedSize: 'M', quantity, name: 'A', nameAm: null });
    expect(queueOf([move, at(4)])).toEqual([{ ...move, quantity: 4 }]);
    expect(queueOf([move, at(0)]).map((c) => (c.kind === 'cart' ? `${c.selectedSize ?? ''}=${c.quantity}` : c.kind))).toEqual(['=0', 'M=0']);
  });

  it('is kept through storage and dropped when malformed', () => {
    const move = { kind: 'size', productId: 'p1', fromSize: null, selectedSize: 'M', quantity: 2, name: 'A', nameAm: null };
    expect(storedQueue([move])).toEqual([move]);
    expect(storedQueue([{ ...move, selectedSize: null }, { ...move, quantity: 0 }])).toEqual([]);
  });
});

describe('classifyFailure', () => {
  it("reports the server's refusals about the item and drops them; keeps what may pass later", () => {
    expect(classifyFailure(404, 'PRODUCT_NOT_FOUND')).toEqual({ keep: false, conflict: 'PRODUCT_NOT_FOUND' });
    expect(classifyFailure(409, 'OUT_OF_STOCK')).toEqual({ keep: false, conflict: 'OUT_OF_STOCK' });
    expect(classifyFailure(400, 'SIZE_NOT_AVAILABLE')).toEqual({ keep: false, conflict: 'SIZE_NOT_AVAILABLE' });
    expect(classifyFailure(404, 'FAVORITE_NOT_FOUND')).toEqual({ keep: false, conflict: null });
    expect(classifyFailure(400, 'VALIDATION_FAILED')).toEqual({ keep: false, conflict: 'INVALID' });
    for (const [status, code] of [
      [0, 'NETWORK_ERROR'],
      [401, 'UNAUTHENTICATED'],
      [429, 'RATE_LIMITED'],
      [503, 'UNAVAILABLE'],
    ] as const)
      expect(classifyFailure(status, code)).toEqual({ keep: true });
  });
});

describe('withoutSettled', () => {
  it('drops what was sent but keeps a newer change to the same item made meanwhile', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), fc.array(change, { maxLength: 10 }), (before, meanwhile) => {
        const sent = queueOf(before);
        const now = meanwhile.reduce(enqueueChange, sent);
        const left = withoutSettled(now, sent);
        for (const c of queueOf(meanwhile)) expect(left.some((l) => changeKey(l) === changeKey(c))).toBe(!sent.some((s) => JSON.stringify(s) === JSON.stringify(c)));
      }),
    );
  });
});

describe('storedQueue', () => {
  it('keeps well-formed entries and drops anything else read back from storage', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 10 }), fc.array(fc.anything(), { maxLength: 5 }), (good, junk) => {
        const kept = storedQueue([...good, ...junk]);
        expect(kept.slice(0, good.length)).toEqual(good);
        for (const k of kept) expect(['favorite', 'cart']).toContain(k.kind);
      }),
    );
    expect(storedQueue('nonsense')).toEqual([]);
    expect(storedQueue([{ kind: 'cart', productId: 'p', selectedSize: null, quantity: -1, name: 'x', nameAm: null }])).toEqual([]);
  });
});

describe('cartChanges', () => {
  const lineArb = fc.record({ productId: fc.constantFrom(...products), selectedSize: fc.constantFrom(...sizes), quantity: fc.integer({ min: 1, max: 10 }), name: fc.constant('A'), nameAm: fc.constant(null) });
  const linesArb = fc.uniqueArray(lineArb, { selector: (l) => `${l.productId}:${l.selectedSize ?? ''}`, maxLength: 6 });

  it('queued on top of what was there, the changes bring the server from the cart before to the cart after', () => {
    fc.assert(
      fc.property(linesArb, linesArb, (before, after) => {
        const server: Server = { lines: before.map((l, i) => ({ id: `l${i}`, productId: l.productId, selectedSize: l.selectedSize, quantity: l.quantity })), favorites: new Set(), nextId: before.length };
        const result = replay(server, queueOf(cartChanges(before, after)));
        expect(snapshot(result).lines).toEqual(after.map((l) => `${l.productId}:${l.selectedSize ?? ''}=${l.quantity}`).sort());
      }),
    );
  });

  it('an unchanged cart queues nothing', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        expect(cartChanges(lines, lines)).toEqual([]);
      }),
    );
  });
});

describe('measurements attached offline', () => {
  const stampAt = (n: number) => new Date(Date.UTC(2026, 10, 27) + n * 1000).toISOString();
  const measured = (productId: string, fromSize: string | null, n: number, selectedSize = 'Custom Fit'): OfflineChange => ({
    kind: 'measurements',
    productId,
    fromSize,
    selectedSize,
    name: 'Kemis',
    nameAm: 'ቀሚስ',
    aiMeasurements: { source: 'manual', category: 'women', timestamp: stampAt(n), measurements: { bust_cm: 94 }, confidence: 0.8 },
  });
  /** Measurements confirmed at distinct times (the guide stamps each confirmation), ending in Custom Fit. */
  const changesWithMeasurements = fc
    .array(fc.oneof({ arbitrary: anyChange, weight: 3 }, { arbitrary: fc.record({ productId: fc.constantFrom(...products), fromSize: fc.constantFrom(...sizes) }), weight: 1 }), { maxLength: 30 })
    .map((items) => items.map((item, i) => ('kind' in item ? item : measured(item.productId, item.fromSize, i))));
  /** A quantity tapped on a line after measurements moved it to Custom Fit. */
  const customFitQuantity = (quantity: number): OfflineChange => ({ kind: 'cart', productId: 'p1', selectedSize: 'Custom Fit', quantity, name: 'Kemis', nameAm: null });

  /**
   * One replay as the sender runs it, stopped at request `cut` (its answer lost, or no connection
   * before it): the changes of the requests answered, and those the plan left out, are settled.
   */
  function interrupted(server: Server, queue: readonly OfflineChange[], cut: number, lostAnswer: boolean) {
    const plan = planReplay(queue, server.lines, server.favorites);
    const at = plan.length === 0 ? 0 : cut % plan.length;
    const planned = new Set(plan.map((r) => r.change));
    // As the sender does: a change is settled once its last request is answered.
    const answered = plan.slice(0, at).map((r) => r.change).filter((c) => !plan.slice(at).some((r) => r.change === c));
    const settled = [...queue.filter((c) => !planned.has(c)), ...answered];
    return { server: execute(server, plan.slice(0, lostAnswer ? at + 1 : at)), left: withoutSettled(queue, settled) };
  }

  it('a replay cut short (an answer lost, or the connection gone) and run again on what is left ends where one full replay ends', () => {
    fc.assert(
      fc.property(serverArb, changesWithMeasurements, fc.nat(), fc.boolean(), (server, changes, cut, lostAnswer) => {
        const queue = queueOf(changes);
        const once = replay(server, queue);
        const stopped = interrupted(server, queue, cut, lostAnswer);
        expect(snapshot(replay(stopped.server, stopped.left))).toEqual(snapshot(once));
      }),
    );
  });

  it('a replay run again on the whole queue after its answers were lost sends no measurements twice', () => {
    fc.assert(
      fc.property(serverArb, changesWithMeasurements, (server, changes) => {
        const queue = queueOf(changes);
        const plan = planReplay(queue, server.lines, server.favorites);
        const planned = new Set(plan.map((r) => r.change));
        // What the plan left out is settled whatever happens next; the rest is sent again.
        const again = planReplay(
          queue.filter((c) => planned.has(c)),
          execute(server, plan).lines,
        );
        expect(again.filter((r) => r.op === 'cart-measurements')).toEqual([]);
      }),
    );
  });

  it('measurements whose line is in the cart at their turn end on a line of their product; sent at most once each', () => {
    fc.assert(
      fc.property(serverArb, changesWithMeasurements, (server, changes) => {
        const queue = queueOf(changes);
        const plan = planReplay(queue, server.lines, server.favorites);
        const attaches = plan.filter((r) => r.op === 'cart-measurements');
        expect(new Set(attaches.map((r) => r.change)).size).toBe(attaches.length);
        const after = execute(server, plan);
        for (const r of attaches) {
          if (r.change.kind !== 'measurements') continue;
          const stamp = measurementsStamp(r.change.aiMeasurements);
          expect(after.lines.some((l) => l.productId === r.change.productId && l.measuredAt === stamp)).toBe(true);
        }
      }),
    );
  });

  it('goes to the existing line through the attach route, and to a line added offline once it is added', () => {
    const attach = measured('p1', 'M', 1);
    expect(planReplay([attach], [{ id: 'l1', productId: 'p1', selectedSize: 'M', quantity: 2 }])).toEqual([{ op: 'cart-measurements', change: attach, lineId: 'l1' }]);
    const add: OfflineChange = { kind: 'cart', productId: 'p1', selectedSize: 'M', quantity: 2, name: 'A', nameAm: null };
    expect(planReplay(queueOf([add, attach]), [])).toEqual([
      { op: 'cart-add', change: add, quantity: 2 },
      { op: 'cart-measurements', change: attach, lineId: null },
    ]);
    // Already there (a replay that lost its answer), or the line is gone: nothing to send.
    expect(planReplay([attach], [{ id: 'l1', productId: 'p1', selectedSize: 'Custom Fit', quantity: 2, measuredAt: stampAt(1) }])).toEqual([]);
    expect(planReplay([attach], [])).toEqual([]);
  });

  it('attached again to the same line, only the last measurements are sent, from where the line started', () => {
    const first = measured('p1', 'M', 1, 'L');
    const second = measured('p1', 'L', 2);
    expect(queueOf([first, second])).toEqual([{ ...second, fromSize: 'M' }]);
  });

  it('a quantity tapped after the attachment waits behind it; one for a new line in the old size is kept apart from the earlier one', () => {
    const attach = measured('p1', 'M', 1);
    expect(queueOf([attach, customFitQuantity(3)])).toEqual([attach, customFitQuantity(3)]);
    const before: OfflineChange = { kind: 'cart', productId: 'p1', selectedSize: 'M', quantity: 2, name: 'A', nameAm: null };
    const after: OfflineChange = { ...before, quantity: 1 };
    const queue = queueOf([before, attach, after, { ...after, quantity: 4 }]);
    expect(queue).toEqual([before, attach, { ...after, quantity: 4 }]);
    // Added offline, measured, and the product added again in the old size: two lines in the end.
    const end = replay({ lines: [], favorites: new Set(), nextId: 0 }, queue);
    expect(snapshot(end).lines).toEqual([`p1:Custom Fit=2@${stampAt(1)}`, 'p1:M=4']);
    // Settling what was sent drops entries one for one.
    expect(withoutSettled(queueOf([before, attach, after]), [before])).toEqual([attach, after]);
  });

  it('is kept through storage and dropped when malformed; a refusal for a line that is gone is told', () => {
    const attach = measured('p1', null, 1);
    expect(storedQueue([attach])).toEqual([attach]);
    expect(storedQueue([{ ...attach, aiMeasurements: { timestamp: 'not a time' } }, { ...attach, selectedSize: null }, { ...attach, aiMeasurements: null }])).toEqual([]);
    expect(classifyFailure(404, 'CART_ITEM_NOT_FOUND', 'measurements')).toEqual({ keep: false, conflict: 'LINE_GONE' });
    expect(classifyFailure(404, 'CART_ITEM_NOT_FOUND', 'cart')).toEqual({ keep: false, conflict: null });
    expect(classifyFailure(400, 'VALIDATION_FAILED', 'measurements')).toEqual({ keep: false, conflict: 'INVALID' });
    expect(classifyFailure(0, 'NETWORK_ERROR', 'measurements')).toEqual({ keep: true });
  });
});
