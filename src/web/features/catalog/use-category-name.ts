import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useCategories } from './get-categories';
import { useLocalizedName } from './use-product-name';

/**
 * A category's name from its slug, in the reader's language: the shop's own categories once
 * loaded, the built-in names until then (and for a slug the shop no longer has, the slug).
 */
export function useCategoryName() {
  const { t } = useTranslation();
  const categories = useCategories();
  const localizedName = useLocalizedName();
  return useCallback(
    (slug: string) => {
      const found = categories.data?.find((c) => c.slug === slug);
      return found ? localizedName(found.name, found.nameAm) : t(`categoryNames.${slug}`, { defaultValue: slug });
    },
    [categories.data, localizedName, t],
  );
}
