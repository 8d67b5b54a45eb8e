import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';

/** A failed favourites change, told by its stable code (texts live in the cart namespace). */
export function useFavoritesErrorToast() {
  const { t } = useTranslation('cart');
  const qc = useQueryClient();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      if (code === 'UNAUTHENTICATED') void qc.invalidateQueries({ queryKey: ['me'] });
      const fallback = t('common:errors.unexpected');
      toast({
        title: t('favoritesPage.errorTitle'),
        description: t(`errors.codes.${code}`, { defaultValue: t(`common:errors.codes.${code}`, { defaultValue: fallback }) }),
        variant: 'destructive',
      });
    },
    [t, qc],
  );
}
