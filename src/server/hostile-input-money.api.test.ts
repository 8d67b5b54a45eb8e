import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts, profiles } from './db/schema';
import { encode, hostileBody, hostileString, parseOrNull } from './test/hostile';
import { checkoutPayload, createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from './test/test-app';

/**
 * Hostile input aimed at the money routes with rows behind them (issue 37): manual payouts and
 * retries for a designer with money, recording cash on delivery for a shipped line, and the
 * payout account. Whatever the input: never a 5xx, our error shape, nothing half-written.
 * (hostile-input.api.test.ts throws the same values at every route of the OpenAPI document.)
 */

let t: TestApp;
let shopper: Session;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('hostile input on the payout routes, aimed at a designer with money', () => {
  it('manual payouts and retries take any body without a 5xx; money leaves only by a valid, recorded payout', { timeout: 120_000 }, async () => {
    const caller = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
    const [designer] = await t.database.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.role, 'designer')).limit(1);
    const designerId = designer!.id;
    const as = (options: InjectOptions) => t.app.inject(withCookie(caller, { remoteAddress: freshIp(), ...options }));
    const funded = await as({ method: 'POST', url: `/api/admin/payouts/designers/${designerId}/adjustments`, headers: { 'idempotency-key': randomUUID() }, payload: { amountMinor: 50_000, currency: 'ETB', reason: 'Hostile test balance' } });
    expect(funded.statusCode, funded.body).toBe(201);
    const balance = async () => (await as({ method: 'GET', url: `/api/admin/payouts/designers/${designerId}/ledger` })).json<{ balance: { balances: { currency: string; availableMinor: number }[] } }>().balance.balances.find((b) => b.currency === 'ETB')?.availableMinor ?? 0;
    const before = await balance();
    const failures: string[] = [];
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        hostileBody({ properties: { designerId: {}, amountMinor: {}, currency: {}, channel: {}, reference: {}, note: {} } }),
        fc.oneof(fc.constant(designerId), hostileString),
        fc.constantFrom('manual', 'retry', 'list'),
        async (body, id, which) => {
          const options: InjectOptions =
            which === 'manual'
              ? { method: 'POST', url: '/api/admin/payouts/manual', headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json' }, payload: JSON.stringify(typeof body === 'object' && body !== null && !Array.isArray(body) ? { designerId: id, ...body } : body) ?? 'null' }
              : which === 'retry'
                ? { method: 'POST', url: `/api/admin/payouts/${encode(id)}/retry`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null' }
                : { method: 'GET', url: `/api/admin/payouts?designerId=${encode(id)}&status=${encode(body)}` };
          const res = await as(options);
          statuses.add(res.statusCode);
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${options.url?.toString().slice(0, 100)} ${JSON.stringify(body)?.slice(0, 200)}`);
          if (res.statusCode >= 400 && typeof parseOrNull(res.body)?.error?.code !== 'string') failures.push(`not our shape ${res.statusCode} ${options.url?.toString().slice(0, 100)}`);
          return true;
        },
      ),
      { numRuns: 80, seed: 2026 },
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(statuses.has(401) || statuses.has(403)).toBe(false);
    expect(statuses.has(400)).toBe(true);
    // Whatever got through was a whole, recorded payout: the balance moved by exactly what was recorded.
    const recorded = await t.database.db.select().from(payouts).where(eq(payouts.designerId, designerId));
    expect(await balance()).toBe(before - recorded.filter((p) => p.currency === 'ETB').reduce((sum, p) => sum + p.amountMinor, 0));
  });
});

describe('hostile input on recording cash on delivery, aimed at a shipped line (issue 37)', () => {
  it('refuses every bad body with a stable code and writes nothing; the line stays shipped until a good record', { timeout: 120_000 }, async () => {
    const designer = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?designer=selam-tesfaye&pageSize=48' })).json<{ items: { id: string; sizes: string[]; stockQuantity: number }[] }>();
    const product = list.items.find((p) => p.stockQuantity > 2 && p.sizes.length > 0);
    if (!product) throw new Error('Selam has no product in stock');
    const placed = await t.app.inject(
      withCookie(shopper, { method: 'POST', url: '/api/orders', remoteAddress: freshIp(), headers: { 'idempotency-key': randomUUID() }, payload: checkoutPayload([{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] }]) }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const line = placed.json<{ order: { lines: { id: string }[] } }>().order.lines[0]!.id;
    for (const status of ['confirmed', 'in_production', 'shipped']) {
      const moved = await t.app.inject(withCookie(designer, { method: 'POST', url: `/api/order-lines/${line}/status`, remoteAddress: freshIp(), payload: { status } }));
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const post = (payload: unknown) =>
      t.app.inject(withCookie(designer, { method: 'POST', url: `/api/order-lines/${line}/cash`, remoteAddress: freshIp(), payload: JSON.stringify(payload) ?? 'null', headers: { 'content-type': 'application/json' } }));
    const stateOf = async () => (await t.app.inject(withCookie(designer, { method: 'GET', url: '/api/designer/order-lines' }))).json<{ lines: { id: string; status: string; cash: { record: unknown } | null }[] }>().lines.find((l) => l.id === line);

    const cases: Array<[unknown, string, string]> = [
      [{ outcome: 'collected', collectedBy: 'designer', amountMinor: -100 }, 'amountMinor', 'COD_AMOUNT_INVALID'],
      [{ outcome: 'collected', collectedBy: 'designer', amountMinor: 10.5 }, 'amountMinor', 'COD_AMOUNT_INVALID'],
      [{ outcome: 'collected', collectedBy: 'designer', amountMinor: '6500' }, 'amountMinor', 'COD_AMOUNT_INVALID'],
      [{ outcome: 'collected', collectedBy: 'designer', amountMinor: 1e308 }, 'amountMinor', 'COD_AMOUNT_INVALID'],
      [{ outcome: 'paid', collectedBy: 'designer' }, 'outcome', 'COD_OUTCOME_INVALID'],
      [{ outcome: 'collected', collectedBy: 'neighbour' }, 'collectedBy', 'COD_COLLECTOR_INVALID'],
      [{ outcome: 'shortfall', collectedBy: 'designer', amountMinor: 100 }, 'reason', 'REASON_REQUIRED'],
      [{ outcome: 'shortfall', collectedBy: 'designer', amountMinor: 100, reason: '   ' }, 'reason', 'REASON_REQUIRED'],
      [{ outcome: 'shortfall', collectedBy: 'designer', amountMinor: 100, reason: 'x'.repeat(301) }, 'reason', 'REASON_TOO_LONG'],
      [{ outcome: 'shortfall', collectedBy: 'designer', reason: 'short' }, 'amountMinor', 'COD_AMOUNT_INVALID'],
      [{ outcome: 'refused', collectedBy: 'courier', reason: 'no' }, 'stock', 'COD_STOCK_REQUIRED'],
      [{ outcome: 'refused', collectedBy: 'courier', reason: 'no', stock: 'burnt' }, 'stock', 'COD_STOCK_INVALID'],
      [{ outcome: 'refused', collectedBy: 'courier', reason: 'no', stock: 'returned', amountMinor: 500 }, 'amountMinor', 'COD_AMOUNT_INVALID'],
      [{ outcome: 'collected', collectedBy: 'designer', stock: 'returned' }, 'stock', 'COD_STOCK_INVALID'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { code: string; fields?: Record<string, string[]> } }>().error, JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: [code] } });
    }
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileBody({ properties: { outcome: {}, amountMinor: {}, collectedBy: {}, reason: {}, stock: {} } }), async (body) => {
        const res = await post(body);
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${JSON.stringify(body)?.slice(0, 200)}: ${res.body.slice(0, 200)}`);
        if (res.statusCode < 400) failures.push(`accepted ${JSON.stringify(body)?.slice(0, 200)}`);
        if (res.statusCode >= 400 && typeof parseOrNull(res.body)?.error?.code !== 'string') failures.push(`not our shape ${res.statusCode}`);
        return true;
      }),
      { numRuns: 60, seed: 2026 },
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(await stateOf()).toMatchObject({ status: 'shipped', cash: { record: null } });
    const good = await post({ outcome: 'collected', collectedBy: 'designer' });
    expect(good.statusCode, good.body).toBe(201);
    expect(await stateOf()).toMatchObject({ status: 'delivered', cash: { record: { outcome: 'collected' } } });
  });
});

describe('hostile input on the payout account (issue 37)', () => {
  it('letters, unknown banks, NUL bytes, huge strings, wrong types and broken JSON: stable codes, nothing written', { timeout: 120_000 }, async () => {
    const designer = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
    const send = (payload: string) =>
      t.app.inject(withCookie(designer, { method: 'PUT', url: '/api/studio/payout-account', remoteAddress: freshIp(), payload, headers: { 'content-type': 'application/json' } }));
    const good = { kind: 'bank', bankCode: 'cbe', accountNumber: '1000123456789', accountName: 'Hirut Bekele', currentPassword: 'Tibeb-Designer-2026!' };
    const cases: Array<[string, string, string]> = [
      [JSON.stringify({ ...good, accountNumber: '10001234567AB' }), 'VALIDATION_FAILED', 'ACCOUNT_NUMBER_INVALID'],
      [JSON.stringify({ ...good, accountNumber: '١٠٠٠١٢٣٤٥٦٧٨٩' }), 'VALIDATION_FAILED', 'ACCOUNT_NUMBER_INVALID'],
      [JSON.stringify({ ...good, bankCode: 'no-such-bank' }), 'VALIDATION_FAILED', 'BANK_UNKNOWN'],
      [JSON.stringify({ ...good, bankCode: '__proto__' }), 'VALIDATION_FAILED', 'BANK_UNKNOWN'],
      [JSON.stringify({ ...good, accountNumber: '1000123\u00004567' }), 'INVALID_CHARACTERS', ''],
      [JSON.stringify({ ...good, accountName: 'Hirut\u0000' }), 'INVALID_CHARACTERS', ''],
      [JSON.stringify({ ...good, accountNumber: '1'.repeat(100_000) }), 'VALIDATION_FAILED', 'ACCOUNT_NUMBER_INVALID'],
      [JSON.stringify({ ...good, accountName: 'x'.repeat(10_000) }), 'VALIDATION_FAILED', 'ACCOUNT_NAME_INVALID'],
      [JSON.stringify({ ...good, accountName: '<script></script>' }), 'VALIDATION_FAILED', 'ACCOUNT_NAME_INVALID'],
      [JSON.stringify({ ...good, accountNumber: 1000123456789 }), 'VALIDATION_FAILED', 'ACCOUNT_NUMBER_INVALID'],
      [JSON.stringify({ ...good, currentPassword: ['Tibeb-Designer-2026!'] }), 'VALIDATION_FAILED', 'PASSWORD_REQUIRED'],
      [JSON.stringify({ ...good, kind: 'wallet', wallet: 'telebirr', phone: { number: '0911223344' } }), 'VALIDATION_FAILED', 'PHONE_INVALID'],
      [JSON.stringify({ ...good, kind: 'wallet', wallet: 'paypal', phone: '0911223344' }), 'VALIDATION_FAILED', 'WALLET_UNKNOWN'],
      [JSON.stringify({ ...good, kind: ['bank'] }), 'VALIDATION_FAILED', 'ACCOUNT_KIND_INVALID'],
      [JSON.stringify([good]), 'VALIDATION_FAILED', ''],
      ['null', 'VALIDATION_FAILED', ''],
      ['{"kind":"bank",', 'INVALID_JSON', ''],
      ['', 'INVALID_JSON', ''],
    ];
    const problems: string[] = [];
    for (const [payload, code, field] of cases) {
      const res = await send(payload);
      const error = parseOrNull(res.body)?.error as { code?: string; fields?: Record<string, string[]> } | undefined;
      const fieldCodes = Object.values(error?.fields ?? {}).flat();
      if (res.statusCode !== 400 || error?.code !== code || (field && !fieldCodes.includes(field))) problems.push(`${payload.slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    // Shaped like the form, holding anything: never a 5xx, always our shape.
    await fc.assert(
      fc.asyncProperty(hostileBody({ properties: { kind: {}, bankCode: {}, wallet: {}, accountNumber: {}, phone: {}, accountName: {}, currentPassword: {} } }), async (body) => {
        const res = await send(JSON.stringify(body) ?? 'null');
        if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof parseOrNull(res.body)?.error?.code !== 'string')) problems.push(`${res.statusCode} ${JSON.stringify(body)?.slice(0, 200)}`);
        return true;
      }),
      { numRuns: 60, seed: 2026 },
    );
    expect(problems.slice(0, 10)).toEqual([]);
    const stored = await t.database.db.execute(sql`select count(*)::int as n from payout_accounts where designer_id = ${designer.userId}`);
    expect(((stored as { rows?: { n: number }[] }).rows ?? (stored as unknown as { n: number }[]))[0]?.n).toBe(0);
  });
});
