import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../accounts';

/**
 * Text for a stable code (a schema issue, an upload rule, a server refusal) in the active language:
 * this form's own texts (`studio-product:errors.<CODE>`) first, then the shared ones (`useErrorText`,
 * `common:errors.codes`) with the server's message as the last resort.
 */
export function useStudioProductErrors() {
  const { t, i18n } = useTranslation('studio-product');
  const shared = useErrorText();
  return useCallback(
    (codeOrError: unknown): string => {
      const code = codeOrError instanceof ApiError ? codeOrError.code : typeof codeOrError === 'string' ? codeOrError : null;
      if (code && i18n.exists(`studio-product:errors.${code}`)) return t(`errors.${code}`);
      return shared(codeOrError);
    },
    [t, i18n, shared],
  );
}
