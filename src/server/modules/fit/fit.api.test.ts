/**
 * POST /api/functions/calculate-measurements. The real photos' landmarks are not available on the
 * server, so requests are synthetic photos of survey-mean bodies (src/domain/fit/synthetic-body.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LM } from '../../../domain/fit/quality-gate';
import { renderSyntheticView, scaledBody, TYPICAL_BODIES } from '../../../domain/fit/synthetic-body';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/functions/calculate-measurements';
const man = TYPICAL_BODIES.male;
const woman = TYPICAL_BODIES.female;

type Body = Record<string, unknown> & { landmarks: { x: number; y: number; z: number; visibility: number }[] };

function body(options: { who?: typeof man; category?: string; side?: boolean; silhouette?: boolean; height?: number } = {}): Body {
  const who = options.who ?? woman;
  const front = renderSyntheticView(who, { edgeNoisePx: 1 });
  const side = renderSyntheticView(who, { view: 'side', edgeNoisePx: 1 });
  return structuredClone({
    landmarks: front.landmarks,
    scale: { type: 'height', value: options.height ?? who.cm.stature, unit: 'cm' },
    category: options.category ?? (who.sex === 'male' ? 'men' : 'women'),
    imageWidth: front.imageWidth,
    imageHeight: front.imageHeight,
    imageHash: 'sha256:0f3a9c',
    ...(options.silhouette === false ? {} : { silhouette: front.silhouette }),
    ...(options.side === false ? {} : { side }),
  });
}

const post = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });
const postRaw = (payload: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: URL, payload, headers: { 'content-type': 'application/json' }, remoteAddress });

describe('POST /api/functions/calculate-measurements: measuring', () => {
  it('answers measurements, inches, confidence, per-metric confidence, flags and a fresh session id (front + side + silhouettes)', async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const r = res.json();
    expect(Object.keys(r.measurements).every((k: string) => k.endsWith('_cm'))).toBe(true);
    expect(Object.keys(r.measurementsImperial).every((k: string) => k.endsWith('_in'))).toBe(true);
    expect(r.measurementsImperial.bust_in).toBe(Math.round((r.measurements.bust_cm / 2.54) * 100) / 100);
    expect(Math.abs(r.measurements.bust_cm - woman.cm.chestcircumference)).toBeLessThan(3);
    expect(Math.abs(r.measurements.hips_cm - woman.cm.buttockcircumference)).toBeLessThan(3);
    expect(Math.abs(r.measurements.waist_cm - woman.cm.waistcircumference)).toBeLessThan(3);
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
    expect(r.confidencePerMetric.bust_cm).toBeGreaterThan(0.6);
    expect(r.qualityFlags).not.toContain('NO_SIDE_VIEW');
    expect(r.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(r.imageHash).toBe('sha256:0f3a9c');
    expect(r.metadata).toMatchObject({ calibrationMethod: 'user_height', views: ['front', 'side'], qualityGate: { front: { passed: true, score: 1 } } });
    const again = (await post(body())).json();
    expect(again.sessionId).not.toBe(r.sessionId);
  });

  it('combines a stated weight with the photo for the girths, and refuses a weight no person has', async () => {
    const front = body({ side: false });
    const withWeight = (await post({ ...front, weight_kg: woman.cm.weightkg })).json();
    const without = (await post(front)).json();
    expect(withWeight.qualityFlags).toContain('WEIGHT_COMBINED');
    expect(without.qualityFlags).not.toContain('WEIGHT_COMBINED');
    expect(withWeight.confidencePerMetric.bust_cm).toBeGreaterThan(without.confidencePerMetric.bust_cm);
    for (const weight_kg of [5, 900, '70', null]) {
      const res = await post({ ...front, weight_kg });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('men get chest and neck, children their own keys', async () => {
    const m = (await post(body({ who: man }))).json();
    expect(m.measurements).toHaveProperty('chest_cm');
    expect(m.measurements).not.toHaveProperty('bust_cm');
    expect(m.qualityFlags).toContain('ESTIMATED_NECK_CM');
    const child = (await post(body({ who: scaledBody(man, 0.75), category: 'children' }))).json();
    expect(child.qualityFlags).toContain('CHILD_MODEL_FROM_ADULTS');
    expect(child.measurements).toHaveProperty('inseam_cm');
    expect(child.measurements).not.toHaveProperty('neck_cm');
  });

  it('confidence drops when the side view, then the silhouette, are missing, and the flags say so', async () => {
    const both = (await post(body())).json();
    const frontOnly = (await post(body({ side: false }))).json();
    const bare = (await post(body({ side: false, silhouette: false }))).json();
    expect(both.confidence).toBeGreaterThan(frontOnly.confidence);
    expect(frontOnly.confidence).toBeGreaterThan(bare.confidence);
    expect(both.confidencePerMetric.hips_cm).toBeGreaterThan(frontOnly.confidencePerMetric.hips_cm);
    expect(frontOnly.qualityFlags).toContain('NO_SIDE_VIEW');
    expect(bare.qualityFlags).toEqual(expect.arrayContaining(['NO_SIDE_VIEW', 'NO_SILHOUETTE', 'ESTIMATED_BUST_CM', 'ESTIMATED_WAIST_CM', 'ESTIMATED_HIPS_CM']));
    expect(bare.metadata.views).toEqual(['front']);
  });
});

describe('POST /api/functions/calculate-measurements: error codes', () => {
  const expectError = async (payload: unknown, code: string) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe(code);
    expect(typeof error.message).toBe('string');
    return error as { code: string; message: string; fields?: Record<string, string[]> };
  };

  it('LANDMARKS_MISSING: no person, or no ankles to scale by', async () => {
    const blank = body();
    blank.landmarks = blank.landmarks.map((l) => ({ ...l, visibility: 0.02 }));
    await expectError(blank, 'LANDMARKS_MISSING');
    const noAnkles = body();
    for (const i of [LM.leftAnkle, LM.rightAnkle]) (noAnkles.landmarks[i] as { visibility: number }).visibility = 0.2;
    expect((await expectError(noAnkles, 'LANDMARKS_MISSING')).fields).toEqual({ landmarks: ['ANKLES_NOT_VISIBLE'] });
  });

  it('FRAMING_INVALID: the feet outside the photo', async () => {
    const cut = body();
    cut.landmarks = cut.landmarks.map((l) => ({ ...l, y: l.y + 0.15 }));
    await expectError(cut, 'FRAMING_INVALID');
  });

  it('FIT_QUALITY_GATE_FAILED with the gate’s issue codes', async () => {
    const leaning = body();
    const ls = leaning.landmarks[LM.leftShoulder] as { y: number; z: number };
    ls.y += 0.08;
    ls.z = 0.4;
    const error = await expectError(leaning, 'FIT_QUALITY_GATE_FAILED');
    expect(error.fields?.qualityGate?.sort()).toEqual(['SHOULDERS_NOT_LEVEL', 'TURNED_SIDEWAYS']);
  });

  it('CALIBRATION_FAILED: a height outside 50–250 cm, or a body under 50 px', async () => {
    await expectError(body({ height: 300 }), 'CALIBRATION_FAILED');
    await expectError(body({ height: 45 }), 'CALIBRATION_FAILED');
    const tiny = renderSyntheticView(woman, { imageWidth: 40, imageHeight: 60 });
    await expectError({ ...body({ side: false, silhouette: false }), landmarks: tiny.landmarks, imageWidth: 40, imageHeight: 60 }, 'CALIBRATION_FAILED');
  });

  it('IMPLAUSIBLE_METRICS: a stated height the photo contradicts', async () => {
    const error = await expectError(body({ height: 60 }), 'IMPLAUSIBLE_METRICS');
    expect(Object.values(error.fields ?? {}).flat()).toContain('OUT_OF_RANGE');
  });
});

describe('POST /api/functions/calculate-measurements: malformed bodies are 4xx, never 500', () => {
  const expectValidation = async (payload: unknown) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    return res.json().error.fields as Record<string, string[]>;
  };

  it('wrong types and unknown categories', async () => {
    await expectValidation({ ...body(), category: 'aliens' });
    await expectValidation({ ...body(), imageWidth: '1000' });
    await expectValidation({ ...body(), scale: { type: 'height', value: '170', unit: 'cm' } });
    await expectValidation({ ...body(), scale: 170 });
    await expectValidation({ ...body(), landmarks: 'all of them' });
    await expectValidation({ ...body(), silhouette: { rows: [['1', 2, 3]] } });
    await expectValidation([]);
    await expectValidation(null);
  });

  it('32 landmarks, or 34, in either view', async () => {
    const fields = await expectValidation({ ...body(), landmarks: body().landmarks.slice(0, 32) });
    expect(Object.values(fields).flat()).toContain('LANDMARK_COUNT');
    const b = body();
    await expectValidation({ ...b, side: { ...(b.side as object), landmarks: [...b.landmarks, b.landmarks[0]] } });
  });

  it('NaN-like strings and out-of-range numbers', async () => {
    for (const bad of ['NaN', 'Infinity', '-Infinity', '1e999x']) {
      const b = body();
      (b.landmarks[3] as unknown as Record<string, unknown>).x = bad;
      await expectValidation(b);
    }
    // JSON's own overflow: 1e999 parses to Infinity.
    const overflow = JSON.stringify(body()).replace('"imageWidth":1000', '"imageWidth":1e999');
    const res = await postRaw(overflow);
    expect(res.statusCode).toBe(400);
    const b = body();
    (b.landmarks[5] as { visibility: number }).visibility = 1.5;
    await expectValidation(b);
    await expectValidation({ ...body(), imageHeight: 0 });
    await expectValidation({ ...body(), silhouette: { rows: [[5000, 1, 2]] } });
  });

  it('huge arrays: refused by the schema (400) or by the body limit (413)', async () => {
    const manyLandmarks = { ...body(), landmarks: Array.from({ length: 20_000 }, () => ({ x: 0, y: 0, z: 0, visibility: 0 })) };
    const landmarksRes = await post(manyLandmarks);
    expect(landmarksRes.statusCode).toBe(400);
    expect(Object.values(landmarksRes.json().error.fields).flat()).toContain('LANDMARK_COUNT');
    // Over the server's 1 MB body limit: refused before parsing.
    const overLimit = { ...body(), landmarks: Array.from({ length: 40_000 }, () => ({ x: 0, y: 0, z: 0, visibility: 0 })) };
    const limitRes = await post(overLimit);
    expect(limitRes.statusCode).toBe(413);
    expect(limitRes.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const manyRuns = { ...body(), silhouette: { rows: Array.from({ length: 30_000 }, () => [0, 0, 0]) } };
    const runsRes = await post(manyRuns);
    expect(runsRes.statusCode).toBe(400);
    expect(Object.values(runsRes.json().error.fields).flat()).toContain('TOO_MANY_RUNS');
    const numbers = { ...body(), landmarks: Array.from({ length: 100_000 }, () => 0) };
    const numbersRes = await post(numbers);
    expect(numbersRes.statusCode).toBe(400);
    expect(Object.values(numbersRes.json().error.fields).flat()).toContain('LANDMARK_COUNT');
  });

  it('invalid JSON and an empty body', async () => {
    expect((await postRaw('{"landmarks": [')).statusCode).toBe(400);
    expect((await postRaw('')).statusCode).toBe(400);
  });
});

describe('POST /api/functions/calculate-measurements: limits and docs', () => {
  it('shares the sizing rate limit (60 a minute per client)', async () => {
    const ip = freshIp();
    const blank = body({ side: false, silhouette: false });
    blank.landmarks = blank.landmarks.map((l) => ({ ...l, visibility: 0 }));
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(blank, ip)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(doc.paths[URL]?.post?.summary).toMatch(/FIT_QUALITY_GATE_FAILED/);
  });
});
