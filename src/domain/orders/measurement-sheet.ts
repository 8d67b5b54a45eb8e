import { PDFDocument } from 'pdf-lib';
import { CUSTOM_FIT } from '../sizing/constants';
import { MEASUREMENT_KEYS, type MeasurementKey } from '../sizing/types';
import { cmToIn, kgToLb, roundTo } from '../sizing/units';
import { assertSfnt, fontkit, hasEthiopic, subsetName, type FontPair } from './sheet-font-runs';
import { sheetLabels, type SheetLang } from './sheet-labels';
import { cleanText, confidencePercent, formatDate, lookup, MAX_NOTES_CHARS, MAX_NOTES_LINES, measurementValue } from './sheet-text';
import { CONTENT_W, INK, MARGIN_X, MUTED, RIGHT, RULE, SheetWriter, ZEBRA } from './sheet-writer';
import type { OrderMeasurementsView } from './types';

/**
 * The measurement sheet of one custom-fit order line: an A4 PDF the designer prints and the
 * shopper downloads. Pure (bytes in, bytes out) so the server and, later, the browser build the
 * same document.
 *
 * pdf-lib draws each string in one font, and no single font here covers Latin and Ethiopic, so
 * every string is split into runs by script, each run drawn in its own embedded (subset) font and
 * placed by measuring the runs before it. Shopper text (names, notes) can be anything: it is
 * cleaned of control and direction characters, characters neither font has become '?', long
 * values are wrapped or cut with an ellipsis, and the notes have a ceiling, so no input can throw
 * or make the document grow without bound.
 */

export type { SheetLang } from './sheet-labels';

export interface MeasurementSheet {
  /**
   * 'order-line' (default): the designer's sheet of one order line. 'scan-summary': what a shopper
   * downloads after a scan (docs/requirements/sizing.md §2 overlay 7): order, category, size and generated at over
   * the same table; product, customer, designer and quantity are not printed.
   */
  kind?: 'order-line' | 'scan-summary';
  lang: SheetLang;
  orderNumber: string;
  /** ISO date or date-time. */
  orderDate: string;
  productName: string;
  designerName: string | null;
  customerName: string;
  /** 'Custom Fit' (printed in the sheet's language) or one of the product's sizes. */
  size: string | null;
  category: string | null;
  quantity: number;
  /** ISO date-time; also the PDF's creation date, so the same input gives the same document. */
  generatedAt: string;
  measurements: OrderMeasurementsView;
  /**
   * The version of the line's measurements in force (the designer's review, issue 38) and when the
   * designer accepted it (null: not yet); absent on scan summaries and lines never reviewed.
   */
  review?: { version: number; acceptedAt: string | null } | null;
}

/** The sheet's lines about the review: which version is printed, and when it was accepted (none without a review). */
export function reviewDetails(sheet: Pick<MeasurementSheet, 'lang' | 'review'>): [string, string][] {
  const review = sheet.review;
  if (!review || typeof review.version !== 'number' || !Number.isFinite(review.version)) return [];
  const lang: SheetLang = sheet.lang === 'am-ET' ? 'am-ET' : 'en';
  const labels = sheetLabels(lang);
  return [
    [labels.versionInForce, labels.versionN.replace('{n}', String(Math.trunc(review.version)))],
    [labels.acceptedAt, formatDate(review.acceptedAt, lang, labels, true) ?? labels.notAccepted],
  ];
}

/** Font files as bytes: TrueType/OpenType (WOFF and WOFF2 must be converted first). */
export interface SheetFonts {
  latin: Uint8Array;
  ethiopic: Uint8Array;
}

/** One row of the sheet's table, exactly as it is printed. */
export interface MeasurementSheetRow {
  key: MeasurementKey;
  label: string;
  /** cm with one decimal, or kg for the weight, with the unit: '170.0 cm', '65.0 kg'. */
  metric: string;
  /** inches (cm / 2.54) with two decimals, or pounds for the weight: '66.93 in', '143.30 lb'. */
  imperial: string;
}

/**
 * The table's rows: one per measurement present, in MEASUREMENT_KEYS order. Inches and pounds
 * are computed from the centimetres and kilograms (as the footer states), not taken from
 * `metricsIn`, so the two columns can never disagree.
 */
export function measurementSheetRows(sheet: Pick<MeasurementSheet, 'lang' | 'measurements'>): MeasurementSheetRow[] {
  const labels = sheetLabels(sheet.lang);
  const metrics = (sheet.measurements as OrderMeasurementsView | null | undefined)?.metricsCm;
  const rows: MeasurementSheetRow[] = [];
  for (const key of MEASUREMENT_KEYS) {
    const value = measurementValue(metrics, key);
    if (value === null) continue;
    const weight = key === 'weight_kg';
    rows.push({
      key,
      label: labels.measurementNames[key],
      metric: `${roundTo(value, 1).toFixed(1)} ${weight ? labels.units.kg : labels.units.cm}`,
      imperial: `${(weight ? kgToLb(value) : cmToIn(value)).toFixed(2)} ${weight ? labels.units.lb : labels.units.in}`,
    });
  }
  return rows;
}

/** Builds the measurement sheet PDF of one order line. */
export async function measurementSheetPdf(sheet: MeasurementSheet, fonts: SheetFonts): Promise<Uint8Array> {
  const lang: SheetLang = sheet.lang === 'am-ET' ? 'am-ET' : 'en';
  const labels = sheetLabels(lang);
  const latinBytes = assertSfnt(fonts.latin, 'latin');
  const ethiopicBytes = assertSfnt(fonts.ethiopic, 'ethiopic');
  const m: Partial<OrderMeasurementsView> = sheet.measurements && typeof sheet.measurements === 'object' ? sheet.measurements : {};

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const latin = await doc.embedFont(latinBytes, { subset: true, customName: subsetName('TBLATN', latinBytes) });
  const ethiopic = await doc.embedFont(ethiopicBytes, { subset: true, customName: subsetName('TBETHI', ethiopicBytes) });
  const pair: FontPair = { latin, ethiopic, latinChars: new Set(latin.getCharacterSet()), ethiopicChars: new Set(ethiopic.getCharacterSet()) };

  const summary = sheet.kind === 'scan-summary';
  const title = summary ? labels.summaryTitle : labels.title;
  const orderNumber = cleanText(sheet.orderNumber, 60) || (summary ? labels.notOrdered : '—');
  const w = new SheetWriter(doc, pair, { ...labels, title }, orderNumber);
  const generated = new Date(typeof sheet.generatedAt === 'string' ? sheet.generatedAt : '');
  doc.setTitle(`${title} — ${orderNumber}`);
  doc.setAuthor('Tibeb');
  doc.setCreator('Tibeb');
  doc.setProducer('Tibeb (pdf-lib)');
  doc.setLanguage(lang);
  if (!Number.isNaN(generated.getTime())) {
    doc.setCreationDate(generated);
    doc.setModificationDate(generated);
  }

  // Header
  w.newPage();
  w.y -= 24;
  w.text(w.fit(title, 20, CONTENT_W), MARGIN_X, w.y, { size: 20, bold: true });
  w.y -= 14;

  // Order facts: a two-column grid of small labels over their values.
  const sizeText = sheet.size === CUSTOM_FIT ? labels.customFit : cleanText(sheet.size, 60) || labels.notGiven;
  const quantity = typeof sheet.quantity === 'number' && Number.isFinite(sheet.quantity) ? String(Math.trunc(sheet.quantity)) : labels.notGiven;
  const category = lookup(labels.categories, sheet.category ?? m.category) ?? labels.notGiven;
  const facts: [string, string][] = summary
    ? [
        [labels.order, orderNumber],
        [labels.category, category],
        [labels.size, sizeText],
        [labels.generatedAt, formatDate(sheet.generatedAt, lang, labels, true) ?? labels.notGiven],
      ]
    : [
        [labels.orderNumber, orderNumber],
        [labels.orderDate, formatDate(sheet.orderDate, lang, labels, false) ?? labels.notGiven],
        [labels.product, cleanText(sheet.productName) || labels.notGiven],
        [labels.size, sizeText],
        [labels.customer, cleanText(sheet.customerName) || labels.notGiven],
        [labels.quantity, quantity],
        [labels.designer, cleanText(sheet.designerName) || labels.notGiven],
        [labels.category, category],
      ];
  const gap = 24;
  const colW = (CONTENT_W - gap) / 2;
  w.y -= 8;
  w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: RIGHT, y: w.y }, thickness: 0.5, color: RULE });
  for (let i = 0; i < facts.length; i += 2) {
    const cells = facts.slice(i, i + 2).map(([label, value]) => ({ label, lines: w.wrap(value, 11, colW, 2) }));
    const lineH = cells.some((c) => c.lines.some(hasEthiopic)) ? 16 : 14.5;
    const rowH = 12 + Math.max(...cells.map((c) => c.lines.length)) * lineH + 8;
    w.ensure(rowH);
    w.y -= 14;
    cells.forEach((cell, c) => {
      const x = MARGIN_X + c * (colW + gap);
      w.text(w.fit(cell.label, 9, colW), x, w.y, { size: 9, color: MUTED });
      cell.lines.forEach((line, l) => w.text(line, x, w.y - 14 - l * lineH, { size: 11, bold: i === 0 || cell.label === labels.size }));
    });
    w.y -= rowH - 14;
  }
  w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: RIGHT, y: w.y }, thickness: 0.5, color: RULE });

  // Measurements table
  const rows = measurementSheetRows({ lang, measurements: m as OrderMeasurementsView });
  const rowH = lang === 'am-ET' ? 21 : 19.5;
  const headH = 22;
  const imperialRight = RIGHT - 10;
  const metricRight = imperialRight - 110;
  const labelX = MARGIN_X + 10;
  const labelW = metricRight - 90 - labelX;
  const tableHeader = (): void => {
    w.y -= headH;
    const base = w.y + 7;
    w.text(w.fit(labels.columnMeasurement, 9, labelW), labelX, base, { size: 9, bold: true, color: MUTED });
    w.text(labels.columnMetric, metricRight, base, { size: 9, bold: true, color: MUTED }, 'right');
    w.text(labels.columnImperial, imperialRight, base, { size: 9, bold: true, color: MUTED }, 'right');
    w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: RIGHT, y: w.y }, thickness: 1, color: INK });
  };
  w.heading(labels.measurementsHeading, headH + rowH * Math.min(rows.length, 3));
  tableHeader();
  if (!rows.length) {
    w.y -= rowH;
    w.text(w.fit(labels.noMeasurements, 10, CONTENT_W - 20), labelX, w.y + 6.5, { size: 10, color: MUTED });
  }
  rows.forEach((row, i) => {
    if (w.ensure(rowH)) tableHeader();
    w.y -= rowH;
    if (i % 2 === 1) w.page.drawRectangle({ x: MARGIN_X, y: w.y, width: CONTENT_W, height: rowH, color: ZEBRA });
    const base = w.y + rowH / 2 - 3.6;
    w.text(w.fit(row.label, 10.5, labelW), labelX, base, { size: 10.5 });
    w.text(row.metric, metricRight, base, { size: 10.5, bold: true }, 'right');
    w.text(row.imperial, imperialRight, base, { size: 10.5, color: MUTED }, 'right');
    if (i < rows.length - 1) w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: RIGHT, y: w.y }, thickness: 0.4, color: RULE });
  });
  w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: RIGHT, y: w.y }, thickness: 1, color: INK });

  // Where the measurements came from
  const percent = confidencePercent(m.confidence);
  const details: [string, string][] = [
    [labels.source, lookup(labels.sources, m.source) ?? labels.notGiven],
    [labels.confidence, percent === null ? labels.notGiven : `${percent}%`],
    [labels.recommendedSize, (m.recommendedSize === CUSTOM_FIT ? labels.customFit : cleanText(m.recommendedSize, 60)) || labels.notGiven],
    [labels.captured, formatDate(m.capturedAt, lang, labels, false) ?? labels.notGiven],
    ...reviewDetails({ lang, review: summary ? null : sheet.review }),
    [labels.generatedAt, formatDate(sheet.generatedAt, lang, labels, true) ?? labels.notGiven],
  ];
  w.y -= 10;
  // Five to seven short lines read as one block: keep them on one page with their heading.
  w.heading(labels.detailsHeading, 18 * details.length);
  const keyW = 150;
  for (const [label, value] of details) {
    w.y -= 18;
    w.text(w.fit(label, 9.5, keyW - 10), MARGIN_X, w.y, { size: 9.5, color: MUTED });
    w.text(w.fit(value, 10.5, CONTENT_W - keyW), MARGIN_X + keyW, w.y, { size: 10.5 });
  }

  // Notes, wrapped over as many lines (and pages) as they need, within a ceiling.
  const notes = cleanText(m.notes, MAX_NOTES_CHARS, true);
  const noteLines = notes ? w.wrap(notes, 10, CONTENT_W, MAX_NOTES_LINES) : [labels.none];
  const noteH = hasEthiopic(notes) ? 15.5 : 14;
  w.y -= 10;
  w.heading(labels.notes, noteH * Math.min(noteLines.length, 2));
  w.y += 4;
  for (const line of noteLines) {
    w.ensure(noteH);
    w.y -= noteH;
    if (line) w.text(line, MARGIN_X, w.y, { size: 10, color: notes ? INK : MUTED });
  }

  w.footers();
  return doc.save();
}
