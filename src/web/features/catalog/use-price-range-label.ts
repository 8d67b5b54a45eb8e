import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { parseRangeFilter } from '@domain/catalog';
import { useMoney } from '../currency';

const CENTS = 100;

/**
 * A price filter's label in the shopper's currency. The ranges are kept in US dollars (what the
 * server filters on); a shopper paying in birr reads "Under ETB 7,150", not "Under $50".
 */
export function usePriceRangeLabel() {
  const { t } = useTranslation();
  const { formatWhole } = useMoney();
  return useCallback(
    (range: string): string => {
      const filter = parseRangeFilter(range);
      if (!filter || filter.kind === 'sale') return t('filters.priceRanges.all');
      if (filter.kind === 'min') return t('filters.priceRanges.atLeast', { min: formatWhole(filter.min * CENTS) });
      if (filter.min === 0) return t('filters.priceRanges.under', { max: formatWhole(filter.max * CENTS) });
      return t('filters.priceRanges.between', { min: formatWhole(filter.min * CENTS), max: formatWhole(filter.max * CENTS) });
    },
    [t, formatWhole],
  );
}
