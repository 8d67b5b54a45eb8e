import { safeSessionStorage, STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * A guest's key to their orders (the `accessToken` of POST /api/orders), by order id. It stays in
 * this tab's session storage: the order-success page reads it (also after a payment provider sent
 * the shopper back), and it is gone when the tab closes, so a shared device does not keep it.
 */
export const ORDER_TOKENS_STORAGE = STORAGE_KEYS.orderTokens;
/** Enough for every order one sitting makes; the oldest give way. */
export const ORDER_TOKENS_MAX = 20;

type TokenMap = Record<string, string>;

const isTokenMap = (value: unknown): value is TokenMap =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string' && v.length > 0);

export interface OrderTokenStore {
  get(orderId: string): string | null;
  save(orderId: string, token: string): void;
  forget(orderId: string): void;
}

export function createOrderTokenStore(storage: () => Storage | undefined): OrderTokenStore {
  let memory: TokenMap = {};
  const read = (): TokenMap => {
    try {
      const raw = storage()?.getItem(ORDER_TOKENS_STORAGE);
      if (raw) {
        const parsed: unknown = JSON.parse(raw);
        if (isTokenMap(parsed)) return parsed;
      }
    } catch {
      // unreadable or unavailable: what this page remembers still counts
    }
    return { ...memory };
  };
  const write = (map: TokenMap) => {
    memory = map;
    try {
      storage()?.setItem(ORDER_TOKENS_STORAGE, JSON.stringify(map));
    } catch {
      // kept in memory for this page only
    }
  };
  return {
    get: (orderId) => read()[orderId] ?? null,
    save(orderId, token) {
      if (!orderId || !token) return;
      const { [orderId]: _previous, ...rest } = read();
      // Insertion order is age order: the newest goes last and the oldest are dropped first.
      const entries = [...Object.entries(rest), [orderId, token] as const].slice(-ORDER_TOKENS_MAX);
      write(Object.fromEntries(entries));
    },
    forget(orderId) {
      const { [orderId]: _gone, ...rest } = read();
      write(rest);
    },
  };
}

export const orderTokens: OrderTokenStore = createOrderTokenStore(safeSessionStorage);
