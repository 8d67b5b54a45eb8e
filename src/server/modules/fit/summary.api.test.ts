/** POST /api/functions/measurement-summary: the scan's summary PDF (docs/requirements/sizing.md §2 overlay 7). */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/functions/measurement-summary';
const valid = {
  lang: 'en',
  category: 'women',
  source: 'quick_scan',
  size: 'M',
  recommendedSize: 'M',
  confidence: 0.82,
  capturedAt: '2026-11-24T08:00:00.000Z',
  measurements: { height_cm: 165, bust_cm: 91.5, waist_cm: 74, hips_cm: 99.5 },
};
const post = (payload: unknown) => t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress: freshIp() });

describe('POST /api/functions/measurement-summary', () => {
  it('answers a PDF to download, for a guest, in both languages', async () => {
    for (const lang of ['en', 'am-ET']) {
      const res = await post({ ...valid, lang });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tibeb-measurements-\d{4}-\d{2}-\d{2}\.pdf"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getTitle()).toMatch(lang === 'en' ? /^Tibeb — Measurement summary — Not ordered yet$/ : /^ቲበብ — የልኬት ማጠቃለያ/);
    }
  });

  it('refuses what is not a measurement summary with a code, never a 500', async () => {
    const cases: unknown[] = [
      {},
      { ...valid, lang: 'fr' },
      { ...valid, category: 'pets' },
      { ...valid, source: 'manual' },
      { ...valid, confidence: 3 },
      { ...valid, confidence: 'high' },
      { ...valid, capturedAt: 'yesterday' },
      { ...valid, measurements: {} },
      { ...valid, measurements: { waist_cm: -4 } },
      { ...valid, measurements: { waist_cm: 1e9 } },
      { ...valid, measurements: { waist_cm: '74' } },
      { ...valid, measurements: { elbow_cm: 30 } },
      { ...valid, size: 'x'.repeat(1_000_000) },
      { ...valid, userId: 'someone-else' },
      [valid],
    ];
    for (const payload of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json<{ error: { code: string } }>().error.code).toMatch(/^[A-Z_]+$/);
    }
    const malformed = await t.app.inject({ method: 'POST', url: URL, payload: '{"lang":', headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { code: string } }>().error.code).toMatch(/^[A-Z_]+$/);
  });

  it('prints hostile text as text', async () => {
    const res = await post({ ...valid, size: '<script>alert(1)</script>\u202E', orderNumber: '\u0007TB-1\u200F' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // NUL is refused at the edge, for this route as for every other.
    const nul = await post({ ...valid, orderNumber: '\u0000TB-1' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('INVALID_CHARACTERS');
  });
});
