import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { getMe } from './get-me';
import { offlineAccount, parseSnapshot, rememberAccount, snapshotOf } from './offline-account';
import type { Me } from '@domain/accounts/api';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const ME: Me = {
  id: 'u1',
  email: 'almaz@example.com',
  emailVerified: true,
  fullName: 'Almaz Bekele',
  role: 'customer',
  isApproved: true,
  country: 'ET',
  city: 'Addis Ababa',
  phone: '+251911000000',
  slug: null,
  profileImageUrl: null,
  shopSuspended: false,
  preferredLanguage: 'am-ET',
  preferredCurrency: 'ETB',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('the account kept for a start with no network', () => {
  it('keeps only what the app shell shows: no phone, no address', () => {
    rememberAccount(ME);
    const kept = JSON.parse(storage.getItem(STORAGE_KEYS.offlineAccount) ?? '{}') as Record<string, unknown>;
    expect(kept).toEqual(snapshotOf(ME));
    expect(kept).not.toHaveProperty('phone');
    expect(kept).not.toHaveProperty('city');
    expect(kept).not.toHaveProperty('country');
    expect(offlineAccount()).toEqual({ ...ME, phone: null, city: null, country: null });
  });

  it('a copy read back without the expected shape is ignored', () => {
    for (const bad of [null, 'u1', {}, { ...snapshotOf(ME), role: 'root' }, { ...snapshotOf(ME), id: '' }, { ...snapshotOf(ME), emailVerified: 'yes' }]) expect(parseSnapshot(bad)).toBeNull();
  });

  it('the browser offline: the kept account answers without asking the network', async () => {
    rememberAccount(ME);
    vi.stubGlobal('navigator', { onLine: false });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect((await getMe())?.id).toBe('u1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a request with no answer falls back to it; with nothing kept the error stands', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(getMe()).rejects.toMatchObject({ status: 0 });
    rememberAccount(ME);
    expect((await getMe())?.fullName).toBe('Almaz Bekele');
  });

  it("the server's answer replaces it; no one signed in, a 401 or a 403 drops it; a server error keeps it", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(200, { user: { ...ME, fullName: 'Almaz B.' } }))));
    await getMe();
    expect(offlineAccount()?.fullName).toBe('Almaz B.');
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(503, { error: { code: 'UNAVAILABLE', message: '' } }))));
    await expect(getMe()).rejects.toMatchObject({ status: 503 });
    expect(offlineAccount()).not.toBeNull();
    storage.setItem(STORAGE_KEYS.userCart('u1'), '{"lines":[]}');
    storage.setItem(STORAGE_KEYS.userFavorites('u1'), '{"items":[]}');
    storage.setItem(STORAGE_KEYS.offlineChanges('u1'), '[]');
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(200, { user: null }))));
    await getMe();
    // Signed out elsewhere: the account's copies go with it; its unsent changes wait for its next sign-in.
    expect([storage.getItem(STORAGE_KEYS.userCart('u1')), storage.getItem(STORAGE_KEYS.userFavorites('u1')), storage.getItem(STORAGE_KEYS.offlineChanges('u1'))]).toEqual([null, null, '[]']);
    for (const answer of [json(200, { user: null }), json(401, { error: { code: 'UNAUTHENTICATED', message: '' } }), json(403, { error: { code: 'FORBIDDEN', message: '' } })]) {
      rememberAccount(ME);
      vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer)));
      expect(await getMe()).toBeNull();
      expect(offlineAccount()).toBeNull();
    }
  });
});
