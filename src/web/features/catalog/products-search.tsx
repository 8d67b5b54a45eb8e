import { useTranslation } from '../../lib/use-translation';
import { SEARCH_MAX_LENGTH } from '@domain/catalog';
import { UrlSearchBox, type CommitSearch } from '../../components/ui/url-search-box';

export type { CommitSearch };

/** The products page's own search (docs/requirements/shop.md §2), driving `search` in the address. */
export function ProductsSearch({ value, onCommit }: { value: string | undefined; onCommit: CommitSearch }) {
  const { t } = useTranslation('browse');
  return (
    <UrlSearchBox
      value={value}
      onCommit={onCommit}
      label={t('products.search.label')}
      placeholder={t('products.search.placeholder')}
      clearLabel={t('products.search.clear')}
      maxLength={SEARCH_MAX_LENGTH}
      testId="products-search"
    />
  );
}
