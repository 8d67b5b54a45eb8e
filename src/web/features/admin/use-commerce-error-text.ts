import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { useAdminErrorText } from './use-admin-error-text';

/** A Products/Orders error in the active language: this section's `errors.<CODE>`, else the console's and the shared texts. */
export function useCommerceErrorText() {
  const { t } = useTranslation('admin-commerce');
  const admin = useAdminErrorText();
  return useCallback(
    (codeOrError: unknown): string => {
      const code = codeOrError instanceof ApiError ? codeOrError.code : typeof codeOrError === 'string' ? codeOrError : null;
      const own = code ? t(`errors.${code}`, { defaultValue: '' }) : '';
      return own || admin(codeOrError);
    },
    [t, admin],
  );
}
