import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { useErrorText } from '../accounts';

/** The error of an action in the designer's language: studio texts first, then the shared ones. */
export function useStudioErrorText() {
  const { t } = useTranslation('studio');
  const shared = useErrorText();
  return useCallback((error: unknown) => (error instanceof ApiError ? t(`errors.${error.code}`, { defaultValue: shared(error) }) : shared(error)), [t, shared]);
}
