import type { OrderMeasurementsView } from '../../../domain/orders/types';

export interface SheetSource {
  kind?: 'order-line' | 'scan-summary';
  orderNumber: string;
  orderDate: string;
  productName: string;
  /** The product's Amharic name where it has one: the Amharic sheet prints it. */
  productNameAm?: string | null;
  designerName: string | null;
  customerName: string;
  size: string;
  category: string | null;
  quantity: number;
  measurements: OrderMeasurementsView;
  /** The version in force and when it was accepted (the measurement review); null when never reviewed. */
  review?: { version: number; acceptedAt: string | null } | null;
}

/** The PDF of one line's measurements, in the reader's language. */
export async function renderMeasurementSheet(source: SheetSource, lang: 'en' | 'am-ET'): Promise<Uint8Array> {
  // pdf-lib and fontkit cost the server about 30 MB once loaded: only when the first sheet is asked for.
  const [{ measurementSheetPdf }, { loadSheetFonts }] = await Promise.all([import('../../../domain/orders/measurement-sheet'), import('./sheet-fonts')]);
  const productName = lang === 'am-ET' && source.productNameAm ? source.productNameAm : source.productName;
  return measurementSheetPdf({ ...source, productName, lang, generatedAt: new Date().toISOString() }, await loadSheetFonts());
}
