import { describe, expect, it } from 'vitest';
import { isApiPath, isPageRequest } from './maintenance';

describe('isPageRequest', () => {
  it('is a page for GET and HEAD of an address without an extension, outside the API and storage', () => {
    expect(isPageRequest('GET', '/')).toBe(true);
    expect(isPageRequest('GET', '/products')).toBe(true);
    expect(isPageRequest('HEAD', '/designers/selam-tesfaye')).toBe(true);
    expect(isPageRequest('GET', '/api/site')).toBe(false);
    expect(isPageRequest('GET', '/api')).toBe(false);
    expect(isPageRequest('GET', '/storage/products/a')).toBe(false);
    expect(isPageRequest('GET', '/assets/index-abc.js')).toBe(false);
    expect(isPageRequest('GET', '/sw.js')).toBe(false);
    expect(isPageRequest('POST', '/products')).toBe(false);
  });

  it('reads the API prefix without case, so a case-insensitive router could not open the gate', () => {
    expect(isPageRequest('GET', '/API/site')).toBe(false);
    expect(isPageRequest('GET', '/Storage/products/a')).toBe(false);
    expect(isApiPath('/Api/cart/items')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
  });
});
