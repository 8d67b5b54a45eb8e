import type { PackingSlip } from '../../../domain/orders/packing-slip';

/** The packing slip PDF of one designer's parcel, in the reader's language first (both are printed). */
export async function renderPackingSlip(source: Omit<PackingSlip, 'lang' | 'generatedAt'>, lang: 'en' | 'am-ET'): Promise<Uint8Array> {
  // pdf-lib and fontkit load only when the first PDF is asked for (as the measurement sheet does).
  const [{ packingSlipPdf }, { loadSheetFonts }] = await Promise.all([import('../../../domain/orders/packing-slip'), import('./sheet-fonts')]);
  return packingSlipPdf({ ...source, lang, generatedAt: new Date().toISOString() }, await loadSheetFonts());
}
