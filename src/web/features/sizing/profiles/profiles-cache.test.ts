import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { MeasurementProfile } from '../types';
import { createProfileOptions } from './create-measurement-profile';
import { deleteProfileOptions } from './delete-measurement-profile';
import { PROFILES_KEY } from './get-measurement-profiles';
import { setPrimaryOptions } from './set-primary-profile';
import { updateProfileOptions } from './update-measurement-profile';
import type { ProfileToasts } from './use-profile-toasts';

const profile = (id: string, updatedAt: string, isPrimary = false): MeasurementProfile => ({
  id,
  profileName: `Profile ${id}`,
  gender: 'women',
  measurements: { bust_cm: 92, waist_cm: 76 },
  estimatedMeasurements: null,
  heightInput: null,
  preferredFit: 'regular',
  measurementUnit: 'metric',
  confidenceScore: null,
  isPrimary,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
});

const home = profile('a', '2026-03-05T00:00:00.000Z', true);
const work = profile('b', '2026-03-04T00:00:00.000Z');
const mum = profile('c', '2026-03-03T00:00:00.000Z');
const LIST = [home, work, mum];

/** A fetch whose reply the test releases when it wants, to look at the cache in between. */
function deferredFetch() {
  let release: (response: Response) => void = () => undefined;
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Promise<Response>((resolve) => {
      release = resolve;
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, reply: (response: Response) => release(response) };
}

const json = (status: number, body: unknown) => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string) => json(status, { error: { code, message: code } });

let qc: QueryClient;
let toasts: { failed: ReturnType<typeof vi.fn>; done: ReturnType<typeof vi.fn> } & ProfileToasts;
const cached = () => qc.getQueryData<MeasurementProfile[]>(PROFILES_KEY);
const invalidated = () => qc.getQueryState(PROFILES_KEY)?.isInvalidated ?? false;

beforeEach(() => {
  qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  qc.setQueryData(PROFILES_KEY, LIST);
  const failed = vi.fn();
  const done = vi.fn();
  toasts = { failed, done };
});

afterEach(() => {
  vi.unstubAllGlobals();
  qc.clear();
});

describe('set primary', () => {
  it('moves the badge and the row at once, then takes the server’s list and invalidates', async () => {
    const net = deferredFetch();
    const run = new MutationObserver(qc, setPrimaryOptions(qc, toasts)).mutate(mum);
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    expect(net.calls[0]).toEqual({ url: '/api/measurement-profiles/c/primary', method: 'POST', body: undefined });
    expect(cached()?.map((p) => [p.id, p.isPrimary])).toEqual([
      ['c', true],
      ['a', false],
      ['b', false],
    ]);
    const server = [{ ...mum, isPrimary: true, updatedAt: '2026-03-06T00:00:00.000Z' }, { ...home, isPrimary: false }, work];
    net.reply(json(200, { items: server }));
    await run;
    expect(cached()).toEqual(server);
    expect(toasts.done).toHaveBeenCalledWith('primary', 'Profile c');
    expect(invalidated()).toBe(true);
  });

  it('rolls back and says "Error updating primary profile" when the server refuses', async () => {
    const net = deferredFetch();
    const run = new MutationObserver(qc, setPrimaryOptions(qc, toasts)).mutate(work);
    await vi.waitFor(() => expect(cached()?.[0]?.id).toBe('b'));
    net.reply(apiError(500, 'INTERNAL'));
    await expect(run).rejects.toBeInstanceOf(ApiError);
    expect(cached()).toEqual(LIST);
    expect(toasts.failed).toHaveBeenCalledWith('primary', expect.objectContaining({ code: 'INTERNAL' }));
    expect(toasts.done).not.toHaveBeenCalled();
    expect(invalidated()).toBe(true);
  });
});

describe('delete', () => {
  it('removes the row at once and keeps it removed on success', async () => {
    const net = deferredFetch();
    const run = new MutationObserver(qc, deleteProfileOptions(qc, toasts)).mutate(work);
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    expect(net.calls[0]).toMatchObject({ url: '/api/measurement-profiles/b', method: 'DELETE' });
    expect(cached()?.map((p) => p.id)).toEqual(['a', 'c']);
    net.reply(new Response(null, { status: 204 }));
    await run;
    expect(cached()?.map((p) => p.id)).toEqual(['a', 'c']);
    expect(toasts.done).toHaveBeenCalledWith('delete', 'Profile b');
    expect(invalidated()).toBe(true);
  });

  it('puts the row back when the server refuses', async () => {
    const net = deferredFetch();
    const run = new MutationObserver(qc, deleteProfileOptions(qc, toasts)).mutate(home);
    await vi.waitFor(() => expect(cached()).toHaveLength(2));
    net.reply(apiError(503, 'UNAVAILABLE'));
    await expect(run).rejects.toBeInstanceOf(ApiError);
    expect(cached()).toEqual(LIST);
    expect(toasts.failed).toHaveBeenCalledWith('delete', expect.objectContaining({ code: 'UNAVAILABLE' }));
  });

  it('treats a profile already deleted elsewhere as deleted', async () => {
    const net = deferredFetch();
    const run = new MutationObserver(qc, deleteProfileOptions(qc, toasts)).mutate(mum);
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    net.reply(apiError(404, 'PROFILE_NOT_FOUND'));
    await expect(run).rejects.toBeInstanceOf(ApiError);
    expect(cached()?.map((p) => p.id)).toEqual(['a', 'b']);
    expect(toasts.failed).not.toHaveBeenCalled();
    expect(invalidated()).toBe(true);
  });
});

describe('save and update', () => {
  const body = {
    profileName: 'Sister',
    gender: 'women' as const,
    measurements: { bust_cm: 88 },
    heightInput: null,
    preferredFit: 'tight' as const,
    measurementUnit: 'metric' as const,
    confidenceScore: null,
    isPrimary: true,
  };

  it('adds the saved profile in order (a new primary demotes the old) and invalidates', async () => {
    const net = deferredFetch();
    const run = new MutationObserver(qc, createProfileOptions(qc, toasts)).mutate(body);
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    expect(net.calls[0]).toEqual({ url: '/api/measurement-profiles', method: 'POST', body });
    // Nothing is shown before the server has the profile (it decides primary and the id).
    expect(cached()).toEqual(LIST);
    const saved = { ...profile('d', '2026-03-07T00:00:00.000Z', true), profileName: 'Sister' };
    net.reply(json(201, { profile: saved }));
    await run;
    expect(cached()?.map((p) => [p.id, p.isPrimary])).toEqual([
      ['d', true],
      ['a', false],
      ['b', false],
      ['c', false],
    ]);
    expect(toasts.done).toHaveBeenCalledWith('save', 'Sister');
    expect(invalidated()).toBe(true);
  });

  it('reports the profile limit as "Error saving profile" and changes nothing', async () => {
    const net = deferredFetch();
    const run = new MutationObserver(qc, createProfileOptions(qc, toasts)).mutate(body);
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    net.reply(apiError(409, 'PROFILE_LIMIT'));
    await expect(run).rejects.toMatchObject({ code: 'PROFILE_LIMIT', status: 409 });
    expect(cached()).toEqual(LIST);
    expect(toasts.failed).toHaveBeenCalledWith('save', expect.objectContaining({ code: 'PROFILE_LIMIT' }));
  });

  it('replaces an updated profile in place', async () => {
    const net = deferredFetch();
    const run = new MutationObserver(qc, updateProfileOptions(qc, toasts)).mutate({ id: 'c', body: { measurements: { bust_cm: 95 } } });
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    expect(net.calls[0]).toEqual({ url: '/api/measurement-profiles/c', method: 'PATCH', body: { measurements: { bust_cm: 95 } } });
    net.reply(json(200, { profile: { ...mum, measurements: { bust_cm: 95 }, updatedAt: '2026-03-08T00:00:00.000Z' } }));
    await run;
    expect(cached()?.map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(cached()?.find((p) => p.id === 'c')?.measurements).toEqual({ bust_cm: 95 });
    expect(toasts.done).toHaveBeenCalledWith('update', 'Profile c');
  });
});
