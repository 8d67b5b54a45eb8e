/**
 * A signed-in shopper's cart and favourite changes made with no connection (issue 23). They are
 * kept on the device as the state the shopper ended with per item (a favourite on or off, a cart
 * line's quantity), not as the taps that led there: replaying a state twice gives the same cart,
 * where replaying "add one" twice would add two. Sending is planned against the server's current
 * cart, so a line that is already as wanted costs no request and a half-finished replay can simply
 * run again.
 */

/** What a line is added with when it does not exist on the server yet (the cart API's `aiMeasurements`). */
export type OfflineMeasurements = Readonly<Record<string, unknown>>;

export type OfflineChange =
  | { kind: 'favorite'; productId: string; favorited: boolean; name: string; nameAm: string | null }
  | {
      kind: 'cart';
      productId: string;
      selectedSize: string | null;
      /** The quantity the shopper ended with; 0 means the line was removed. */
      quantity: number;
      name: string;
      nameAm: string | null;
      aiMeasurements?: OfflineMeasurements;
    }
  | {
      /**
       * A line of the product that was in `fromSize` took `selectedSize` (the size-required dialog),
       * ending at `quantity` (a line of that size absorbs it). Sent as the size route, not as a
       * remove and an add: a size the server no longer offers then leaves the line as it was
       * instead of taking it out of the cart.
       */
      kind: 'size';
      productId: string;
      fromSize: string | null;
      selectedSize: string;
      quantity: number;
      name: string;
      nameAm: string | null;
      /** Kept from a line added offline with measurements, for when the line must be added. */
      aiMeasurements?: OfflineMeasurements;
    }
  | {
      /**
       * Measurements attached to the line of the product that was in `fromSize` (the size guide's
       * cart confirm flow), which then shows in `selectedSize` (the attach route's rule, sizeOnAttach).
       * Sent through the attach route. The measurements' `timestamp` (set when the guide confirmed
       * them) names them: a line holding measurements of that time has them already.
       */
      kind: 'measurements';
      productId: string;
      fromSize: string | null;
      selectedSize: string;
      name: string;
      nameAm: string | null;
      aiMeasurements: OfflineMeasurements;
    };

type CartChange = OfflineChange & { kind: 'cart' };
type SizeChange = OfflineChange & { kind: 'size' };
type MeasurementsChange = OfflineChange & { kind: 'measurements' };

/** What names a set of measurements: the time the guide confirmed them, normalised; null when it has none. */
export function measurementsStamp(measurements: OfflineMeasurements | null | undefined): string | null {
  const time = typeof measurements?.timestamp === 'string' ? Date.parse(measurements.timestamp) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** One item's identity: a favourite is a product, a cart line a product in a size, a size choice the line it moved. */
export function changeKey(change: OfflineChange): string {
  if (change.kind === 'favorite') return `favorite:${change.productId}`;
  if (change.kind === 'size') return `size:${change.productId}:${change.fromSize ?? ''}`;
  if (change.kind === 'measurements') return `measurements:${change.productId}:${change.fromSize ?? ''}`;
  return `cart:${change.productId}:${change.selectedSize ?? ''}`;
}

/** A size choice as the plain state it leaves: no line in the old size, the new one at its quantity. */
const plainState = (s: SizeChange): CartChange[] => [
  { kind: 'cart', productId: s.productId, selectedSize: s.fromSize, quantity: 0, name: s.name, nameAm: s.nameAm },
  { kind: 'cart', productId: s.productId, selectedSize: s.selectedSize, quantity: s.quantity, name: s.name, nameAm: s.nameAm, ...(s.aiMeasurements ? { aiMeasurements: s.aiMeasurements } : {}) },
];

const enqueueAll = (queue: readonly OfflineChange[], changes: readonly OfflineChange[]) => changes.reduce<OfflineChange[]>((q, c) => enqueueChange(q, c), [...queue]);

/**
 * The queue with one more change: a later change to the same item replaces the earlier one and
 * moves to the end, so the queue holds one entry per item, in the order items were last touched.
 */
export function enqueueChange(queue: readonly OfflineChange[], change: OfflineChange): OfflineChange[] {
  if (change.kind === 'size') return enqueueSize(queue, change);
  if (change.kind === 'measurements') return enqueueMeasurements(queue, change);
  if (change.kind === 'cart') {
    // The queue never names a line size both as a move's end and as a quantity: replaying it again
    // could not tell the moved line from a new one. A quantity for the size a line moved to is
    // the move's quantity; a new line in the size a line moved from makes the move plain state.
    const into = queue.find((c): c is SizeChange => c.kind === 'size' && c.productId === change.productId && c.selectedSize === change.selectedSize);
    if (into && change.quantity > 0) return queue.map((c) => (c === into ? { ...into, quantity: change.quantity } : c));
    const from = into ?? queue.find((c): c is SizeChange => c.kind === 'size' && c.productId === change.productId && c.fromSize === change.selectedSize);
    if (from) return enqueueAll(withoutEntry(queue, from), [...plainState(from), change]);
  }
  return enqueuePlain(queue, change);
}

const withoutEntry = (queue: readonly OfflineChange[], entry: OfflineChange) => queue.filter((c) => c !== entry);

/**
 * A size choice: an earlier quantity of the moved line is folded in (the choice carries the
 * quantity the line ended at), and a line moved twice is one move from where it started.
 */
function enqueueSize(queue: readonly OfflineChange[], change: SizeChange): OfflineChange[] {
  let next: SizeChange = change;
  let kept = [...queue];
  const earlierMove = kept.find((c): c is SizeChange => c.kind === 'size' && c.productId === change.productId && c.selectedSize === change.fromSize);
  if (earlierMove) {
    kept = withoutEntry(kept, earlierMove);
    next = { ...next, fromSize: earlierMove.fromSize, ...(next.aiMeasurements || !earlierMove.aiMeasurements ? {} : { aiMeasurements: earlierMove.aiMeasurements }) };
  }
  const earlierQuantity = kept.find((c): c is CartChange => c.kind === 'cart' && c.productId === change.productId && c.selectedSize === next.fromSize);
  if (earlierQuantity) {
    kept = withoutEntry(kept, earlierQuantity);
    if (!next.aiMeasurements && earlierQuantity.aiMeasurements) next = { ...next, aiMeasurements: earlierQuantity.aiMeasurements };
  }
  // A quantity queued for the size it moves into is superseded: the move carries the quantity now.
  kept = kept.filter((c) => !(c.kind === 'cart' && c.productId === next.productId && c.selectedSize === next.selectedSize));
  // Moved back where it started: plain state again.
  if (next.fromSize === next.selectedSize) return enqueueAll(kept, plainState(next));
  // Another move into the size this one leaves, or out of the size it enters: the older becomes plain state.
  for (const other of kept) {
    if (other.kind === 'size' && other.productId === next.productId && (other.fromSize === next.selectedSize || other.selectedSize === next.fromSize || other.fromSize === next.fromSize || other.selectedSize === next.selectedSize)) {
      return enqueueSize(enqueueAll(withoutEntry(kept, other), plainState(other)), next);
    }
  }
  return enqueuePlain(kept, next);
}

/**
 * Measurements attached offline: new ones for a line that already had some queued replace them
 * (the line is named by where it was before the first), anything else waits behind them.
 */
function enqueueMeasurements(queue: readonly OfflineChange[], change: MeasurementsChange): OfflineChange[] {
  const earlier = queue.find((c): c is MeasurementsChange => c.kind === 'measurements' && c.productId === change.productId && (c.selectedSize === change.fromSize || c.fromSize === change.fromSize));
  if (!earlier) return [...queue, change];
  return [...withoutEntry(queue, earlier), { ...change, fromSize: earlier.fromSize }];
}

/**
 * Where the last measurements queued for a line of this product in this size sit (-1: none). They
 * moved that line out of the size: an entry before them is about that line, one after them about
 * another line now in the old size, so the two are kept apart.
 */
function lastAttachmentFrom(queue: readonly OfflineChange[], change: OfflineChange): number {
  if (change.kind !== 'cart') return -1;
  for (let i = queue.length - 1; i >= 0; i -= 1) {
    const c = queue[i];
    if (c?.kind === 'measurements' && c.productId === change.productId && c.fromSize === change.selectedSize) return i;
  }
  return -1;
}

function enqueuePlain(queue: readonly OfflineChange[], change: OfflineChange): OfflineChange[] {
  const key = changeKey(change);
  const boundary = lastAttachmentFrom(queue, change);
  const replaced = (c: OfflineChange, i: number) => i > boundary && changeKey(c) === key;
  const kept = queue.filter((c, i) => !replaced(c, i));
  // A line added with measurements keeps them when its quantity changes later (the tap does not carry them).
  const earlier = queue.find(replaced);
  if (change.kind === 'cart' && !change.aiMeasurements && earlier?.kind === 'cart' && earlier.aiMeasurements) {
    return [...kept, { ...change, aiMeasurements: earlier.aiMeasurements }];
  }
  return [...kept, change];
}

/** The server's cart as far as planning needs it. */
export interface ServerLine {
  id: string;
  productId: string;
  selectedSize: string | null;
  quantity: number;
  /** The stamp of the measurements the line holds (measurementsStamp), if any. */
  measuredAt?: string | null;
}

export type ReplayRequest =
  | { op: 'favorite-add'; change: OfflineChange & { kind: 'favorite' } }
  | { op: 'favorite-remove'; change: OfflineChange & { kind: 'favorite' } }
  | { op: 'cart-add'; change: CartChange | SizeChange; quantity: number }
  /** `lineId` is null for a line this same replay adds or moves: the sender finds it by product and size. */
  | { op: 'cart-set'; change: CartChange | SizeChange; lineId: string | null; quantity: number }
  | { op: 'cart-remove'; change: CartChange; lineId: string | null }
  | { op: 'cart-size'; change: SizeChange; lineId: string | null }
  | { op: 'cart-measurements'; change: MeasurementsChange; lineId: string | null };

/** The size a request's line has when it is sent (a size choice's set comes after its move). */
export const requestSize = (request: Extract<ReplayRequest, { op: 'cart-add' | 'cart-set' | 'cart-remove' | 'cart-size' | 'cart-measurements' }>): string | null =>
  request.op === 'cart-size' || request.op === 'cart-measurements' ? request.change.fromSize : request.change.selectedSize;

interface PlannedLine {
  id: string | null;
  productId: string;
  selectedSize: string | null;
  quantity: number;
  measuredAt?: string | null;
}

/**
 * The requests that bring the server to the queued state, in queue order. Cart changes are planned
 * against `lines` (the server's cart read just before), carried forward change by change: a line
 * already at the wanted quantity, already gone or already moved needs nothing. Favourites are sent
 * as they are (PUT and DELETE are idempotent) unless `favorites` (the server's list) shows them
 * already as wanted.
 */
export function planReplay(queue: readonly OfflineChange[], lines: readonly ServerLine[], favorites?: ReadonlySet<string>): ReplayRequest[] {
  const plan: ReplayRequest[] = [];
  let cart: PlannedLine[] = lines.map((l) => ({ ...l }));
  const find = (productId: string, size: string | null) => cart.find((l) => l.productId === productId && l.selectedSize === size);
  const setTo = (change: CartChange | SizeChange, size: string | null, wanted: number) => {
    const line = find(change.productId, size);
    if (!line) {
      if (wanted > 0) {
        plan.push({ op: 'cart-add', change, quantity: wanted });
        cart.push({ id: null, productId: change.productId, selectedSize: size, quantity: wanted });
      }
    } else if (wanted === 0 && change.kind === 'cart') {
      plan.push({ op: 'cart-remove', change, lineId: line.id });
      cart = cart.filter((l) => l !== line);
    } else if (wanted > 0 && line.quantity !== wanted) {
      plan.push({ op: 'cart-set', change, lineId: line.id, quantity: wanted });
      line.quantity = wanted;
    }
  };
  for (const change of queue) {
    if (change.kind === 'favorite') {
      if (favorites && favorites.has(change.productId) === change.favorited) continue;
      plan.push(change.favorited ? { op: 'favorite-add', change } : { op: 'favorite-remove', change });
      continue;
    }
    if (change.kind === 'measurements') {
      const stamp = measurementsStamp(change.aiMeasurements);
      // Attached already (a replay that lost its answer): the line holds measurements of that time.
      if (stamp !== null && cart.some((l) => l.productId === change.productId && l.measuredAt === stamp)) continue;
      const line = find(change.productId, change.fromSize);
      // The line is gone: nothing to attach to; the sender tells the shopper (LINE_GONE).
      if (!line) continue;
      plan.push({ op: 'cart-measurements', change, lineId: line.id });
      line.selectedSize = change.selectedSize;
      line.measuredAt = stamp;
      continue;
    }
    const wanted = Math.max(0, Math.trunc(change.quantity));
    if (change.kind === 'cart') {
      setTo(change, change.selectedSize, wanted);
      continue;
    }
    const moving = find(change.productId, change.fromSize);
    if (moving) {
      plan.push({ op: 'cart-size', change, lineId: moving.id });
      const twin = find(change.productId, change.selectedSize);
      // As the server does: a line of the chosen size absorbs the moved one.
      if (twin) {
        twin.quantity += moving.quantity;
        cart = cart.filter((l) => l !== moving);
      } else {
        moving.selectedSize = change.selectedSize;
        // The server keeps the line's id; the sender looks it up by its new size all the same.
      }
    }
    // Moved already (a replay that lost its answer) or added offline: the line is set where it ended.
    setTo(change, change.selectedSize, wanted);
  }
  return plan;
}

/** Why the server refused a queued change; told to the shopper, then the change is dropped. */
export type ReplayConflict = 'PRODUCT_NOT_FOUND' | 'OUT_OF_STOCK' | 'SIZE_NOT_AVAILABLE' | 'SIZE_REQUIRED' | 'CART_FULL' | 'FAVORITES_FULL' | 'QUANTITY_CAPPED' | 'LINE_GONE' | 'INVALID';

/**
 * What to do with a change whose request failed: the server's word on the item is final (report
 * it, drop the change); anything that may pass later (no connection, signed out, a server error,
 * too many requests) keeps it queued for the next attempt.
 */
export function classifyFailure(status: number, code: string, kind?: OfflineChange['kind']): { keep: true } | { keep: false; conflict: ReplayConflict | null } {
  // Measurements for a line no longer in the cart are lost unless the shopper hears of it.
  if (kind === 'measurements' && code === 'CART_ITEM_NOT_FOUND') return { keep: false, conflict: 'LINE_GONE' };
  switch (code) {
    case 'PRODUCT_NOT_FOUND':
    case 'OUT_OF_STOCK':
    case 'SIZE_NOT_AVAILABLE':
    case 'SIZE_REQUIRED':
    case 'CART_FULL':
    case 'FAVORITES_FULL':
      return { keep: false, conflict: code };
    // Already as wanted (removed elsewhere): nothing to tell.
    case 'FAVORITE_NOT_FOUND':
    case 'CART_ITEM_NOT_FOUND':
      return { keep: false, conflict: null };
  }
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return { keep: true };
  // Any other refusal (a bad id, a body the server will never take): retrying cannot help.
  return { keep: false, conflict: 'INVALID' };
}

/** Drops the changes that were sent (or refused for good) from a queue that may have grown meanwhile. */
export function withoutSettled(queue: readonly OfflineChange[], settled: readonly OfflineChange[]): OfflineChange[] {
  // Only an entry still equal to the one sent is dropped: a newer tap on the same item stays queued.
  // One for one: a line's entries on either side of an attachment may be equal, and only one was sent.
  const left = [...settled];
  return queue.filter((c) => {
    const i = left.findIndex((s) => sameChange(s, c));
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

function sameChange(a: OfflineChange, b: OfflineChange): boolean {
  if (changeKey(a) !== changeKey(b)) return false;
  if (a.kind === 'favorite' && b.kind === 'favorite') return a.favorited === b.favorited;
  if (a.kind === 'size' && b.kind === 'size') return a.selectedSize === b.selectedSize && a.quantity === b.quantity;
  if (a.kind === 'measurements' && b.kind === 'measurements') return measurementsStamp(a.aiMeasurements) === measurementsStamp(b.aiMeasurements);
  return a.kind === 'cart' && b.kind === 'cart' && a.quantity === b.quantity;
}

/** A queue read back from storage: entries without the shape this build expects are dropped. */
export function storedQueue(value: unknown): OfflineChange[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v: unknown): v is OfflineChange => {
    if (typeof v !== 'object' || v === null) return false;
    const c = v as Record<string, unknown>;
    if (typeof c.productId !== 'string' || typeof c.name !== 'string' || !(c.nameAm === null || typeof c.nameAm === 'string')) return false;
    if (c.kind === 'favorite') return typeof c.favorited === 'boolean';
    if (c.kind === 'measurements')
      return (
        (c.fromSize === null || typeof c.fromSize === 'string') &&
        typeof c.selectedSize === 'string' &&
        typeof c.aiMeasurements === 'object' &&
        c.aiMeasurements !== null &&
        measurementsStamp(c.aiMeasurements as OfflineMeasurements) !== null
      );
    if (c.kind === 'size')
      return (
        (c.fromSize === null || typeof c.fromSize === 'string') &&
        typeof c.selectedSize === 'string' &&
        Number.isSafeInteger(c.quantity) &&
        (c.quantity as number) >= 1 &&
        (c.aiMeasurements === undefined || (typeof c.aiMeasurements === 'object' && c.aiMeasurements !== null))
      );
    return (
      c.kind === 'cart' &&
      (c.selectedSize === null || typeof c.selectedSize === 'string') &&
      Number.isSafeInteger(c.quantity) &&
      (c.quantity as number) >= 0 &&
      (c.aiMeasurements === undefined || (typeof c.aiMeasurements === 'object' && c.aiMeasurements !== null))
    );
  });
}

/** A cart line as the page shows it, as far as the queue needs it. */
export interface ShownLine {
  productId: string;
  selectedSize: string | null;
  quantity: number;
  name: string;
  nameAm: string | null;
}

/**
 * The changes that turn the cart shown `before` a tap into the one shown `after` it, one per line
 * whose quantity moved (a removed line ends at 0). Any cart change but a size chosen (a `size`
 * change of its own) is queued this way, as the state it leaves.
 */
export function cartChanges(before: readonly ShownLine[], after: readonly ShownLine[]): CartChange[] {
  const key = (l: ShownLine) => `${l.productId}:${l.selectedSize ?? ''}`;
  const sum = (lines: readonly ShownLine[]) => {
    const by = new Map<string, ShownLine>();
    for (const l of lines) {
      const seen = by.get(key(l));
      by.set(key(l), seen ? { ...seen, quantity: seen.quantity + l.quantity } : l);
    }
    return by;
  };
  const was = sum(before);
  const now = sum(after);
  const changes: CartChange[] = [];
  for (const [k, line] of now) {
    if (was.get(k)?.quantity === line.quantity) continue;
    changes.push({ kind: 'cart', productId: line.productId, selectedSize: line.selectedSize, quantity: line.quantity, name: line.name, nameAm: line.nameAm });
  }
  for (const [k, line] of was) {
    if (!now.has(k)) changes.push({ kind: 'cart', productId: line.productId, selectedSize: line.selectedSize, quantity: 0, name: line.name, nameAm: line.nameAm });
  }
  return changes;
}
