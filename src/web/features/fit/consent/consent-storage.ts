/**
 * Consent to a fit scan, remembered per product for the browser session (docs/requirements/sizing.md §2 overlay 1):
 * sessionStorage, so it ends with the tab and a new product asks again.
 */

/** docs/requirements/sizing.md §3 "Consent metadata on a scan result". */
export interface FitConsent {
  consented: true;
  timestamp: string;
  productId: string;
}

export const fitConsentKey = (productId: string): string => `tibeb-fit-consent:${productId}`;

export function readFitConsent(storage: Storage | undefined, productId: string): FitConsent | null {
  try {
    const raw = storage?.getItem(fitConsentKey(productId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<FitConsent>;
    return value.consented === true && typeof value.timestamp === 'string' && value.productId === productId ? { consented: true, timestamp: value.timestamp, productId } : null;
  } catch {
    // Blocked storage or a malformed value: ask again.
    return null;
  }
}

export function writeFitConsent(storage: Storage | undefined, productId: string, now: Date = new Date()): FitConsent {
  const consent: FitConsent = { consented: true, timestamp: now.toISOString(), productId };
  try {
    storage?.setItem(fitConsentKey(productId), JSON.stringify(consent));
  } catch {
    // Private mode with no storage: consent still holds for this dialog.
  }
  return consent;
}
