import { describe, expect, it } from 'vitest';
import { offersInstallOn } from './app-shell';

describe('offersInstallOn', () => {
  it("offers installing on the shop's pages, never while paying, signing in or at work", () => {
    for (const page of ['/', '/products', '/product/p1', '/designers', '/designers/selam-tesfaye', '/sale', '/favorites', '/about']) expect(offersInstallOn(page), page).toBe(true);
    for (const page of ['/checkout', '/order-success', '/login', '/reset-password', '/designer-register', '/designer-dashboard', '/designer/add-product', '/admin'])
      expect(offersInstallOn(page), page).toBe(false);
    expect(offersInstallOn('/checkouts')).toBe(true);
  });
});
