import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { toast } from './toast-store';
import { ApiError } from './api-client';
import { textsOf } from './i18n';

/**
 * A failed cart or favourites change, told in the shopper's language by its stable code (texts in
 * the `cart` namespace, else `common`). `titleKey` names the toast's title in the `cart` namespace.
 * Every product card carries this hook, so the `cart` texts load when a change fails, not with
 * the page; when they cannot load (the connection that failed the change), `common` speaks.
 */
export function useChangeErrorToast(titleKey: string) {
  const { i18n } = useTranslation();
  const qc = useQueryClient();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      // An expired session: the account menu and the lists fall back to the guest view.
      if (code === 'UNAUTHENTICATED') void qc.invalidateQueries({ queryKey: ['me'] });
      void textsOf('cart').then((t) => {
        const fallback = t('common:errors.unexpected');
        toast({
          title: i18n.exists(`cart:${titleKey}`) ? t(titleKey) : t('common:errors.somethingWentWrong'),
          description: t(`errors.codes.${code}`, { defaultValue: t(`common:errors.codes.${code}`, { defaultValue: fallback }) }),
          variant: 'destructive',
        });
      });
    },
    [i18n, qc, titleKey],
  );
}
