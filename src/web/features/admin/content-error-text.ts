import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { useAdminErrorText } from './use-admin-error-text';

/** An error of the content sections in the active language: `admin-content:errors.<CODE>`, else the console's texts. */
export function useContentErrorText() {
  const { t } = useTranslation('admin-content');
  const adminText = useAdminErrorText();
  return useCallback(
    (codeOrError: unknown): string => {
      const code = codeOrError instanceof ApiError ? codeOrError.code : typeof codeOrError === 'string' ? codeOrError : null;
      const own = code ? t(`errors.${code}`, { defaultValue: '' }) : '';
      return own || adminText(codeOrError);
    },
    [t, adminText],
  );
}

/** The first message of each field of a refused save (the server's `fields`, or a zod result's issues). */
export function fieldCodes(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^body\.?/, ''), v[0] ?? error.code]));
}

export const isVersionConflict = (error: unknown) => error instanceof ApiError && error.code === 'VERSION_CONFLICT';
