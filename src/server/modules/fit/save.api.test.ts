/** POST /api/functions/fit-save-measurements (docs/requirements/sizing.md §7, §5 "Saving and attaching", §8), with two shoppers. */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { fitMeasurements } from '../../db/schema/sizing';
import { createTestApp, freshIp, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: Session;
let b: Session;
let productId: string;
let size: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app);
  b = await signUp(t.app);
  const all = await t.database.db.select({ id: products.id, sizes: products.sizes, stock: products.stockQuantity, active: products.isActive }).from(products);
  const sized = all.find((p) => p.active && p.sizes.length > 2 && p.sizes[0] !== 'One Size' && p.stock >= 5);
  if (!sized) throw new Error('the template has no sized product');
  productId = sized.id;
  size = sized.sizes[1] as string;
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/functions/fit-save-measurements';
const valid = {
  category: 'women',
  source: 'ai_powered_fit',
  metrics: { height_cm: 165, bust_cm: 92, waist_cm: 75, hips_cm: 100, sleeve_cm: 58 },
  metricsImperial: { bust_in: 1 },
  confidence: 0.74,
  confidencePerMetric: { bust_cm: 0.7 },
  calibrationMethod: 'user_height',
  calibrationValue: 165,
  imageHash: 'sha256:ab12',
  unit: 'metric',
  sessionId: 'c9a0a2f4-1a4b-4c86-9b39-1d2f4c5e6a7b',
  qualityFlags: ['NO_SIDE_VIEW'],
  metadata: { visibleLandmarks: 31 },
  sizeRecommendation: { size: 'M', confidence: 0.8, alternates: ['L'], notes: [] },
};

async function call(session: Session | null, options: InjectOptions) {
  const res = await t.app.inject(withCookie(session, { remoteAddress: freshIp(), ...options }));
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { error?: { code: string; message: string } } };
}
const save = (session: Session | null, payload: unknown) => call(session, { method: 'POST', url: URL, payload: payload as Record<string, unknown> });
const rowsOf = async (userId: string) => t.database.db.select().from(fitMeasurements).where(eq(fitMeasurements.userId, userId));

describe('POST /api/functions/fit-save-measurements', () => {
  it("answers a guest 'Not authenticated' and writes nothing", async () => {
    const before = await t.database.db.select({ id: fitMeasurements.id }).from(fitMeasurements);
    const res = await save(null, valid);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    expect(await t.database.db.select({ id: fitMeasurements.id }).from(fitMeasurements)).toHaveLength(before.length);
  });

  it("keeps the result for the session's user, whatever userId the body names", async () => {
    const res = await save(a, { ...valid, userId: b.userId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, attachment: null });
    const rows = await rowsOf(a.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.body.measurement_id, source: 'ai_powered_fit', category: 'women', calibrationValue: 165, qualityFlags: ['NO_SIDE_VIEW'] });
    // Inches recomputed from the centimetres; what the client sent is not kept.
    expect(rows[0]?.metricsImperial).toMatchObject({ bust_cm: 36.22 });
    expect(await rowsOf(b.userId)).toHaveLength(0);
  });

  it("attaches to the shopper's own cart line, and refuses another shopper's line without writing anything", async () => {
    const added = await call(a, { method: 'POST', url: '/api/cart/items', payload: { productId, selectedSize: size, quantity: 1 } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const line = (added.body as { lines: { id: string; productId: string }[] }).lines.find((l) => l.productId === productId);
    if (!line) throw new Error('no cart line');

    const before = (await rowsOf(b.userId)).length;
    const foreign = await save(b, { ...valid, context: { cartItemId: line.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.code).toBe('CART_ITEM_NOT_FOUND');
    expect(await rowsOf(b.userId)).toHaveLength(before);

    const own = await save(a, { ...valid, source: 'quick_scan', context: { cartItemId: line.id, productId } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.attachment).toEqual({ attached_to: line.id });
    const cart = (await call(a, { method: 'GET', url: '/api/cart' })).body as { lines: { id: string; aiMeasurements: { source: string; userId: string; measurements: { metric: Record<string, number> } } | null }[] };
    const attached = cart.lines.find((l) => l.id === line.id)?.aiMeasurements;
    expect(attached).toMatchObject({ source: 'quick_scan', userId: a.userId, measurements: { metric: { bust_cm: 92, waist_cm: 75 } } });
  });

  it('refuses values no body has with IMPLAUSIBLE_METRICS, and a wrong height with CALIBRATION_FAILED, writing nothing', async () => {
    const before = (await rowsOf(a.userId)).length;
    const implausible = await save(a, { ...valid, metrics: { ...valid.metrics, waist_cm: 400 } });
    expect(implausible.status).toBe(400);
    expect(implausible.body.error?.code).toBe('IMPLAUSIBLE_METRICS');
    const calibration = await save(a, { ...valid, calibrationValue: 20 });
    expect(calibration.status).toBe(400);
    expect(calibration.body.error?.code).toBe('CALIBRATION_FAILED');
    expect(await rowsOf(a.userId)).toHaveLength(before);
  });

  it('answers bad input with a code, never a 500', async () => {
    const cases: unknown[] = [
      {},
      [valid],
      { ...valid, category: 'pets' },
      { ...valid, metrics: { waist_cm: 'wide' } },
      { ...valid, metrics: { elbow_cm: 30 } },
      { ...valid, confidence: 7 },
      { ...valid, confidence: null },
      { ...valid, calibrationValue: '165' },
      { ...valid, qualityFlags: Array.from({ length: 500 }, () => 'X') },
      { ...valid, metadata: { blob: 'x'.repeat(20_000) } },
      { ...valid, imageHash: 'x'.repeat(5_000) },
      { ...valid, context: { cartItemId: 'not-a-uuid' } },
      { ...valid, context: { cartItemId: '00000000-0000-4000-8000-000000000000' } },
      { ...valid, metrics: { height_cm: 165 } },
    ];
    for (const payload of cases) {
      const res = await save(a, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 100)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error?.code).toMatch(/^[A-Z_]+$/);
    }
    const malformed = await call(a, { method: 'POST', url: URL, payload: '{"category":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });
});
