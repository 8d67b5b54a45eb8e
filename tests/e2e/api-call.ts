import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

/** A catalogue card as the journeys read it to pick a product in stock. */
export interface CardApi {
  id: string;
  sizes: string[];
  stockQuantity: number;
}

/** An order as the checkout answers it. */
export interface Placed {
  id: string;
  orderNumber: string;
  lines: { id: string; productId: string }[];
}

/**
 * A call to the API in the page's session, asserted to succeed (set-up steps a journey does not
 * click through); a POST carries a fresh Idempotency-Key, which checkout asks for.
 */
export async function call<T>(p: Page, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const res = await p.request[method](url, data === undefined ? {} : { data, headers: { 'idempotency-key': randomUUID() } });
  assert.ok(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
