import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SILHOUETTE_RUNS, parseFitRequest } from './schemas';
import { renderSyntheticView, TYPICAL_BODIES } from './synthetic-body';

const view = renderSyntheticView(TYPICAL_BODIES.female);
const sideView = renderSyntheticView(TYPICAL_BODIES.female, { view: 'side' });
const valid = () => structuredClone({
  landmarks: view.landmarks.map((l) => ({ ...l })),
  scale: { type: 'height', value: 162.8, unit: 'cm' },
  category: 'women',
  imageWidth: view.imageWidth,
  imageHeight: view.imageHeight,
  imageHash: 'sha256:abc123',
  silhouette: { rows: view.silhouette?.rows.slice(0, 50) ?? [] },
  side: { ...sideView, silhouette: { rows: sideView.silhouette?.rows.slice(0, 50) ?? [] } },
});

/** Every path to a number inside a request, e.g. ['landmarks', 3, 'x']. */
function numberPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => numberPaths(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numberPaths(v, [...path, k]));
  return [];
}
function setAt(target: unknown, path: readonly (string | number)[], replacement: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = replacement;
}

describe('parseFitRequest', () => {
  it('accepts a well-formed request with silhouette and side view, and strips unknown landmark fields', () => {
    const request = valid();
    const withExtras = { ...request, landmarks: request.landmarks.map((l) => ({ ...l, name: 'nose', score: 0.9 })) };
    const parsed = parseFitRequest(withExtras);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Object.keys(parsed.value.landmarks[0] ?? {}).sort()).toEqual(['visibility', 'x', 'y', 'z']);
    expect(parseFitRequest({ ...request, silhouette: undefined, side: undefined, imageHash: undefined }).ok).toBe(true);
  });

  it('lets an out-of-range height through for the measuring to answer CALIBRATION_FAILED', () => {
    expect(parseFitRequest({ ...valid(), scale: { type: 'height', value: 20, unit: 'cm' } }).ok).toBe(true);
  });

  it('answers stable codes with paths', () => {
    const bad = parseFitRequest({ ...valid(), category: 'aliens', landmarks: valid().landmarks.slice(1), scale: { type: 'width', value: '170', unit: 'in' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      const byPath = Object.fromEntries(bad.issues.map((i) => [i.path, i.code]));
      expect(byPath).toMatchObject({ category: 'CATEGORY_INVALID', landmarks: 'LANDMARK_COUNT', 'scale.type': 'SCALE_TYPE_INVALID', 'scale.value': 'NOT_A_NUMBER', 'scale.unit': 'SCALE_UNIT_INVALID' });
    }
  });

  it('refuses runs outside the image, reversed runs, fractional pixels and too many runs', () => {
    const codesOf = (patch: object): string[] => {
      const r = parseFitRequest({ ...valid(), ...patch });
      return r.ok ? [] : r.issues.map((i) => i.code);
    };
    expect(codesOf({ silhouette: { rows: [[1600, 10, 20]] } })).toEqual(['RUN_OUTSIDE_IMAGE']);
    expect(codesOf({ silhouette: { rows: [[10, 30, 20]] } })).toEqual(['RUN_OUTSIDE_IMAGE']);
    expect(codesOf({ silhouette: { rows: [[10, 20, 1000]] } })).toEqual(['RUN_OUTSIDE_IMAGE']);
    expect(codesOf({ silhouette: { rows: [[10.5, 20, 30]] } })).toEqual(['NOT_AN_INTEGER']);
    expect(codesOf({ silhouette: { rows: [[10, 20]] } }).length).toBeGreaterThan(0);
    expect(codesOf({ silhouette: { rows: Array.from({ length: MAX_SILHOUETTE_RUNS + 1 }, () => [0, 0, 0]) } })).toEqual(['TOO_MANY_RUNS']);
    expect(codesOf({ side: { ...valid().side, silhouette: { rows: [[5, 0, 5000]] } } })).toEqual(['RUN_OUTSIDE_IMAGE']);
    expect(codesOf({ side: { ...valid().side, silhouette: { rows: [[5, 0, 9000]] } } })).toContain('OUT_OF_RANGE');
  });

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4, withBigInt: true, withDate: true, withMap: true, withTypedArray: true, withNullPrototype: true }), (raw) => {
        const r = parseFitRequest(raw);
        expect(typeof r.ok).toBe('boolean');
        expect(r.ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses any non-finite number or non-number anywhere a number goes (property)', () => {
    const paths = numberPaths(valid());
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.constantFrom<unknown>(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 'NaN', '1', null, true, [], {}, undefined),
        (path, replacement) => {
          const request = valid();
          setAt(request, path, replacement);
          const r = parseFitRequest(request);
          expect(r.ok).toBe(false);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('refuses any landmark count but 33, in either view (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }).filter((n) => n !== 33), fc.boolean(), (n, inSide) => {
        const request = valid();
        const lms = Array.from({ length: n }, (_, i) => request.landmarks[i % 33]);
        const r = parseFitRequest(inSide ? { ...request, side: { ...request.side, landmarks: lms } } : { ...request, landmarks: lms });
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.issues.map((i) => i.code)).toContain('LANDMARK_COUNT');
      }),
      { numRuns: 200 },
    );
  });

  it('refuses out-of-range values and accepts in-range ones (property)', () => {
    const field = fc.constantFrom('x', 'y', 'z', 'visibility', 'imageWidth', 'imageHeight');
    fc.assert(
      fc.property(field, fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 32 }), (name, value, index) => {
        const request = valid();
        let inRange: boolean;
        if (name === 'imageWidth' || name === 'imageHeight') {
          setAt(request, [name], value);
          // Silhouette runs must still fit the image, so compare to the largest run too.
          const rows = request.silhouette.rows;
          const needed = name === 'imageWidth' ? Math.max(...rows.map((r) => r[2] as number)) + 1 : Math.max(...rows.map((r) => r[0] as number)) + 1;
          inRange = Number.isInteger(value) && value >= 16 && value <= 8192 && value >= needed;
        } else {
          setAt(request, ['landmarks', index, name], value);
          const [lo, hi] = name === 'visibility' ? [0, 1] : name === 'z' ? [-10, 10] : [-1, 2];
          inRange = value >= lo && value <= hi;
        }
        expect(parseFitRequest(request).ok).toBe(inRange);
      }),
      { numRuns: 600 },
    );
  });

  it('accepts random well-formed requests (property)', () => {
    const landmark = fc.record({ x: fc.double({ min: -1, max: 2, noNaN: true }), y: fc.double({ min: -1, max: 2, noNaN: true }), z: fc.double({ min: -10, max: 10, noNaN: true }), visibility: fc.double({ min: 0, max: 1, noNaN: true }) });
    const request = fc
      .record({
        w: fc.integer({ min: 16, max: 4096 }),
        h: fc.integer({ min: 16, max: 4096 }),
        landmarks: fc.array(landmark, { minLength: 33, maxLength: 33 }),
        category: fc.constantFrom('women', 'men', 'children'),
        height: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        runs: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { maxLength: 30 }),
      })
      .map(({ w, h, landmarks, category, height, runs }) => ({
        landmarks,
        scale: { type: 'height', value: height, unit: 'cm' },
        category,
        imageWidth: w,
        imageHeight: h,
        silhouette: { rows: runs.map(([y, a, b]) => [y % h, Math.min(a % w, b % w), Math.max(a % w, b % w)]) },
      }));
    fc.assert(
      fc.property(request, (r) => {
        expect(parseFitRequest(r).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
