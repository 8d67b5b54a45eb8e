import {
  PageSizes,
  type PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  TextRenderingMode,
  type Color,
  type PDFPage,
} from 'pdf-lib';
import { toRuns, type FontPair } from './sheet-font-runs';
import type { SheetLabels } from './sheet-labels';

/**
 * The measurement sheet's page layout: A4 pages with the woven band, headings, mixed-script text
 * measured, fitted and wrapped, and the running footers.
 */

const [PAGE_W, PAGE_H] = PageSizes.A4;
export const MARGIN_X = 56;
export const CONTENT_W = PAGE_W - 2 * MARGIN_X;
export const RIGHT = MARGIN_X + CONTENT_W;
/** Content stops here; the footer lives below. */
const BOTTOM = 78;

export const INK = rgb(0x22 / 255, 0x22 / 255, 0x22 / 255);
export const MUTED = rgb(0x5a / 255, 0x56 / 255, 0x50 / 255);
const EMERALD = rgb(0x1f / 255, 0x7a / 255, 0x4d / 255);
const GOLD = rgb(0xd4 / 255, 0xa0 / 255, 0x17 / 255);
const CRIMSON = rgb(0xb2 / 255, 0x22 / 255, 0x34 / 255);
export const ZEBRA = rgb(0xf6 / 255, 0xf1 / 255, 0xe8 / 255);
export const RULE = rgb(0xd9 / 255, 0xd3 / 255, 0xc7 / 255);

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: Color;
}

export class SheetWriter {
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
