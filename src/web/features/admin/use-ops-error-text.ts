import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../accounts';

/** An error of the maintenance and rates sections in the active language: `admin-ops:errors.<CODE>`, else the shared texts. */
export function useOpsErrorText() {
  const { t } = useTranslation('admin-ops');
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
