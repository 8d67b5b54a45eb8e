import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesignerOrderLine } from '@domain/orders/types';
import type { DesignerLinesPage } from './get-designer-order-lines';
import { designerLinesKey, MY_ORDERS_KEY } from './order-keys';
import { replaceLine, setLineStatusOptions } from './set-line-status';

const line = (id: string, status: DesignerOrderLine['status'] = 'pending'): DesignerOrderLine => ({
  id,
  orderId: 'o1',
  orderNumber: 'TB-1',
  createdAt: '2026-03-01T08:00:00Z',
  status,
  nextStatuses: [],
  productId: 'p1',
  productName: 'Habesha kemis',
  productImageUrl: null,
  designerName: 'Selam Tesfaye',
  size: 'M',
  quantity: 1,
  unitPriceUsdMinor: 10_000,
  customerName: 'Meron',
  deliveryNotes: null,
  shippingCity: 'Addis Ababa',
  shippingCountry: 'ET',
  shipTo: null,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  measurements: null,
  history: [],
  isNew: false,
  readyBy: null,
  late: false,
  cash: null,
});

const pages = (...groups: DesignerOrderLine[][]): InfiniteData<DesignerLinesPage, string | null> => ({
  pages: groups.map((lines, i) => ({ lines, nextCursor: i < groups.length - 1 ? `c${i + 1}` : null, newCount: 0 })),
  pageParams: groups.map((_, i) => (i === 0 ? null : `c${i}`)),
});

describe('replaceLine', () => {
  it('swaps in the server’s line wherever it is, leaving other pages as they were', () => {
    const data = pages([line('a'), line('b')], [line('c')]);
    const out = replaceLine(data, line('c', 'confirmed'));
    expect(out?.pages[1]?.lines[0]?.status).toBe('confirmed');
    expect(out?.pages[0]).toBe(data.pages[0]);
  });

  it('answers the same object when the line is not there (nothing re-renders)', () => {
    const data = pages([line('a')]);
    expect(replaceLine(data, line('z', 'shipped'))).toBe(data);
    expect(replaceLine(undefined, line('a'))).toBeUndefined();
  });
});

describe('setLineStatusOptions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('updates every tab holding the line, then refetches the orders', async () => {
    const qc = new QueryClient();
    qc.setQueryData(designerLinesKey('all'), pages([line('a'), line('b')]));
    qc.setQueryData(designerLinesKey('pending'), pages([line('a')]));
    qc.setQueryData(MY_ORDERS_KEY, []);
    const answer = { ...line('a', 'confirmed'), nextStatuses: ['in_production', 'cancelled'] };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const options = setLineStatusOptions(qc);
    const result = await options.mutationFn?.({ lineId: 'a', status: 'confirmed' }, undefined as never);
    expect(fetchMock).toHaveBeenCalledWith('/api/order-lines/a/status', expect.objectContaining({ method: 'POST', body: JSON.stringify({ status: 'confirmed' }) }));
    options.onSuccess?.(result as DesignerOrderLine, { lineId: 'a', status: 'confirmed' }, undefined, undefined as never);
    expect(qc.getQueryData<InfiniteData<DesignerLinesPage>>(designerLinesKey('all'))?.pages[0]?.lines[0]?.status).toBe('confirmed');
    expect(qc.getQueryData<InfiniteData<DesignerLinesPage>>(designerLinesKey('pending'))?.pages[0]?.lines[0]?.status).toBe('confirmed');
    await options.onSettled?.(result, null, { lineId: 'a', status: 'confirmed' }, undefined, undefined as never);
    expect(qc.getQueryState(designerLinesKey('all'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(MY_ORDERS_KEY)?.isInvalidated).toBe(true);
  });

  it('sends a cancellation note only when there is one', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(line('a', 'cancelled')), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const options = setLineStatusOptions(new QueryClient());
    await options.mutationFn?.({ lineId: 'a', status: 'cancelled', note: '  Fabric sold out  ' }, undefined as never);
    await options.mutationFn?.({ lineId: 'a', status: 'cancelled', note: '   ' }, undefined as never);
    const bodies = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].body);
    expect(bodies).toEqual([JSON.stringify({ status: 'cancelled', note: 'Fabric sold out' }), JSON.stringify({ status: 'cancelled' })]);
  });
});
