import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../accounts';

/** An admin error in the active language: this namespace's `errors.<CODE>`, else the shared texts. */
export function useAdminErrorText() {
  const { t } = useTranslation('admin');
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
