import { describe, expect, it } from 'vitest';
import { createOrderTokenStore, ORDER_TOKENS_MAX, ORDER_TOKENS_STORAGE } from './order-tokens';
import { memoryStorage } from './test-storage';

describe('order token store', () => {
  it('keeps a guest token per order and reads it back on another page (same session storage)', () => {
    const storage = memoryStorage();
    createOrderTokenStore(() => storage).save('order-1', 'token-1');
    const successPage = createOrderTokenStore(() => storage);
    expect(successPage.get('order-1')).toBe('token-1');
    expect(successPage.get('order-2')).toBeNull();
  });

  it('replaces the token of the same order and forgets one on request', () => {
    const storage = memoryStorage();
    const store = createOrderTokenStore(() => storage);
    store.save('o', 'old');
    store.save('o', 'new');
    expect(store.get('o')).toBe('new');
    store.forget('o');
    expect(store.get('o')).toBeNull();
  });

  it(`keeps only the newest ${ORDER_TOKENS_MAX}`, () => {
    const storage = memoryStorage();
    const store = createOrderTokenStore(() => storage);
    for (let i = 0; i < ORDER_TOKENS_MAX + 5; i++) store.save(`o${i}`, `t${i}`);
    expect(store.get('o0')).toBeNull();
    expect(store.get('o4')).toBeNull();
    expect(store.get('o5')).toBe('t5');
    expect(store.get(`o${ORDER_TOKENS_MAX + 4}`)).toBe(`t${ORDER_TOKENS_MAX + 4}`);
    expect(Object.keys(JSON.parse(storage.getItem(ORDER_TOKENS_STORAGE) ?? '{}') as object)).toHaveLength(ORDER_TOKENS_MAX);
  });

  it('treats tampered or malformed storage as empty', () => {
    const storage = memoryStorage();
    storage.setItem(ORDER_TOKENS_STORAGE, '{not json');
    expect(createOrderTokenStore(() => storage).get('o')).toBeNull();
    storage.setItem(ORDER_TOKENS_STORAGE, JSON.stringify({ o: 42 }));
    expect(createOrderTokenStore(() => storage).get('o')).toBeNull();
    storage.setItem(ORDER_TOKENS_STORAGE, JSON.stringify(['t']));
    expect(createOrderTokenStore(() => storage).get('0')).toBeNull();
  });

  it('ignores empty ids and tokens, and remembers in memory when storage refuses', () => {
    const store = createOrderTokenStore(() => memoryStorage(true));
    store.save('', 'x');
    store.save('o', '');
    expect(store.get('o')).toBeNull();
    store.save('o', 'kept');
    expect(store.get('o')).toBe('kept');
  });
});
