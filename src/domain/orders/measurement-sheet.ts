import * as fontkitModule from '@pdf-lib/fontkit';
import {
  PageSizes,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  TextRenderingMode,
  type Color,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { CUSTOM_FIT } from '../sizing/constants';
import { MEASUREMENT_KEYS, type MeasurementKey } from '../sizing/types';
import { cmToIn, kgToLb, roundTo } from '../sizing/units';
import { sheetLabels, type SheetLabels, type SheetLang } from './sheet-labels';
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
   * downloads after a scan (sizing.md §2 overlay 7): order, category, size and generated at over
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

// --- Text cleaning --------------------------------------------------------------------------

/** Notes longer than this are cut: 2–3 pages of text is all a tailor needs and keeps the PDF small. */
const MAX_NOTES_CHARS = 5000;
const MAX_NOTES_LINES = 160;
const MAX_FIELD_CHARS = 300;

// C0/C1 controls except tab and line breaks (handled separately), soft hyphen, zero-width and
// bidi controls (they would reorder or hide text in viewers), variation selectors, BOM.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]|[\uFE00-\uFE0F]|\u200D/g;
const ODD_SPACES = /[\t\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/g;

/** Half of a surrogate pair on its own (broken UTF-16) becomes '?'. A loop, not a lookbehind
 * regex, so older mobile Safari can still parse this module when the web app loads it. */
function replaceLoneSurrogates(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i += 1;
      } else out += '?';
    } else if (c >= 0xdc00 && c <= 0xdfff) out += '?';
    else out += text[i] ?? '';
  }
  return out;
}

function truncateChars(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** Any value to printable text: one line unless `multiline`, controls removed, length capped. */
function cleanText(value: unknown, max = MAX_FIELD_CHARS, multiline = false): string {
  let text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  // Cut absurd input before the work below; what is left is still more than `max` characters.
  text = replaceLoneSurrogates(text.slice(0, max * 4 + 64));
  try {
    // NFC turns 'e' + combining accent into 'é', which the Latin font has.
    text = text.normalize('NFC');
  } catch {
    // a string that cannot be normalised is printed as it is
  }
  text = text.replace(/\r\n?/g, '\n');
  if (!multiline) text = text.replace(/\n/g, ' ');
  text = text.replace(ODD_SPACES, ' ').replace(INVISIBLE, '');
  text = multiline
    ? text
        .split('\n')
        .map((line) => line.replace(/ {2,}/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/ {2,}/g, ' ').trim();
  return truncateChars(text, max);
}

// --- Values -------------------------------------------------------------------------------------

function measurementValue(metrics: unknown, key: MeasurementKey): number | null {
  if (!metrics || typeof metrics !== 'object') return null;
  const value: unknown = (metrics as Record<string, unknown>)[key];
  // Zero or negative is "not measured", not a body.
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
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

function formatDate(value: unknown, lang: SheetLang, labels: SheetLabels, withTime: boolean): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return cleanText(value, 40) || null;
  // Always UTC: the server and every reader's browser print the same day and time.
  const iso = date.toISOString();
  let day = iso.slice(0, 10);
  try {
    const locale = lang === 'am-ET' ? 'am-ET' : 'en-GB';
    day = cleanText(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)) || day;
  } catch {
    // an engine without that locale prints the ISO date
  }
  return withTime ? `${day}${lang === 'am-ET' ? ' ' : ', '}${iso.slice(11, 16)} ${labels.utc}` : day;
}

/** Stored confidences are fractions (0.82); a value above 1 is taken as already a percentage. */
function confidencePercent(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.round(Math.min(value <= 1 ? value * 100 : value, 100));
}

function lookup(map: Record<string, string>, value: unknown): string | null {
  const text = cleanText(value, 80);
  if (!text) return null;
  return Object.hasOwn(map, text) ? (map[text] ?? text) : text;
}

// --- Fonts and runs -----------------------------------------------------------------------------

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
// The ES build of @pdf-lib/fontkit has only a default export, its UMD build (Node's `main`) is a
// CommonJS object: take whichever this bundler handed us.
const fontkitExports = fontkitModule as unknown as Fontkit & { default?: Fontkit };
const baseFontkit: Fontkit = fontkitExports.default ?? fontkitExports;

/**
 * Parsing a font, and above all the first Ethiopic layout (its GSUB/GPOS tables), costs more than
 * the rest of a sheet. The same bytes give the same parsed font, so it is kept while the caller
 * keeps the bytes (sheet-fonts caches them). Sharing is safe: layout and subsetting are
 * synchronous, and each document makes its own subset.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const fontkit: Fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return baseFontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = baseFontkit.create(bytes);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

function assertSfnt(bytes: unknown, name: string): Uint8Array {
  if (!(bytes instanceof Uint8Array) || bytes.length < 12) throw new TypeError(`SheetFonts.${name} must be font file bytes`);
  const tag = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0);
  const trueType = bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0;
  // fontkit reads WOFF2 but its subsetter then fails inside a timer that no caller can catch.
  if (!trueType && tag !== 'true' && tag !== 'OTTO') {
    throw new TypeError(`SheetFonts.${name} must be a TrueType/OpenType font, not ${JSON.stringify(tag)} (convert WOFF/WOFF2 first)`);
  }
  return bytes;
}

/**
 * A fixed subset tag ("ABCDEF+Name", as PDF readers expect for subsets) instead of pdf-lib's
 * random suffix, so the same sheet is the same bytes.
 */
function subsetName(tag: string, bytes: Uint8Array): string {
  let name = '';
  try {
    name = fontkit.create(bytes).postscriptName ?? '';
  } catch {
    // pdf-lib reports an unreadable font itself when it embeds it
  }
  return `${tag}+${name.replace(/[^A-Za-z0-9-]/g, '') || 'Font'}`;
}

interface FontPair {
  latin: PDFFont;
  ethiopic: PDFFont;
  latinChars: Set<number>;
  ethiopicChars: Set<number>;
}

interface Run {
  text: string;
  font: PDFFont;
}

function isEthiopic(cp: number): boolean {
  return (cp >= 0x1200 && cp <= 0x139f) || (cp >= 0x2d80 && cp <= 0x2ddf) || (cp >= 0xab00 && cp <= 0xab2f);
}

/** Splits text into runs of one font each: Ethiopic to the Ethiopic font, the rest to Latin; a
 * character only the other font has goes to it, one neither has becomes '?'. */
function toRuns(text: string, fonts: FontPair): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    const ethiopicFirst = isEthiopic(cp);
    let font: PDFFont;
    let out = ch;
    if (ethiopicFirst ? fonts.ethiopicChars.has(cp) : fonts.latinChars.has(cp)) font = ethiopicFirst ? fonts.ethiopic : fonts.latin;
    else if (ethiopicFirst ? fonts.latinChars.has(cp) : fonts.ethiopicChars.has(cp)) font = ethiopicFirst ? fonts.latin : fonts.ethiopic;
    else {
      font = fonts.latin;
      out = '?';
    }
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += out;
    else runs.push({ text: out, font });
  }
  return runs;
}

// --- Layout -------------------------------------------------------------------------------------

const [PAGE_W, PAGE_H] = PageSizes.A4;
const MARGIN_X = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;
const RIGHT = MARGIN_X + CONTENT_W;
/** Content stops here; the footer lives below. */
const BOTTOM = 78;

const INK = rgb(0x22 / 255, 0x22 / 255, 0x22 / 255);
const MUTED = rgb(0x5a / 255, 0x56 / 255, 0x50 / 255);
const EMERALD = rgb(0x1f / 255, 0x7a / 255, 0x4d / 255);
const GOLD = rgb(0xd4 / 255, 0xa0 / 255, 0x17 / 255);
const CRIMSON = rgb(0xb2 / 255, 0x22 / 255, 0x34 / 255);
const ZEBRA = rgb(0xf6 / 255, 0xf1 / 255, 0xe8 / 255);
const RULE = rgb(0xd9 / 255, 0xd3 / 255, 0xc7 / 255);

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: Color;
}

class SheetWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  /** Widths at size 1 (they scale linearly), by text; fontkit's shaping of Ethiopic is slow. */
  private unitWidths = new Map<string, number>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: FontPair,
    private readonly labels: SheetLabels,
    private readonly orderNumber: string,
  ) {}

  /** The width of text without spaces in it, at size 1, shaped as pdf-lib will draw it. */
  private unitWidth(text: string): number {
    const known = this.unitWidths.get(text);
    if (known !== undefined) return known;
    let w = 0;
    for (const run of toRuns(text, this.fonts)) w += run.font.widthOfTextAtSize(run.text, 1);
    if (this.unitWidths.size < 20_000) this.unitWidths.set(text, w);
    return w;
  }

  /**
   * Word by word: pdf-lib draws advance widths without kerning and nothing is shaped across a
   * space, so the sum is exact, and wrapping a long note measures each word once.
   */
  width(text: string, size: number): number {
    let w = 0;
    text.split(' ').forEach((word, i) => {
      if (i > 0) w += this.unitWidth(' ');
      if (word) w += this.unitWidth(word);
    });
    return w * size;
  }

  /** Draws one line of mixed-script text; bold is the fill plus a thin outline of the same colour,
   * because the embedded variable fonts only give their Regular instance. */
  text(text: string, x: number, y: number, style: TextStyle, align: 'left' | 'right' = 'left'): void {
    if (!text) return;
    const color = style.color ?? INK;
    let cx = align === 'right' ? x - this.width(text, style.size) : x;
    if (style.bold) {
      this.page.pushOperators(
        pushGraphicsState(),
        setTextRenderingMode(TextRenderingMode.FillAndOutline),
        setLineWidth(style.size * 0.045),
        setStrokingColor(color),
      );
    }
    for (const run of toRuns(text, this.fonts)) {
      this.page.drawText(run.text, { x: cx, y, size: style.size, font: run.font, color });
      cx += this.width(run.text, style.size);
    }
    if (style.bold) this.page.pushOperators(popGraphicsState());
  }

  /** The text cut to `maxWidth` with an ellipsis. */
  fit(text: string, size: number, maxWidth: number): string {
    if (this.width(text, size) <= maxWidth) return text;
    const chars = Array.from(text);
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.width(`${chars.slice(0, mid).join('').trimEnd()}…`, size) <= maxWidth) lo = mid;
      else hi = mid - 1;
    }
    return `${chars.slice(0, lo).join('').trimEnd()}…`;
  }

  /** Greedy word wrap; a word wider than the line is broken between characters. */
  wrap(text: string, size: number, maxWidth: number, maxLines = Infinity): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        if (!word) continue;
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, size) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        // A word wider than the line (a pasted URL, a run of one letter) is cut between
        // characters, measured one by one so a 5,000-character word stays cheap.
        let piece = '';
        let pieceWidth = 0;
        for (const ch of word) {
          const chWidth = this.unitWidth(ch) * size;
          if (piece && pieceWidth + chWidth > maxWidth) {
            lines.push(piece);
            piece = '';
            pieceWidth = 0;
          }
          piece += ch;
          pieceWidth += chWidth;
        }
        line = piece;
      }
      lines.push(line);
      if (lines.length > maxLines) break;
    }
    if (lines.length > maxLines) {
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = this.fit(`${kept[maxLines - 1] ?? ''}…`, size, maxWidth);
      return kept;
    }
    return lines;
  }

  private band(top: number): void {
    // A thin woven border, as on the hem of a habesha kemis (DESIGN.md): gold rails around a row
    // of diamonds in the three accent colours.
    const h = 7;
    this.page.drawRectangle({ x: MARGIN_X, y: top - 0.8, width: CONTENT_W, height: 0.8, color: GOLD });
    this.page.drawRectangle({ x: MARGIN_X, y: top - h - 1.6, width: CONTENT_W, height: 0.8, color: GOLD });
    const colors = [EMERALD, CRIMSON, GOLD, CRIMSON];
    const step = h + 1;
    const count = Math.floor(CONTENT_W / step);
    const start = MARGIN_X + (CONTENT_W - count * step) / 2;
    for (let i = 0; i < count; i += 1) {
      const cx = start + i * step + step / 2;
      const cy = top - 1.2 - h / 2;
      this.page.drawSvgPath(`M 0 ${-h / 2} L ${h / 2} 0 L 0 ${h / 2} L ${-h / 2} 0 Z`, { x: cx, y: cy, color: colors[i % colors.length] ?? EMERALD });
    }
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.band(PAGE_H - 40);
    if (this.pages.length === 1) {
      this.y = PAGE_H - 58;
      return;
    }
    const running = `${this.labels.title} · ${this.orderNumber} (${this.labels.continued})`;
    this.text(this.fit(running, 9, CONTENT_W), MARGIN_X, PAGE_H - 66, { size: 9, color: MUTED });
    this.y = PAGE_H - 84;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }

  heading(text: string, keepWith: number): void {
    this.ensure(30 + keepWith);
    this.y -= 22;
    this.text(this.fit(text, 12.5, CONTENT_W), MARGIN_X, this.y, { size: 12.5, bold: true });
    // Below the descenders, so the accent never cuts a 'g' or 'y'.
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - 8.5, width: 28, height: 1.6, color: EMERALD });
    this.y -= 16;
  }

  footers(): void {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      this.page = page;
      page.drawLine({ start: { x: MARGIN_X, y: 52 }, end: { x: RIGHT, y: 52 }, thickness: 0.5, color: RULE });
      const pageText = total > 1 ? this.labels.pageOf.replace('{page}', String(i + 1)).replace('{pages}', String(total)) : '';
      const pageWidth = pageText ? this.width(pageText, 8) + 16 : 0;
      this.text(this.fit(this.labels.footer, 8, CONTENT_W - pageWidth), MARGIN_X, 38, { size: 8, color: MUTED });
      if (pageText) this.text(pageText, RIGHT, 38, { size: 8, color: MUTED }, 'right');
    });
  }
}

function hasEthiopic(text: string): boolean {
  for (const ch of text) if (isEthiopic(ch.codePointAt(0) ?? 0)) return true;
  return false;
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
    [labels.generatedAt, formatDate(sheet.generatedAt, lang, labels, true) ?? labels.notGiven],
  ];
  w.y -= 10;
  // Five short lines read as one block: keep them on one page with their heading.
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
