import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
// The real fonts are what a designer's sheet is drawn with, so the tests use them too. The domain
// itself never imports server or web code; only this test reads their files.
/* eslint-disable no-restricted-imports, import-x/no-restricted-paths */
import { loadSheetFonts } from '../../server/modules/orders/sheet-fonts';
import amGuide from '../../web/locales/am-ET/sizing-guide.json';
import enGuide from '../../web/locales/en/sizing-guide.json';
/* eslint-enable no-restricted-imports, import-x/no-restricted-paths */
import { MEASUREMENT_KEYS } from '../sizing/types';
import { measurementSheetPdf, measurementSheetRows, reviewDetails, type MeasurementSheet, type SheetFonts } from './measurement-sheet';
import { SHEET_LABELS } from './sheet-labels';
import type { OrderMeasurementsView } from './types';

let fonts: SheetFonts;
beforeAll(async () => {
  fonts = await loadSheetFonts();
});

function measurements(over: Partial<OrderMeasurementsView> = {}): OrderMeasurementsView {
  return {
    source: 'ai_size_recommendation',
    category: 'women',
    confidence: 0.86,
    metricsCm: { height_cm: 165, waist_cm: 74, hips_cm: 100 },
    metricsIn: {},
    notes: 'Leave 2 cm at the hem.',
    recommendedSize: 'M',
    capturedAt: '2025-03-10T18:22:00.000Z',
    ...over,
  };
}

function sheet(over: Partial<MeasurementSheet> = {}): MeasurementSheet {
  return {
    lang: 'en',
    orderNumber: 'TB-2025-000184',
    orderDate: '2025-03-12T09:41:00.000Z',
    productName: 'Habesha Kemis with Menen Tibeb Border',
    designerName: 'Selam Habesha Designs',
    customerName: 'Meron Tesfaye',
    size: 'Custom Fit',
    category: 'women',
    quantity: 1,
    generatedAt: '2025-03-14T15:07:00.000Z',
    measurements: measurements(),
    ...over,
  };
}

async function pages(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPageCount();
}

function expectPdf(bytes: Uint8Array): void {
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
}

/** Sixteen measurements: every key but three. */
const SIXTEEN = Object.fromEntries(
  MEASUREMENT_KEYS.filter((k) => !['underbust_cm', 'outseam_cm', 'skirt_length_cm'].includes(k)).map((k, i) => [k, k === 'weight_kg' ? 62.4 : 30 + i * 7.25]),
);

describe('measurementSheetRows', () => {
  it('prints cm with one decimal and inches (cm / 2.54) with two, weight in kg and lb, in MEASUREMENT_KEYS order', () => {
    const rows = measurementSheetRows(
      sheet({
        measurements: measurements({
          // deliberately out of order, with a key the sheet does not know and inches that disagree
          metricsCm: { waist_cm: 80, neck_cm: 38.25, weight_kg: 65.55, height_cm: 170.17, elbow_cm: 30, hips_cm: 1.005 },
          metricsIn: { waist_cm: 99 },
        }),
      }),
    );
    expect(rows).toEqual([
      { key: 'height_cm', label: 'Height', metric: '170.2 cm', imperial: '67.00 in' },
      { key: 'weight_kg', label: 'Weight', metric: '65.6 kg', imperial: '144.51 lb' },
      { key: 'neck_cm', label: 'Neck', metric: '38.3 cm', imperial: '15.06 in' },
      { key: 'waist_cm', label: 'Waist', metric: '80.0 cm', imperial: '31.50 in' },
      { key: 'hips_cm', label: 'Hips', metric: '1.0 cm', imperial: '0.40 in' },
    ]);
  });

  it('uses the Amharic names and units of the sizing screens', () => {
    const rows = measurementSheetRows(sheet({ lang: 'am-ET', measurements: measurements({ metricsCm: { weight_kg: 58.5, waist_cm: 74 } }) }));
    expect(rows).toEqual([
      { key: 'weight_kg', label: 'ክብደት', metric: '58.5 ኪ.ግ', imperial: '128.97 ፓውንድ' },
      { key: 'waist_cm', label: 'ወገብ', metric: '74.0 ሴ.ሜ', imperial: '29.13 ኢንች' },
    ]);
  });

  it('leaves out values that are not a measured body: missing, zero, negative, not a finite number', () => {
    const metricsCm = { height_cm: 0, chest_cm: -4, waist_cm: Number.NaN, hips_cm: Number.POSITIVE_INFINITY, neck_cm: '38' } as unknown as Record<string, number>;
    expect(measurementSheetRows(sheet({ measurements: measurements({ metricsCm }) }))).toEqual([]);
    const broken = { ...measurements(), metricsCm: null } as unknown as OrderMeasurementsView;
    expect(measurementSheetRows(sheet({ measurements: broken }))).toEqual([]);
  });

  it('gives every key a row label in both languages, the same words as the size guide', () => {
    const guideName = (guide: typeof enGuide, key: string): string | undefined => {
      const base = key.replace(/_(cm|kg)$/, '');
      const items = guide.items as Record<string, { title: string }>;
      const other = guide.page.chart.otherRows as Record<string, string>;
      return items[base]?.title ?? other[base];
    };
    for (const key of MEASUREMENT_KEYS) {
      expect(SHEET_LABELS.en.measurementNames[key]).toBe(guideName(enGuide, key));
      expect(SHEET_LABELS['am-ET'].measurementNames[key]).toBe(guideName(amGuide as typeof enGuide, key));
    }
  });
});

describe('measurementSheetPdf', () => {
  it('builds a one-page A4 PDF that pdf-lib can load back', async () => {
    const bytes = await measurementSheetPdf(sheet(), fonts);
    expectPdf(bytes);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const page = doc.getPage(0);
    expect(page.getWidth()).toBeCloseTo(595.28, 1);
    expect(page.getHeight()).toBeCloseTo(841.89, 1);
    expect(doc.getTitle()).toBe('Tibeb — Measurement sheet — TB-2025-000184');
    expect(doc.getCreationDate()?.toISOString()).toBe('2025-03-14T15:07:00.000Z');
  });

  it('embeds both fonts as subsets, so an Amharic sheet stays small', async () => {
    const bytes = await measurementSheetPdf(sheet({ lang: 'am-ET', customerName: 'መሮን ተስፋዬ' }), fonts);
    expectPdf(bytes);
    const doc = await PDFDocument.load(bytes);
    const baseFonts = doc.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter((obj): obj is PDFDict => obj instanceof PDFDict && obj.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
      .map((font) => String(font.get(PDFName.of('BaseFont'))));
    expect(baseFonts.some((name) => name.includes('NotoSansEthiopic'))).toBe(true);
    expect(baseFonts.some((name) => /NotoSans-/.test(name))).toBe(true);
    // The whole Ethiopic font is 670 kB as TrueType; a subset is a few kB.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('is the same document for the same input, also when several are built at once (fonts are shared)', async () => {
    const inputs = [sheet(), sheet({ lang: 'am-ET', customerName: 'መሮን ተስፋዬ' }), sheet({ measurements: measurements({ metricsCm: SIXTEEN }) })];
    const oneByOne: Uint8Array[] = [];
    for (const input of inputs) oneByOne.push(await measurementSheetPdf(input, fonts));
    const together = await Promise.all([...inputs, ...inputs].map((input) => measurementSheetPdf(input, fonts)));
    together.forEach((bytes, i) => expect(Buffer.from(bytes).equals(Buffer.from(oneByOne[i % inputs.length] ?? []))).toBe(true));
  });

  it('spills 16 measurements, an Amharic name and a 2,000-character note onto a second page', async () => {
    const note = 'እባክዎ ቀሚሱን ያርዝሙት፤ Please keep the tibeb border straight at the hem. '.repeat(40).slice(0, 2000);
    expect(note.length).toBe(2000);
    for (const lang of ['en', 'am-ET'] as const) {
      const input = sheet({ lang, customerName: 'መሮን ተስፋዬ ገብረመድህን', measurements: measurements({ metricsCm: SIXTEEN, notes: note }) });
      expect(measurementSheetRows(input)).toHaveLength(16);
      const bytes = await measurementSheetPdf(input, fonts);
      expectPdf(bytes);
      expect(await pages(bytes)).toBe(2);
    }
  });

  it('prints a sheet without measurements, notes or optional fields', async () => {
    const input = sheet({
      designerName: null,
      category: null,
      size: null,
      measurements: measurements({ metricsCm: {}, notes: null, confidence: null, recommendedSize: null, capturedAt: null, category: null }),
    });
    const bytes = await measurementSheetPdf(input, fonts);
    expect(await pages(bytes)).toBe(1);
  });

  it('never throws on hostile or odd text, and keeps the document bounded', async () => {
    const hostile = [
      '\u0000\u0007\u001b[31m<script>alert("x")</script>\u202E\u2066',
      '👩🏽‍🦱🇪🇹 emoji ✂️',
      'مرحبا بالعالم — RTL Arabic',
      'lone \uD800 surrogate \uDFFF',
      'x'.repeat(100_000),
      'ሀ'.repeat(5_000),
      'Ｆｕｌｌｗｉｄｔｈ 中文 한국어 Ελληνικά кириллица',
      '',
      '   \t\n  ',
    ];
    for (const text of hostile) {
      for (const lang of ['en', 'am-ET'] as const) {
        const input = sheet({
          lang,
          orderNumber: text,
          productName: text,
          customerName: text,
          designerName: text,
          size: text,
          category: text,
          measurements: measurements({ source: text, notes: text, recommendedSize: text, capturedAt: text, metricsCm: SIXTEEN }),
        });
        const bytes = await measurementSheetPdf(input, fonts);
        expectPdf(bytes);
        expect(await pages(bytes)).toBeLessThanOrEqual(5);
      }
    }
  });

  it('survives values of the wrong type at run time (data from outside is not always what the types say)', async () => {
    const odd = {
      ...sheet(),
      lang: 'fr',
      orderNumber: 42,
      orderDate: 'not a date',
      productName: null,
      customerName: undefined,
      quantity: Number.NaN,
      generatedAt: '',
      measurements: { ...measurements(), confidence: Number.POSITIVE_INFINITY, notes: '\n'.repeat(20_000) + 'end', metricsCm: 'nope' },
    } as unknown as MeasurementSheet;
    const bytes = await measurementSheetPdf(odd, fonts);
    expect(await pages(bytes)).toBe(1);
  });

  it('refuses web fonts up front instead of failing where no caller can catch it', async () => {
    const woff2 = new Uint8Array([0x77, 0x4f, 0x46, 0x32, ...new Array<number>(60).fill(0)]);
    await expect(measurementSheetPdf(sheet(), { ...fonts, ethiopic: woff2 })).rejects.toThrow(/TrueType/);
  });
});

describe('the scan summary (docs/requirements/sizing.md §2 overlay 7)', () => {
  const summary = (over: Partial<MeasurementSheet> = {}) =>
    sheet({ kind: 'scan-summary', orderNumber: '', productName: '', customerName: '', designerName: null, size: 'M', measurements: measurements({ source: 'quick_scan', notes: null }), ...over });

  it('is titled as a summary, with "Not ordered yet" before there is an order, in both languages', async () => {
    for (const lang of ['en', 'am-ET'] as const) {
      const doc = await PDFDocument.load(await measurementSheetPdf(summary({ lang }), fonts));
      expect(doc.getTitle()).toBe(`${SHEET_LABELS[lang].summaryTitle} — ${SHEET_LABELS[lang].notOrdered}`);
      expect(doc.getPageCount()).toBe(1);
    }
    const ordered = await PDFDocument.load(await measurementSheetPdf(summary({ orderNumber: 'TB-2026-000031' }), fonts));
    expect(ordered.getTitle()).toBe('Tibeb — Measurement summary — TB-2026-000031');
  });

  it('is the same document for the same input, and a different one from the order-line sheet', async () => {
    const a = await measurementSheetPdf(summary(), fonts);
    expect(Buffer.from(await measurementSheetPdf(summary(), fonts)).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(await measurementSheetPdf(summary({ kind: 'order-line' }), fonts)).equals(Buffer.from(a))).toBe(false);
  });
});

describe('loadSheetFonts', () => {
  it('returns TrueType bytes converted from the font packages, read once', async () => {
    expect(loadSheetFonts()).toBe(loadSheetFonts());
    for (const bytes of [fonts.latin, fonts.ethiopic]) expect(Array.from(bytes.subarray(0, 4))).toEqual([0, 1, 0, 0]);
  });
});

describe('the review lines (issue 38)', () => {
  it('names the version in force and when it was accepted, in both languages', () => {
    expect(reviewDetails({ lang: 'en', review: { version: 2, acceptedAt: '2026-11-30T09:15:00.000Z' } })).toEqual([
      ['Measurements in force', 'Version 2'],
      ['Accepted by the designer', expect.stringContaining('2026')],
    ]);
    expect(reviewDetails({ lang: 'en', review: { version: 1, acceptedAt: null } })[1]).toEqual(['Accepted by the designer', 'Not accepted yet']);
    expect(reviewDetails({ lang: 'am-ET', review: { version: 3, acceptedAt: null } })).toEqual([
      ['በሥራ ላይ ያሉ ልኬቶች', 'ስሪት 3'],
      ['ዲዛይነሩ የተቀበለበት', 'ገና አልተቀበለም'],
    ]);
  });
  it('prints nothing about a review the line never had, or one of the wrong shape', () => {
    expect(reviewDetails({ lang: 'en' })).toEqual([]);
    expect(reviewDetails({ lang: 'en', review: null })).toEqual([]);
    expect(reviewDetails({ lang: 'en', review: { version: Number.NaN, acceptedAt: null } })).toEqual([]);
  });
  it('still builds the PDF with the review lines', async () => {
    const bytes = await measurementSheetPdf(sheet({ review: { version: 2, acceptedAt: '2026-11-30T09:15:00.000Z' } }), fonts);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});
