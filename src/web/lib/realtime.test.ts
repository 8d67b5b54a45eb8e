import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changedAtHeaders } from './change-clock';
import { applyChangeEvent, oldestSharedRead, realtimeUrl } from './realtime';

describe('oldestSharedRead', () => {
  it('is the earliest server read of shared data, ignoring personal data and copies kept on the device', () => {
    const qc = new QueryClient();
    expect(oldestSharedRead(qc)).toBeNull();
    qc.setQueryData(['products', { page: 1 }], [], { updatedAt: 2_000 });
    qc.setQueryData(['categories'], [], { updatedAt: 1_500 });
    // Not a topic any change event names: its age says nothing about missed events.
    qc.setQueryData(['cart', 'u1'], [], { updatedAt: 1_000 });
    // A stored copy shown before the server answered (initialDataUpdatedAt 0).
    qc.setQueryData(['product', 'p1'], {}, { updatedAt: 0 });
    expect(oldestSharedRead(qc)).toBe(1_500);
  });
});

describe('applyChangeEvent', () => {
  const site = (enabled: boolean) => ({ maintenance: { enabled, title: 'Back soon', message: null, titleAm: null, messageAm: null }, menu: [] });

  it('turns the page into the maintenance page at once from the flag the event carries, and refetches the site data', () => {
    const qc = new QueryClient();
    qc.setQueryData(['site'], site(false), { updatedAt: 1_000 });
    applyChangeEvent(qc, JSON.stringify({ topic: 'site_settings', action: 'update', at: 2_000, maintenance: true }));
    const now = qc.getQueryState(['site']);
    expect(qc.getQueryData(['site'])).toEqual(site(true));
    // Still refetched, for the texts; from the network (the change's time goes with the read).
    expect(now?.isInvalidated).toBe(true);
    expect(changedAtHeaders()).toEqual({ 'x-tibeb-changed-at': '2000' });
    applyChangeEvent(qc, JSON.stringify({ topic: 'site_settings', action: 'update', at: 3_000, maintenance: false }));
    expect(qc.getQueryData(['site'])).toEqual(site(false));
  });

  it('dates later reads by the newest change, and ignores what it cannot read', () => {
    const qc = new QueryClient();
    qc.setQueryData(['products', { page: 1 }], [], { updatedAt: 1_000 });
    applyChangeEvent(qc, JSON.stringify({ topic: 'products', action: 'update', at: 9_000 }));
    expect(qc.getQueryState(['products', { page: 1 }])?.isInvalidated).toBe(true);
    applyChangeEvent(qc, JSON.stringify({ topic: 'products', action: 'update', at: 8_000 }));
    expect(changedAtHeaders()).toEqual({ 'x-tibeb-changed-at': '9000' });
    applyChangeEvent(qc, 'not json');
    applyChangeEvent(qc, JSON.stringify({ topic: 'site_settings', maintenance: 'yes', at: 9_500 }));
    expect(qc.getQueryData(['site'])).toBeUndefined();
    expect(changedAtHeaders()).toEqual({ 'x-tibeb-changed-at': '9500' });
  });
});

describe('a shipping_zones event', () => {
  it('refetches the console’s zones and whatever shows rates or arrival windows (keys under shipping), nothing else', () => {
    const qc = new QueryClient();
    qc.setQueryData(['shipping_zones', 'admin'], [], { updatedAt: 1_000 });
    qc.setQueryData(['shipping', 'quote', { country: 'GB' }], {}, { updatedAt: 1_000 });
    qc.setQueryData(['products', { page: 1 }], [], { updatedAt: 1_000 });
    applyChangeEvent(qc, JSON.stringify({ topic: 'shipping_zones', action: 'update', id: 'europe', at: 10_000 }));
    expect(qc.getQueryState(['shipping_zones', 'admin'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['shipping', 'quote', { country: 'GB' }])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['products', { page: 1 }])?.isInvalidated).toBe(false);
  });
});

describe('realtimeUrl', () => {
  it('names the topics and since, and the order link only when the page holds one (encoded)', () => {
    expect(realtimeUrl(['orders', 'messages'], null, null)).toBe('/api/realtime?topics=orders,messages');
    expect(realtimeUrl(['orders'], 1700, null)).toBe('/api/realtime?topics=orders&since=1700');
    expect(realtimeUrl(['messages'], null, { orderId: 'a1', token: 'x+y/z=' })).toBe('/api/realtime?topics=messages&order=a1&token=x%2By%2Fz%3D');
  });
});
