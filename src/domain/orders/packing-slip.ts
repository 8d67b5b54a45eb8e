import { PDFDocument } from 'pdf-lib';
import qrcode from 'qrcode-generator';
import { CUSTOM_FIT } from '../sizing/constants';
import { countryName } from './countries';
import { assertSfnt, fontkit, hasEthiopic, subsetName, type FontPair } from './sheet-font-runs';
import { sheetLabels, type SheetLang } from './sheet-labels';
import { cleanText, formatDate } from './sheet-text';
import { CONTENT_W, INK, MARGIN_X, MUTED, RIGHT, RULE, SheetWriter, ZEBRA } from './sheet-writer';
import type { SheetFonts } from './measurement-sheet';

/**
 * The packing slip of one designer's parcel (issue 40): the order number, where it goes (name,
 * street lines, landmark, phone, the shopper's note), the pieces in it with their size or "Custom
 * Fit", and a QR code of the order's page. Every label is printed in both languages (the reader's
 * first), since the designer and the courier may not read the same one. Built with the measurement
 * sheet's writer and fonts, so Amharic names print as they do there. Pure: bytes in, bytes out.
 */

export interface PackingSlip {
  lang: SheetLang;
  orderNumber: string;
  orderDate: string;
  designerName: string | null;
  shipTo: { fullName: string; lines: string[]; landmark: string | null; phone: string | null; country: string };
  deliveryNotes: string | null;
  lines: Array<{ productName: string; size: string | null; quantity: number }>;
  /** The order's page; the QR code opens it. */
  orderUrl: string;
  generatedAt: string;
}

const WORDS = {
  en: { title: 'Packing slip', shipTo: 'Ship to', landmark: 'Landmark', phone: 'Phone', note: 'Delivery note', pieces: 'In this parcel', qty: 'Qty', size: 'Size', from: 'From', scan: 'Scan to open the order', orderNumber: 'Order number', orderDate: 'Order date' },
  'am-ET': { title: 'የእቃ መላኪያ ዝርዝር', shipTo: 'የሚላክበት', landmark: 'ምልክት', phone: 'ስልክ', note: 'የማድረሻ ማስታወሻ', pieces: 'በዚህ ጥቅል ውስጥ', qty: 'ብዛት', size: 'መጠን', from: 'ከ', scan: 'ትዕዛዙን ለመክፈት ይቃኙ', orderNumber: 'የትዕዛዝ ቁጥር', orderDate: 'የትዕዛዝ ቀን' },
} as const;
type Word = keyof (typeof WORDS)['en'];

/** The QR code's modules of a text (error correction M: a creased slip still scans). */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

export async function packingSlipPdf(slip: PackingSlip, fonts: SheetFonts): Promise<Uint8Array> {
  const lang: SheetLang = slip.lang === 'am-ET' ? 'am-ET' : 'en';
  const other: SheetLang = lang === 'en' ? 'am-ET' : 'en';
  const both = (w: Word) => `${WORDS[lang][w]} · ${WORDS[other][w]}`;
  const latinBytes = assertSfnt(fonts.latin, 'latin');
  const ethiopicBytes = assertSfnt(fonts.ethiopic, 'ethiopic');
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const latin = await doc.embedFont(latinBytes, { subset: true, customName: subsetName('TBLATN', latinBytes) });
  const ethiopic = await doc.embedFont(ethiopicBytes, { subset: true, customName: subsetName('TBETHI', ethiopicBytes) });
  const pair: FontPair = { latin, ethiopic, latinChars: new Set(latin.getCharacterSet()), ethiopicChars: new Set(ethiopic.getCharacterSet()) };
  const labels = sheetLabels(lang);
  const orderNumber = cleanText(slip.orderNumber, 60) || '—';
  const title = both('title');
  const w = new SheetWriter(doc, pair, { ...labels, title, footer: 'Tibeb' }, orderNumber);
  doc.setTitle(`${WORDS[lang].title} — ${orderNumber}`);
  doc.setAuthor('Tibeb');
  doc.setCreator('Tibeb');
  doc.setProducer('Tibeb (pdf-lib)');
  doc.setLanguage(lang);

  w.newPage();
  w.y -= 24;
  w.text(w.fit(title, 18, CONTENT_W), MARGIN_X, w.y, { size: 18, bold: true });

  // The QR code at the top right, squares drawn one by one (no image: it stays sharp at any zoom).
  const modules = qrModules(slip.orderUrl);
  const qrSize = 96;
  const cell = qrSize / (modules.length + 8);
  const qrX = RIGHT - qrSize;
  const qrTop = w.y - 8;
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) w.page.drawRectangle({ x: qrX + (c + 4) * cell, y: qrTop - (r + 5) * cell, width: cell + 0.02, height: cell + 0.02, color: INK });
    }),
  );
  w.text(w.fit(WORDS[lang].scan, 7.5, qrSize + 20), qrX + qrSize / 2 - w.width(w.fit(WORDS[lang].scan, 7.5, qrSize + 20), 7.5) / 2, qrTop - qrSize - 6, { size: 7.5, color: MUTED });

  // Order facts, left of the code.
  const factW = CONTENT_W - qrSize - 24;
  const facts: [string, string][] = [
    [both('orderNumber'), orderNumber],
    [both('orderDate'), formatDate(slip.orderDate, lang, labels, false) ?? '—'],
    ...(slip.designerName ? ([[both('from'), cleanText(slip.designerName)]] as [string, string][]) : []),
  ];
  w.y -= 12;
  for (const [label, value] of facts) {
    w.y -= 14;
    w.text(w.fit(label, 8.5, factW), MARGIN_X, w.y, { size: 8.5, color: MUTED });
    w.y -= 15;
    w.text(w.fit(value, 12, factW), MARGIN_X, w.y, { size: 12, bold: true });
  }
  w.y = Math.min(w.y, qrTop - qrSize - 16);

  // Ship-to block, large enough to read at the door.
  w.heading(both('shipTo'), 80);
  const to = slip.shipTo;
  const block = [cleanText(to.fullName), ...to.lines.map((l) => cleanText(l)), countryName(to.country, lang === 'am-ET' ? 'am' : 'en')].filter((l) => l !== '');
  for (const line of block) {
    for (const part of w.wrap(line, 12, CONTENT_W, 3)) {
      w.ensure(17);
      w.y -= hasEthiopic(part) ? 18 : 16;
      w.text(part, MARGIN_X, w.y, { size: 12, bold: line === block[0] });
    }
  }
  const extras: [string, string | null][] = [
    [both('landmark'), to.landmark],
    [both('phone'), to.phone],
    [both('note'), slip.deliveryNotes],
  ];
  for (const [label, raw] of extras) {
    const value = cleanText(raw ?? '', 600, true);
    if (!value) continue;
    w.ensure(34);
    w.y -= 18;
    w.text(w.fit(label, 8.5, CONTENT_W), MARGIN_X, w.y, { size: 8.5, color: MUTED });
    for (const part of w.wrap(value, 11, CONTENT_W, 6)) {
      w.ensure(15);
      w.y -= 15;
      w.text(part, MARGIN_X, w.y, { size: 11 });
    }
  }

  // The pieces.
  w.y -= 8;
  w.heading(both('pieces'), 40);
  const qtyRight = RIGHT - 8;
  const sizeX = RIGHT - 190;
  w.y -= 14;
  w.text(WORDS[lang].size, sizeX, w.y, { size: 8.5, bold: true, color: MUTED });
  w.text(WORDS[lang].qty, qtyRight, w.y, { size: 8.5, bold: true, color: MUTED }, 'right');
  w.page.drawLine({ start: { x: MARGIN_X, y: w.y - 6 }, end: { x: RIGHT, y: w.y - 6 }, thickness: 1, color: INK });
  w.y -= 6;
  slip.lines.forEach((line, i) => {
    w.ensure(22);
    w.y -= 22;
    if (i % 2 === 1) w.page.drawRectangle({ x: MARGIN_X, y: w.y - 6, width: CONTENT_W, height: 22, color: ZEBRA });
    const size = line.size === CUSTOM_FIT ? labels.customFit : cleanText(line.size ?? '', 40) || '—';
    w.text(w.fit(cleanText(line.productName) || '—', 11, sizeX - MARGIN_X - 12), MARGIN_X + 6, w.y, { size: 11 });
    w.text(w.fit(size, 11, qtyRight - sizeX - 40), sizeX, w.y, { size: 11, bold: true });
    w.text(String(Math.max(0, Math.trunc(line.quantity))), qtyRight, w.y, { size: 11 }, 'right');
  });
  w.page.drawLine({ start: { x: MARGIN_X, y: w.y - 8 }, end: { x: RIGHT, y: w.y - 8 }, thickness: 0.5, color: RULE });

  w.footers();
  return doc.save();
}
