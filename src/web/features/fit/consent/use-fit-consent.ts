import { useCallback, useState } from 'react';
import { safeSessionStorage } from '../../../lib/storage-keys';
import { readFitConsent, writeFitConsent, type FitConsent } from './consent-storage';

/** The session's consent for one product, and a way to give it (the photo and the live-scan flows share it). */
export function useFitConsent(productId: string): { consent: FitConsent | null; give: () => FitConsent } {
  const [state, setState] = useState<{ productId: string; consent: FitConsent | null }>(() => ({ productId, consent: readFitConsent(safeSessionStorage(), productId) }));
  // Another product: read its own consent (the hook may outlive a product change).
  const current = state.productId === productId ? state.consent : readFitConsent(safeSessionStorage(), productId);
  if (state.productId !== productId) setState({ productId, consent: current });
  const give = useCallback(() => {
    const consent = writeFitConsent(safeSessionStorage(), productId);
    setState({ productId, consent });
    return consent;
  }, [productId]);
  return { consent: current, give };
}
