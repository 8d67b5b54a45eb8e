import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';

/** Turns a stable error code (ours or a domain rule's) into text in the active language. */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (codeOrError: unknown): string => {
      if (codeOrError instanceof ApiError) return t(`errors.codes.${codeOrError.code}`, { defaultValue: codeOrError.message });
      if (typeof codeOrError === 'string') return t(`errors.codes.${codeOrError}`, { defaultValue: codeOrError });
      return t('errors.unexpected');
    },
    [t],
  );
}
