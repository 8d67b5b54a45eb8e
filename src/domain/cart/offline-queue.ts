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
    };

/** One item's identity: a favourite is a product, a cart line a product in a size. */
export function changeKey(change: OfflineChange): string {
  return change.kind === 'favorite' ? `favorite:${change.productId}` : `cart:${change.productId}:${change.selectedSize ?? ''}`;
}

/**
 * The queue with one more change: a later change to the same item replaces the earlier one and
 * moves to the end, so the queue holds one entry per item, in the order items were last touched.
 */
export function enqueueChange(queue: readonly OfflineChange[], change: OfflineChange): OfflineChange[] {
  const key = changeKey(change);
  const kept = queue.filter((c) => changeKey(c) !== key);
  // A line added with measurements keeps them when its quantity changes later (the tap does not carry them).
  const earlier = queue.find((c) => changeKey(c) === key);
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
}

export type ReplayRequest =
  | { op: 'favorite-add'; change: OfflineChange & { kind: 'favorite' } }
  | { op: 'favorite-remove'; change: OfflineChange & { kind: 'favorite' } }
  | { op: 'cart-add'; change: OfflineChange & { kind: 'cart' }; quantity: number }
  | { op: 'cart-set'; change: OfflineChange & { kind: 'cart' }; lineId: string; quantity: number }
  | { op: 'cart-remove'; change: OfflineChange & { kind: 'cart' }; lineId: string };

/**
 * The requests that bring the server to the queued state, in queue order. Cart changes are planned
 * against `lines` (the server's cart read just before): a line already at the wanted quantity, or
 * already gone, needs nothing. Favourites are sent as they are (PUT and DELETE are idempotent) unless
 * `favorites` (the server's list) shows them already as wanted.
 */
export function planReplay(queue: readonly OfflineChange[], lines: readonly ServerLine[], favorites?: ReadonlySet<string>): ReplayRequest[] {
  const plan: ReplayRequest[] = [];
  for (const change of queue) {
    if (change.kind === 'favorite') {
      if (favorites && favorites.has(change.productId) === change.favorited) continue;
      plan.push(change.favorited ? { op: 'favorite-add', change } : { op: 'favorite-remove', change });
      continue;
    }
    const line = lines.find((l) => l.productId === change.productId && l.selectedSize === change.selectedSize);
    const wanted = Math.max(0, Math.trunc(change.quantity));
    if (!line) {
      if (wanted > 0) plan.push({ op: 'cart-add', change, quantity: wanted });
    } else if (wanted === 0) plan.push({ op: 'cart-remove', change, lineId: line.id });
    else if (line.quantity !== wanted) plan.push({ op: 'cart-set', change, lineId: line.id, quantity: wanted });
  }
  return plan;
}

/** Why the server refused a queued change; told to the shopper, then the change is dropped. */
export type ReplayConflict = 'PRODUCT_NOT_FOUND' | 'OUT_OF_STOCK' | 'SIZE_NOT_AVAILABLE' | 'SIZE_REQUIRED' | 'CART_FULL' | 'FAVORITES_FULL' | 'QUANTITY_CAPPED' | 'INVALID';

/**
 * What to do with a change whose request failed: the server's word on the item is final (report
 * it, drop the change); anything that may pass later (no connection, signed out, a server error,
 * too many requests) keeps it queued for the next attempt.
 */
export function classifyFailure(status: number, code: string): { keep: true } | { keep: false; conflict: ReplayConflict | null } {
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
  return queue.filter((c) => !settled.some((s) => sameChange(s, c)));
}

function sameChange(a: OfflineChange, b: OfflineChange): boolean {
  if (changeKey(a) !== changeKey(b)) return false;
  if (a.kind === 'favorite' && b.kind === 'favorite') return a.favorited === b.favorited;
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
 * whose quantity moved (a removed line ends at 0). Any cart change (add, quantity, remove, clear, a
 * size chosen) is queued this way, as the state it leaves.
 */
export function cartChanges(before: readonly ShownLine[], after: readonly ShownLine[]): Array<OfflineChange & { kind: 'cart' }> {
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
  const changes: Array<OfflineChange & { kind: 'cart' }> = [];
  for (const [k, line] of now) {
    if (was.get(k)?.quantity === line.quantity) continue;
    changes.push({ kind: 'cart', productId: line.productId, selectedSize: line.selectedSize, quantity: line.quantity, name: line.name, nameAm: line.nameAm });
  }
  for (const [k, line] of was) {
    if (!now.has(k)) changes.push({ kind: 'cart', productId: line.productId, selectedSize: line.selectedSize, quantity: 0, name: line.name, nameAm: line.nameAm });
  }
  return changes;
}
