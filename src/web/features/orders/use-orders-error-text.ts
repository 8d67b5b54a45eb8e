import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';

/** An orders error in the active language: our texts first, then the shared ones, then a generic line. */
export function useOrdersErrorText() {
  const { t } = useTranslation('orders');
  return useCallback(
    (error: unknown): string => {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      const generic = t('common:errors.unexpected');
      return t(`errors.${code}`, { defaultValue: t(`common:errors.codes.${code}`, { defaultValue: generic }) });
    },
    [t],
  );
}
