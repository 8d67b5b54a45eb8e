import { describe, expect, it } from 'vitest';
import { decodeRequestPath } from './request-hygiene';

describe('decodeRequestPath', () => {
  it('decodes escapes once, as the router does, and drops the query', () => {
    expect(decodeRequestPath('/%61pi/cart/items')).toEqual({ path: '/api/cart/items' });
    expect(decodeRequestPath('/%61%70%69/orders?x=%2F')).toEqual({ path: '/api/orders' });
    expect(decodeRequestPath('/api/designers/%E1%88%B0%E1%88%8B%E1%88%9D')).toEqual({ path: '/api/designers/ሰላም' });
    expect(decodeRequestPath('/')).toEqual({ path: '/' });
    expect(decodeRequestPath('/products/')).toEqual({ path: '/products/' });
    // Case is kept: the router is case-sensitive, and the gate compares the prefix without case.
    expect(decodeRequestPath('/API/Cart')).toEqual({ path: '/API/Cart' });
    // Decoded once only: '%2561' is the text '%61', not 'a'.
    expect(decodeRequestPath('/%2561pi/orders')).toEqual({ path: '/%61pi/orders' });
  });

  it('refuses what would decode to another address than it says', () => {
    expect(decodeRequestPath('/api%2Fcart/items')).toEqual({ problem: 'ENCODED_SEPARATOR' });
    expect(decodeRequestPath('/api%2fcart')).toEqual({ problem: 'ENCODED_SEPARATOR' });
    expect(decodeRequestPath('/api%5Ccart')).toEqual({ problem: 'ENCODED_SEPARATOR' });
    expect(decodeRequestPath('/api\\cart')).toEqual({ problem: 'ENCODED_SEPARATOR' });
    expect(decodeRequestPath('//api/cart/items')).toEqual({ problem: 'EMPTY_SEGMENT' });
    expect(decodeRequestPath('/api//cart')).toEqual({ problem: 'EMPTY_SEGMENT' });
    expect(decodeRequestPath('/api/./cart')).toEqual({ problem: 'DOT_SEGMENT' });
    expect(decodeRequestPath('/x/../api/cart')).toEqual({ problem: 'DOT_SEGMENT' });
    expect(decodeRequestPath('/x/%2e%2E/api/cart')).toEqual({ problem: 'DOT_SEGMENT' });
    expect(decodeRequestPath('/x/.%2e')).toEqual({ problem: 'DOT_SEGMENT' });
    expect(decodeRequestPath('/api/%E0%A4%A')).toEqual({ problem: 'MALFORMED' });
    expect(decodeRequestPath('http://evil.example/api/cart')).toEqual({ problem: 'MALFORMED' });
    expect(decodeRequestPath('*')).toEqual({ problem: 'MALFORMED' });
  });

  it('leaves dots that are not whole segments alone', () => {
    expect(decodeRequestPath('/assets/index-abc.js')).toEqual({ path: '/assets/index-abc.js' });
    expect(decodeRequestPath('/product/..x')).toEqual({ path: '/product/..x' });
  });
});
