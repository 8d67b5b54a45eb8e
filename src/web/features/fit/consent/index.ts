// The consent step shared by the photo fit and (later) the live scan.
export { FitConsentDialog, FitConsentPanel } from './fit-consent-dialog';
export { useFitConsent } from './use-fit-consent';
export { readFitConsent, writeFitConsent, fitConsentKey, type FitConsent } from './consent-storage';
