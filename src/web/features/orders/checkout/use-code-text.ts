import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** A field's error code in words: checkout's own message, else the shared one, else a generic one. */
export function useCodeText() {
  const { t, i18n } = useTranslation('checkout');
  return useCallback(
    (code: string | undefined): string | undefined => {
      if (!code) return undefined;
      if (i18n.exists(`checkout:errors.${code}`)) return t(`errors.${code}`);
      if (i18n.exists(`common:errors.codes.${code}`)) return t(`common:errors.codes.${code}`);
      return t('errors.generic');
    },
    [t, i18n],
  );
}
