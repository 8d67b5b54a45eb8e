import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplayOutcome } from '../../lib/offline-report';
import { readOfflineChanges } from '../../lib/offline-changes';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { changeCartOffline, chooseSizeOffline } from './offline-cart';
import { replayOfflineCart } from './offline-cart-replay';
import { applyAdd, applyQuantity, EMPTY_CART, cartOf } from './optimistic';
import type { Cart, CartItemDraft } from './types';

const reports: ReplayOutcome[] = [];
vi.mock('../../lib/offline-report', () => ({ reportReplay: (_kind: string, outcome: ReplayOutcome) => reports.push(outcome) }));

const USER = 'user-1';
const draft = (productId: string, stock = 5): CartItemDraft => ({ productId, name: `Kemis ${productId}`, nameAm: null, priceMinor: 5_000, imageUrl: null, sizes: ['One Size'], stock, selectedSize: 'One Size' });

/** The cart routes as far as a replay uses them; `refuse` answers a product's requests with a code. */
function fakeServer(options: { stock?: Record<string, number>; refuse?: Record<string, [number, string]>; down?: boolean } = {}) {
  const lines: Array<{ id: string; productId: string; selectedSize: string | null; quantity: number }> = [];
  let next = 1;
  const requests: string[] = [];
  const cart = (): Cart =>
    cartOf(lines.map((l) => ({ ...l, name: l.productId, nameAm: null, priceMinor: 5_000, imageUrl: null, sizes: ['One Size'], stock: 10, maxQuantity: 10, available: true, addedAt: '2026-11-26T00:00:00Z' })));
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const cap = (productId: string, q: number) => Math.min(q, options.stock?.[productId] ?? 10);
  const fetch = vi.fn((path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    requests.push(`${method} ${path}`);
    if (options.down && method !== 'GET') return Promise.reject(new TypeError('Failed to fetch'));
    if (method === 'GET') return Promise.resolve(json(200, cart()));
    const body = init.body ? (JSON.parse(String(init.body)) as { productId?: string; selectedSize?: string | null; quantity?: number }) : {};
    if (method === 'POST') {
      const refused = options.refuse?.[body.productId ?? ''];
      if (refused) return Promise.resolve(json(refused[0], { error: { code: refused[1], message: refused[1] } }));
      const existing = lines.find((l) => l.productId === body.productId && l.selectedSize === body.selectedSize);
      if (existing) existing.quantity = cap(existing.productId, existing.quantity + (body.quantity ?? 1));
      else lines.push({ id: `line-${next++}`, productId: body.productId ?? '', selectedSize: body.selectedSize ?? null, quantity: cap(body.productId ?? '', body.quantity ?? 1) });
      return Promise.resolve(json(200, { ...cart(), added: { lineId: 'x', quantity: 0, capped: false } }));
    }
    const sizeRoute = path.endsWith('/size');
    const id = decodeURIComponent(path.split('/').at(sizeRoute ? -2 : -1) ?? '');
    const index = lines.findIndex((l) => l.id === id);
    if (index < 0) return Promise.resolve(json(404, { error: { code: 'CART_ITEM_NOT_FOUND', message: '' } }));
    if (sizeRoute) {
      const refused = options.refuse?.[lines[index]!.productId];
      if (refused) return Promise.resolve(json(refused[0], { error: { code: refused[1], message: refused[1] } }));
      lines[index]!.selectedSize = (body as { selectedSize?: string }).selectedSize ?? null;
      return Promise.resolve(json(200, cart()));
    }
    if (method === 'DELETE') lines.splice(index, 1);
    else lines[index]!.quantity = cap(lines[index]!.productId, body.quantity ?? 0);
    return Promise.resolve(json(200, cart()));
  });
  return { fetch, lines, requests };
}

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

let qc: QueryClient;
beforeEach(() => {
  reports.length = 0;
  qc = new QueryClient();
  qc.setQueryData(['cart', USER], EMPTY_CART);
  vi.stubGlobal('window', { localStorage: new MemoryStorage(), dispatchEvent: () => true });
});
afterEach(() => vi.unstubAllGlobals());

describe('a signed-in shopper’s cart changes made offline', () => {
  it('show at once, are kept per account as quantities, and reach the server once however often the replay runs', async () => {
    changeCartOffline(qc, USER, (cart) => applyAdd(cart, draft('p1')));
    changeCartOffline(qc, USER, (cart) => applyAdd(cart, draft('p1')));
    changeCartOffline(qc, USER, (cart) => applyAdd(cart, draft('p2')));
    const shown = qc.getQueryData<Cart>(['cart', USER]);
    changeCartOffline(qc, USER, (cart) => applyQuantity(cart, shown!.lines.find((l) => l.productId === 'p2')!.id, 0));
    expect(qc.getQueryData<Cart>(['cart', USER])?.count).toBe(2);
    expect(readOfflineChanges(USER).map((c) => (c.kind === 'cart' ? `${c.productId}=${c.quantity}` : ''))).toEqual(['p1=2', 'p2=0']);
    expect(readOfflineChanges('someone-else')).toEqual([]);

    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    await replayOfflineCart(qc, USER);
    await replayOfflineCart(qc, USER);
    expect(server.lines.map((l) => `${l.productId}=${l.quantity}`)).toEqual(['p1=2']);
    expect(server.requests.filter((r) => !r.startsWith('GET'))).toEqual(['POST /api/cart/items']);
    expect((window as unknown as { localStorage: MemoryStorage }).localStorage.getItem(STORAGE_KEYS.offlineChanges(USER))).toBeNull();
    expect(reports).toEqual([{ sent: 1, conflicts: [] }]);
  });

  it('reports what the server refuses or caps, and drops it', async () => {
    changeCartOffline(qc, USER, (cart) => applyAdd(cart, draft('gone')));
    changeCartOffline(qc, USER, (cart) => applyAdd(applyAdd(applyAdd(cart, draft('few')), draft('few')), draft('few')));
    const server = fakeServer({ refuse: { gone: [404, 'PRODUCT_NOT_FOUND'] }, stock: { few: 2 } });
    vi.stubGlobal('fetch', server.fetch);
    await replayOfflineCart(qc, USER);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.conflicts.map((c) => [c.change.productId, c.conflict, c.available])).toEqual([
      ['gone', 'PRODUCT_NOT_FOUND', undefined],
      ['few', 'QUANTITY_CAPPED', 2],
    ]);
    expect(readOfflineChanges(USER)).toEqual([]);
  });

  it('keeps everything queued, in order, when the connection fails again', async () => {
    changeCartOffline(qc, USER, (cart) => applyAdd(cart, draft('p1')));
    changeCartOffline(qc, USER, (cart) => applyAdd(cart, draft('p2')));
    vi.stubGlobal('fetch', fakeServer({ down: true }).fetch);
    await replayOfflineCart(qc, USER);
    expect(readOfflineChanges(USER).map((c) => c.productId)).toEqual(['p1', 'p2']);
    expect(reports).toEqual([{ sent: 0, conflicts: [] }]);
  });

  it('a size chosen offline shows at once, survives a reload as a move, and goes through the size route once', async () => {
    const server = fakeServer();
    server.lines.push({ id: 'line-9', productId: 'p1', selectedSize: null, quantity: 2 });
    vi.stubGlobal('fetch', server.fetch);
    const sized = (line: Cart['lines'][number]) => ({ ...line, sizes: ['S', 'M'], needsSize: true });
    const shown = cartOf(server.lines.map((l) => sized({ ...l, name: 'Kemis', nameAm: 'ቀሚስ', priceMinor: 5_000, imageUrl: null, sizes: [], stock: 10, maxQuantity: 10, available: true, addedAt: '2026-11-26T00:00:00Z' })));
    qc.setQueryData(['cart', USER], shown);
    chooseSizeOffline(qc, USER, shown.lines[0]!, 'M');
    const line = qc.getQueryData<Cart>(['cart', USER])?.lines[0];
    expect([line?.selectedSize, line?.needsSize, line?.quantity]).toEqual(['M', false, 2]);
    expect(readOfflineChanges(USER)).toEqual([{ kind: 'size', productId: 'p1', fromSize: null, selectedSize: 'M', quantity: 2, name: 'Kemis', nameAm: 'ቀሚስ' }]);

    await replayOfflineCart(qc, USER);
    await replayOfflineCart(qc, USER);
    expect(server.requests.filter((r) => !r.startsWith('GET'))).toEqual(['PUT /api/cart/items/line-9/size']);
    expect(server.lines).toEqual([{ id: 'line-9', productId: 'p1', selectedSize: 'M', quantity: 2 }]);
    expect(readOfflineChanges(USER)).toEqual([]);
  });

  it('a size the server no longer offers is reported by name and leaves the line in the cart', async () => {
    const server = fakeServer({ refuse: { p1: [400, 'SIZE_NOT_AVAILABLE'] } });
    server.lines.push({ id: 'line-9', productId: 'p1', selectedSize: null, quantity: 1 });
    vi.stubGlobal('fetch', server.fetch);
    const shown = cartOf([{ id: 'line-9', productId: 'p1', selectedSize: null, quantity: 1, name: 'Kemis', nameAm: null, priceMinor: 5_000, imageUrl: null, sizes: ['S', 'M'], stock: 10, maxQuantity: 10, available: true, addedAt: '2026-11-26T00:00:00Z' }]);
    qc.setQueryData(['cart', USER], shown);
    chooseSizeOffline(qc, USER, shown.lines[0]!, 'S');
    await replayOfflineCart(qc, USER);
    expect(reports.at(-1)?.conflicts.map((c) => [c.conflict, c.change.name, c.change.kind === 'favorite' ? '' : c.change.selectedSize])).toEqual([['SIZE_NOT_AVAILABLE', 'Kemis', 'S']]);
    expect(server.lines).toEqual([{ id: 'line-9', productId: 'p1', selectedSize: null, quantity: 1 }]);
    expect(readOfflineChanges(USER)).toEqual([]);
  });
});
