import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurementHistory, products, userMeasurementProfiles, users } from '../../db/schema';
import { createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopperA: Session;
let shopperB: Session;
let selam: Session;
let hirut: Session;
let selamProductId: string;
let sizedProductId: string;
let sizedProductSizes: string[];

const DESIGNER_PASSWORD = 'Tibeb-Designer-2026!';

beforeAll(async () => {
  t = await createTestApp();
  shopperA = await signUp(t.app);
  shopperB = await signUp(t.app);
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', DESIGNER_PASSWORD);
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', DESIGNER_PASSWORD);
  const [own] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(users, eq(users.id, products.designerId))
    .where(and(eq(users.email, 'selam@designers.tibeb.example'), eq(products.isActive, true)))
    .limit(1);
  if (!own) throw new Error('the template has no product by Selam');
  selamProductId = own.id;
  const all = await t.database.db.select({ id: products.id, sizes: products.sizes, stock: products.stockQuantity, active: products.isActive }).from(products);
  const sized = all.find((p) => p.active && p.stock >= 5 && p.sizes.length > 1 && p.sizes[0] !== 'One Size');
  if (!sized) throw new Error('the template has no sized product');
  sizedProductId = sized.id;
  sizedProductSizes = sized.sizes;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, session: Session | null = null) =>
  t.app.inject(withCookie(session, { method: 'POST', url, payload: payload as object, remoteAddress: freshIp() }));

describe('GET /api/size-charts', () => {
  it('returns the default chart of a category, XS to 7XL, with the waist it means', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/size-charts?category=women' });
    expect(res.statusCode).toBe(200);
    const { chart } = res.json();
    expect(chart.category).toBe('women');
    expect(chart.productId).toBeNull();
    expect(chart.sizes.map((s: { label: string }) => s.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL', '7XL']);
    expect(chart.waistDefinition).toMatch(/navel/i);
    for (const size of chart.sizes) for (const [min, max] of Object.values(size.ranges) as [number, number][]) expect(min).toBeLessThan(max);
  });

  it('has children age bands', async () => {
    const { chart } = (await t.app.inject({ method: 'GET', url: '/api/size-charts?category=children' })).json();
    expect(chart.sizes[0].label).toBe('2-4Y');
    expect(chart.sizes.at(-1).label).toBe('14-16Y');
  });

  it('refuses an unknown category and unknown products with codes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/size-charts?category=aliens' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/size-charts' })).statusCode).toBe(400);
    const bogus = await t.app.inject({ method: 'GET', url: '/api/size-charts?category=men&productId=not-a-uuid' });
    expect(bogus.statusCode).toBe(404);
    expect(bogus.json().error.code).toBe('PRODUCT_NOT_FOUND');
    const missing = await t.app.inject({ method: 'GET', url: '/api/size-charts?category=men&productId=00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a product’s own size chart', () => {
  const chart = {
    category: 'women',
    name: 'Selam slim cut',
    waistDefinition: 'waist at the navel',
    sizes: [
      { label: 'S', ranges: { bust_cm: [80, 88], waist_cm: [70, 78] } },
      { label: 'M', ranges: { bust_cm: [88, 96], waist_cm: [78, 86] } },
    ],
  };
  const put = (session: Session | null, productId: string, body: unknown) =>
    t.app.inject(withCookie(session, { method: 'PUT', url: `/api/products/${productId}/size-chart`, payload: body as object }));

  it('is set only by the product’s designer (or an admin)', async () => {
    expect((await put(null, selamProductId, chart)).statusCode).toBe(401);
    expect((await put(shopperA, selamProductId, chart)).statusCode).toBe(403);
    const other = await put(hirut, selamProductId, chart);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('FORBIDDEN');
    const own = await put(selam, selamProductId, chart);
    expect(own.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/size-charts?category=women&productId=${selamProductId}` });
    expect(res.json().chart.name).toBe('Selam slim cut');
    expect(res.json().chart.productId).toBe(selamProductId);
  });

  it('drives the recommendation for that product', async () => {
    const res = await post('/api/functions/ai-size-recommendation-hardened', {
      category: 'women',
      fit: 'regular',
      productId: selamProductId,
      measurements: { bust_cm: 92, waist_cm: 82 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().size).toBe('M');
  });

  it('refuses malformed charts without storing them', async () => {
    const inverted = { ...chart, sizes: [{ label: 'S', ranges: { bust_cm: [90, 80] } }] };
    expect((await put(selam, selamProductId, inverted)).statusCode).toBe(400);
    const unknownKey = { ...chart, sizes: [{ label: 'S', ranges: { tail_cm: [1, 2] } }] };
    expect((await put(selam, selamProductId, unknownKey)).statusCode).toBe(400);
    const duplicate = { ...chart, sizes: [chart.sizes[0], chart.sizes[0]] };
    expect((await put(selam, selamProductId, duplicate)).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'GET', url: `/api/size-charts?category=women&productId=${selamProductId}` });
    expect(res.json().chart.sizes).toHaveLength(2);
  });

  it('is removed by its designer, and the default applies again', async () => {
    expect((await t.app.inject(withCookie(hirut, { method: 'DELETE', url: `/api/products/${selamProductId}/size-chart` }))).statusCode).toBe(403);
    expect((await t.app.inject(withCookie(selam, { method: 'DELETE', url: `/api/products/${selamProductId}/size-chart` }))).statusCode).toBe(204);
    const res = await t.app.inject({ method: 'GET', url: `/api/size-charts?category=women&productId=${selamProductId}` });
    expect(res.json().chart.productId).toBeNull();
    expect((await t.app.inject(withCookie(selam, { method: 'DELETE', url: `/api/products/${selamProductId}/size-chart` }))).statusCode).toBe(404);
  });
});

describe('POST /api/functions/ai-size-recommendation-hardened', () => {
  const url = '/api/functions/ai-size-recommendation-hardened';

  it('answers with exactly the fields of docs/requirements/sizing.md §7', async () => {
    const res = await post(url, { category: 'women', gender: 'women', units: 'metric', fit: 'regular', timestamp: new Date().toISOString(), measurements: { bust_cm: 96, waist_cm: 84, hips_cm: 104 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['alternates', 'category', 'confidence', 'fit', 'normalized', 'notes', 'ok', 'sessionId', 'size', 'source', 'timestamp']);
    expect(body.ok).toBe(true);
    expect(body.confidence).toBeGreaterThanOrEqual(0);
    expect(body.confidence).toBeLessThanOrEqual(1);
    expect(body.alternates.length).toBeLessThanOrEqual(2);
    expect(body.alternates).not.toContain(body.size);
    expect(body.normalized).toEqual({ bust_cm: 96, waist_cm: 84, hips_cm: 104 });
  });

  it('takes the spec’s flat form of the values too', async () => {
    const res = await post(url, { category: 'men', units: 'metric', fit: 'regular', chest_cm: 100, waist_cm: 90 });
    expect(res.statusCode).toBe(200);
    expect(res.json().normalized).toEqual({ chest_cm: 100, waist_cm: 90 });
  });

  it('never gives a smaller size for a looser fit', async () => {
    const body = { category: 'men', measurements: { chest_cm: 104, waist_cm: 94 } };
    const sizes = (await (await t.app.inject({ method: 'GET', url: '/api/size-charts?category=men' })).json()).chart.sizes.map((s: { label: string }) => s.label) as string[];
    const tight = (await post(url, { ...body, fit: 'tight' })).json().size as string;
    const loose = (await post(url, { ...body, fit: 'loose' })).json().size as string;
    expect(sizes.indexOf(loose)).toBeGreaterThanOrEqual(sizes.indexOf(tight));
  });

  it('allows for real bodies differing from a Smart Estimate when told the values are one', async () => {
    const estimate = (await post('/api/functions/estimate-measurements', { category: 'women', height_cm: 163, weight_kg: 70 })).json();
    const { bust_cm, waist_cm, hips_cm } = estimate.measurements;
    const plain = (await post(url, { category: 'women', measurements: { bust_cm, waist_cm, hips_cm } })).json();
    const aware = (await post(url, { category: 'women', estimate: { withWeight: true }, measurements: { bust_cm, waist_cm, hips_cm } })).json();
    expect(aware.notes).toContain('ESTIMATED_BODY');
    const sizes = (await t.app.inject({ method: 'GET', url: '/api/size-charts?category=women' })).json().chart.sizes.map((s: { label: string }) => s.label) as string[];
    expect(sizes.indexOf(aware.size)).toBeGreaterThanOrEqual(sizes.indexOf(plain.size));
  });

  it('answers Custom Fit for a Smart Estimate above the spec’s ranges (a BMI-60 body), and still refuses the same values typed or a waist no estimate reaches', async () => {
    const estimate = (await post('/api/functions/estimate-measurements', { category: 'women', height_cm: 160, weight_kg: 153.6 })).json();
    const { bust_cm, waist_cm, hips_cm } = estimate.measurements;
    expect(waist_cm).toBeGreaterThan(160);
    const aware = await post(url, { category: 'women', estimate: { withWeight: true }, measurements: { height_cm: 160, weight_kg: 153.6, bust_cm, waist_cm, hips_cm } });
    expect(aware.statusCode).toBe(200);
    expect(aware.json()).toMatchObject({ size: 'Custom Fit' });
    expect(aware.json().notes).toContain('ABOVE_CHART_CUSTOM_FIT');
    expect(aware.json().confidence).toBeLessThan(0.5);
    expect(aware.json().normalized.waist_cm).toBe(waist_cm);
    const typed = await post(url, { category: 'women', measurements: { bust_cm, waist_cm, hips_cm } });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.code).toBe('MEASUREMENTS_OUT_OF_RANGE');
    const slip = await post(url, { category: 'women', estimate: { withWeight: true }, measurements: { bust_cm, waist_cm: 250, hips_cm } });
    expect(slip.statusCode).toBe(400);
    expect(Object.keys(slip.json().error.fields)).toEqual(['waist_cm']);
  });

  it('needs at least 2 measurements: Missing Information', async () => {
    const res = await post(url, { category: 'women', measurements: { bust_cm: 90 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MISSING_INFORMATION');
  });

  it('refuses values out of range, listing them', async () => {
    const res = await post(url, { category: 'women', measurements: { bust_cm: 90, waist_cm: 300, neck_cm: 10 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MEASUREMENTS_OUT_OF_RANGE');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['neck_cm', 'waist_cm']);
  });

  it.each([
    ['a string value', { category: 'women', measurements: { bust_cm: '90', waist_cm: 80 } }],
    ['an unknown category', { category: 'aliens', measurements: { bust_cm: 90, waist_cm: 80 } }],
    ['an unknown key', { category: 'women', measurements: { bust_cm: 90, tail_cm: 80 } }],
    ['a wrong fit', { category: 'women', fit: 'baggy', measurements: { bust_cm: 90, waist_cm: 80 } }],
    ['a huge number', { category: 'women', measurements: { bust_cm: 1e308, waist_cm: 80 } }],
    ['negative values', { category: 'women', measurements: { bust_cm: -90, waist_cm: -80 } }],
    ['no body', null],
  ])('answers 400 with a code for %s', async (_name, payload) => {
    const res = payload === null ? await t.app.inject({ method: 'POST', url, remoteAddress: freshIp() }) : await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error.code).toBe('string');
  });

  it('answers 404 for an unknown product', async () => {
    const res = await post(url, { category: 'women', productId: '00000000-0000-4000-8000-000000000000', measurements: { bust_cm: 90, waist_cm: 80 } });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/functions/estimate-measurements', () => {
  const url = '/api/functions/estimate-measurements';

  it('estimates measurements with the spec’s confidence rules', async () => {
    const withWeight = await post(url, { category: 'women', height_cm: 165, weight_kg: 62, build: 'average' });
    expect(withWeight.statusCode).toBe(200);
    expect(withWeight.json().source).toBe('smart_estimate');
    expect(withWeight.json().measurements.bust_cm).toBeGreaterThan(70);
    expect(withWeight.json().confidence).toBeLessThanOrEqual(0.85);
    const heightOnly = await post(url, { category: 'women', height_cm: 165 });
    expect(heightOnly.json().confidence).toBeLessThan(withWeight.json().confidence);
  });

  it('says a body far from the survey is less certain, uses an adult age, and estimates a child at the chart floor', async () => {
    const bmi38 = (await post(url, { category: 'women', height_cm: 163, weight_kg: 101 })).json();
    expect(bmi38.notes).toEqual(['FAR_FROM_SURVEY_BULK']);
    expect(bmi38.confidence).toBeLessThan(0.8);
    const young = (await post(url, { category: 'men', height_cm: 176, weight_kg: 88, age_years: 22 })).json();
    const older = (await post(url, { category: 'men', height_cm: 176, weight_kg: 88, age_years: 50 })).json();
    expect(older.measurements.waist_cm).toBeGreaterThan(young.measurements.waist_cm);
    const ignored = (await post(url, { category: 'men', height_cm: 176, weight_kg: 88, age_years: 8 })).json();
    expect(ignored.notes).toEqual(['AGE_IGNORED']);
    const toddler = await post(url, { category: 'children', height_cm: 86, age_years: 2 });
    expect(toddler.statusCode).toBe(200);
    expect(toddler.json().confidence).toBeGreaterThan(0);
    expect(toddler.json().measurements.chest_cm).toBeGreaterThan(40);
  });

  it.each([
    ['height out of range', { category: 'men', height_cm: 400 }],
    ['no height', { category: 'men', weight_kg: 80 }],
    ['weight out of range', { category: 'men', height_cm: 180, weight_kg: 5000 }],
    ['a string height', { category: 'men', height_cm: '180' }],
    ['a wrong build', { category: 'men', height_cm: 180, build: 'huge' }],
    ['a wrong category', { category: 'pets', height_cm: 80 }],
  ])('answers 400 for %s', async (_name, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error.code).toBe('string');
  });
});

describe('measurement profiles', () => {
  const base = { gender: 'women', measurements: { bust_cm: 92, waist_cm: 80, hips_cm: 100 }, preferredFit: 'regular', measurementUnit: 'metric' };
  const list = async (session: Session) => (await t.app.inject(withCookie(session, { method: 'GET', url: '/api/measurement-profiles' }))).json().items as { id: string; profileName: string; isPrimary: boolean }[];

  it('are for signed-in shoppers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/measurement-profiles' })).statusCode).toBe(401);
    expect((await post('/api/measurement-profiles', { ...base, profileName: 'Me' })).statusCode).toBe(401);
  });

  it('save, list primary first then newest, and write a history row each', async () => {
    const first = await post('/api/measurement-profiles', { ...base, profileName: 'Me' }, shopperA);
    expect(first.statusCode).toBe(201);
    // The first profile becomes the primary one.
    expect(first.json().profile.isPrimary).toBe(true);
    await post('/api/measurement-profiles', { ...base, profileName: 'Sister' }, shopperA);
    const items = await list(shopperA);
    expect(items.map((p) => p.profileName)).toEqual(['Me', 'Sister']);
    const history = await t.database.db.select().from(measurementHistory).where(eq(measurementHistory.userId, shopperA.userId));
    expect(history).toHaveLength(2);
    expect(history[0]?.source).toBe('manual');
    expect(history[0]?.sessionContext).toEqual({ gender: 'women', unit: 'metric', fit: 'regular' });
  });

  it('keep exactly one primary when another is chosen', async () => {
    const items = await list(shopperA);
    const sister = items.find((p) => p.profileName === 'Sister');
    const res = await t.app.inject(withCookie(shopperA, { method: 'POST', url: `/api/measurement-profiles/${sister?.id}/primary` }));
    expect(res.statusCode).toBe(200);
    const after = res.json().items as { profileName: string; isPrimary: boolean }[];
    expect(after[0]?.profileName).toBe('Sister');
    expect(after.filter((p) => p.isPrimary)).toHaveLength(1);
  });

  it('update (with a history row) and delete only the owner’s', async () => {
    const [mine] = await list(shopperA);
    if (!mine) throw new Error('no profile');
    const patch = (session: Session, body: unknown) => t.app.inject(withCookie(session, { method: 'PATCH', url: `/api/measurement-profiles/${mine.id}`, payload: body as object }));
    // Another shopper cannot see, change, make primary or delete it: it does not exist for them.
    expect(await list(shopperB)).toEqual([]);
    expect((await patch(shopperB, { profileName: 'Mine now' })).statusCode).toBe(404);
    expect((await t.app.inject(withCookie(shopperB, { method: 'POST', url: `/api/measurement-profiles/${mine.id}/primary` }))).statusCode).toBe(404);
    expect((await t.app.inject(withCookie(shopperB, { method: 'DELETE', url: `/api/measurement-profiles/${mine.id}` }))).statusCode).toBe(404);

    const updated = await patch(shopperA, { profileName: 'Sister (2026)', measurements: { bust_cm: 94, waist_cm: 82 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().profile.measurements).toEqual({ bust_cm: 94, waist_cm: 82 });
    const history = await t.database.db.select().from(measurementHistory).where(eq(measurementHistory.userId, shopperA.userId));
    expect(history).toHaveLength(3);

    expect((await t.app.inject(withCookie(shopperA, { method: 'DELETE', url: `/api/measurement-profiles/${mine.id}` }))).statusCode).toBe(204);
    expect((await list(shopperA)).map((p) => p.id)).not.toContain(mine.id);
  });

  it.each([
    ['no name', { ...base, profileName: '' }],
    ['a huge value', { ...base, profileName: 'X', measurements: { bust_cm: 1e9 } }],
    ['a negative value', { ...base, profileName: 'X', measurements: { bust_cm: -5 } }],
    ['a string value', { ...base, profileName: 'X', measurements: { bust_cm: 'ninety' } }],
    ['no measurements', { ...base, profileName: 'X', measurements: {} }],
    ['a wrong category', { ...base, profileName: 'X', gender: 'aliens' }],
    ['someone else’s user id', { ...base, profileName: 'X', userId: 'someone-else' }],
  ])('refuse %s with 400 and store nothing', async (_name, payload) => {
    const before = await t.database.db.select().from(userMeasurementProfiles).where(eq(userMeasurementProfiles.userId, shopperB.userId));
    const res = await post('/api/measurement-profiles', payload, shopperB);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const after = await t.database.db.select().from(userMeasurementProfiles).where(eq(userMeasurementProfiles.userId, shopperB.userId));
    expect(after).toHaveLength(before.length);
  });

  it('answer 404 for malformed and unknown ids', async () => {
    expect((await t.app.inject(withCookie(shopperA, { method: 'DELETE', url: '/api/measurement-profiles/nope' }))).statusCode).toBe(404);
    expect((await t.app.inject(withCookie(shopperA, { method: 'DELETE', url: '/api/measurement-profiles/00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
  });

  it('stop at 20 per shopper', async () => {
    const shopper = await signUp(t.app);
    for (let i = 0; i < 20; i += 1) expect((await post('/api/measurement-profiles', { ...base, profileName: `P${i}` }, shopper)).statusCode).toBe(201);
    const res = await post('/api/measurement-profiles', { ...base, profileName: 'One too many' }, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PROFILE_LIMIT');
  });
});

describe('measurements on cart lines', () => {
  const measured = {
    source: 'ai_size_recommendation',
    category: 'women',
    fit: 'regular',
    sizeRecommendation: { size: 'Not-a-size-of-this-product', confidence: 0.9, alternates: [], notes: [] },
    measurements: { bust_cm: 92, waist_cm: 80, hips_cm: 100 },
  };

  it('let a sized product be added without a size: Custom Fit, owned by the shopper, with imperial values', async () => {
    const shopper = await signUp(t.app);
    const res = await post('/api/cart/items', { productId: sizedProductId, quantity: 1, aiMeasurements: measured }, shopper);
    expect(res.statusCode).toBe(200);
    const line = res.json().lines[0];
    expect(line.selectedSize).toBe('Custom Fit');
    expect(line.needsSize).toBe(false);
    expect(line.aiMeasurements.userId).toBe(shopper.userId);
    expect(line.aiMeasurements.measurements.metric).toEqual({ bust_cm: 92, waist_cm: 80, hips_cm: 100 });
    expect(line.aiMeasurements.measurements.imperial.bust_in).toBeCloseTo(36.22, 2);
  });

  it('take the recommended size when the product has it', async () => {
    const shopper = await signUp(t.app);
    const size = sizedProductSizes[1] ?? sizedProductSizes[0];
    const res = await post('/api/cart/items', { productId: sizedProductId, quantity: 1, aiMeasurements: { ...measured, sizeRecommendation: { size, confidence: 0.9, alternates: [], notes: [] } } }, shopper);
    expect(res.json().lines[0].selectedSize).toBe(size);
  });

  it('refuse a client-chosen owner and malformed measurements', async () => {
    const shopper = await signUp(t.app);
    const spoofed = await post('/api/cart/items', { productId: sizedProductId, quantity: 1, aiMeasurements: { ...measured, userId: shopperA.userId } }, shopper);
    expect(spoofed.statusCode).toBe(400);
    const bad = await post('/api/cart/items', { productId: sizedProductId, quantity: 1, aiMeasurements: { ...measured, measurements: { bust_cm: 'x' } } }, shopper);
    expect(bad.statusCode).toBe(400);
    const cart = (await t.app.inject(withCookie(shopper, { method: 'GET', url: '/api/cart' }))).json();
    expect(cart.lines).toEqual([]);
  });

  it('attach to and detach from an existing line; the gating flag follows', async () => {
    const shopper = await signUp(t.app);
    const size = sizedProductSizes[0];
    const added = await post('/api/cart/items', { productId: sizedProductId, quantity: 1, selectedSize: size }, shopper);
    const lineId = added.json().lines[0].id as string;
    const put = (session: Session, id: string) => t.app.inject(withCookie(session, { method: 'PUT', url: `/api/cart/items/${id}/measurements`, payload: { aiMeasurements: measured } }));
    // Another shopper's line does not exist for them.
    expect((await put(shopperB, lineId)).statusCode).toBe(404);
    const attached = await put(shopper, lineId);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().lines[0].selectedSize).toBe('Custom Fit');
    expect(attached.json().lines[0].aiMeasurements.source).toBe('ai_size_recommendation');
    const detached = await t.app.inject(withCookie(shopper, { method: 'DELETE', url: `/api/cart/items/${lineId}/measurements` }));
    expect(detached.json().lines[0].aiMeasurements).toBeNull();
    expect(detached.json().lines[0].selectedSize).toBeNull();
    expect(detached.json().lines[0].needsSize).toBe(true);
  });

  it('let the size-required dialog choose a size for a line, joining a twin line', async () => {
    const shopper = await signUp(t.app);
    const [first, second] = sizedProductSizes;
    await post('/api/cart/items', { productId: sizedProductId, quantity: 1, selectedSize: first }, shopper);
    const added = await post('/api/cart/items', { productId: sizedProductId, quantity: 1, selectedSize: second }, shopper);
    const secondLine = (added.json().lines as { id: string; selectedSize: string }[]).find((l) => l.selectedSize === second);
    const put = (body: unknown, id = secondLine?.id, session = shopper) => t.app.inject(withCookie(session, { method: 'PUT', url: `/api/cart/items/${id}/size`, payload: body as object }));
    expect((await put({ selectedSize: 'NOPE' })).json().error.code).toBe('SIZE_NOT_AVAILABLE');
    expect((await put({ selectedSize: 'Custom Fit' })).json().error.code).toBe('SIZE_NOT_AVAILABLE');
    expect((await put({ selectedSize: first }, secondLine?.id, shopperB)).statusCode).toBe(404);
    const joined = await put({ selectedSize: first });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().lines).toHaveLength(1);
    expect(joined.json().lines[0].quantity).toBe(2);
  });

  it('come along when a guest cart merges at sign-in, stamped with the account', async () => {
    const shopper = await signUp(t.app);
    const res = await post('/api/cart/merge', { lines: [{ productId: sizedProductId, quantity: 1, selectedSize: null, aiMeasurements: measured }] }, shopper);
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0].aiMeasurements.userId).toBe(shopper.userId);
    expect(res.json().lines[0].selectedSize).toBe('Custom Fit');
  });
});
