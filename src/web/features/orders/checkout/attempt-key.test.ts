import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@domain/orders/constants';
import { ATTEMPT_KEY_STORAGE, createAttemptKeyStore, randomAttemptKey } from './attempt-key';
import { memoryStorage } from './test-storage';

describe('checkout attempt key', () => {
  it('makes keys the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, randomAttemptKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('keeps one key for the attempt: a double click and a retry send the same one', () => {
    let n = 0;
    const store = createAttemptKeyStore(() => storage, () => `attempt-key-${++n}`);
    const storage = memoryStorage();
    expect(store.current()).toBeNull();
    const first = store.obtain();
    expect(store.obtain()).toBe(first);
    expect(store.obtain()).toBe(first);
    expect(n).toBe(1);
  });

  it('survives a reload of the page (a new store on the same session storage)', () => {
    const storage = memoryStorage();
    const before = createAttemptKeyStore(() => storage, () => 'key-before-reload');
    before.obtain();
    const after = createAttemptKeyStore(() => storage, () => 'a-different-key');
    expect(after.current()).toBe('key-before-reload');
    expect(after.obtain()).toBe('key-before-reload');
  });

  it('is forgotten once the order is confirmed, so the next checkout gets a new key', () => {
    const storage = memoryStorage();
    let n = 0;
    const store = createAttemptKeyStore(() => storage, () => `attempt-key-${++n}`);
    const first = store.obtain();
    store.forget();
    expect(storage.getItem(ATTEMPT_KEY_STORAGE)).toBeNull();
    expect(store.current()).toBeNull();
    expect(store.obtain()).not.toBe(first);
  });

  it('ignores a stored value of the wrong shape', () => {
    const storage = memoryStorage();
    storage.setItem(ATTEMPT_KEY_STORAGE, 'bad key!');
    const store = createAttemptKeyStore(() => storage, () => 'fresh-key-123');
    expect(store.current()).toBeNull();
    expect(store.obtain()).toBe('fresh-key-123');
  });

  it('still keeps the key for the page when storage refuses (private mode)', () => {
    const store = createAttemptKeyStore(() => memoryStorage(true), () => 'memory-key-1');
    expect(store.obtain()).toBe('memory-key-1');
    expect(store.obtain()).toBe('memory-key-1');
    store.forget();
    expect(store.current()).toBeNull();
  });

  it('works without storage at all (server rendering)', () => {
    const store = createAttemptKeyStore(() => undefined, () => 'no-storage-key');
    expect(store.obtain()).toBe('no-storage-key');
  });
});
