import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../components/ui/toast';
import { ApiError } from './api-client';

/**
 * A failed cart or favourites change, told in the shopper's language by its stable code (texts in
 * the `cart` namespace, else `common`). `titleKey` names the toast's title in the `cart` namespace.
 */
export function useChangeErrorToast(titleKey: string) {
  const { t } = useTranslation('cart');
  const qc = useQueryClient();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      // An expired session: the account menu and the lists fall back to the guest view.
      if (code === 'UNAUTHENTICATED') void qc.invalidateQueries({ queryKey: ['me'] });
      const fallback = t('common:errors.unexpected');
      toast({
        title: t(titleKey),
        description: t(`errors.codes.${code}`, { defaultValue: t(`common:errors.codes.${code}`, { defaultValue: fallback }) }),
        variant: 'destructive',
      });
    },
    [t, qc, titleKey],
  );
}
