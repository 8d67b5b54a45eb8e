import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../accounts';

/**
 * A studio error in the active language: this namespace's `errors.<CODE>` (the application and
 * profile rules, upload refusals), else the shared texts via the accounts helper.
 */
export function useApplyErrorText() {
  const { t } = useTranslation('studio-apply');
  const shared = useErrorText();
  return useCallback(
    (codeOrError: unknown): string => {
      const code = codeOrError instanceof ApiError ? codeOrError.code : typeof codeOrError === 'string' ? codeOrError : null;
      const own = code ? t(`errors.${code}`, { defaultValue: '' }) : '';
      return own || shared(codeOrError);
    },
    [t, shared],
  );
}
