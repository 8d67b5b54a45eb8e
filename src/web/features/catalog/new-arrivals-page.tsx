import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { parsePage } from '@domain/catalog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { useProducts } from './get-products';
import { Pagination } from './pagination';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { usePageInRange } from './use-page-in-range';

export function NewArrivalsPage() {
  const { t } = useTranslation('browse');
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { data, isPending, isError, refetch, isPlaceholderData } = useProducts({ sort: 'newest', page });
  usePageInRange(data, isPlaceholderData);
  return (
    <PageRoot name="new-arrivals" title={t('newArrivals.title')}>
      <PageHero title={t('newArrivals.title')} subtitle={t('newArrivals.subtitle')} />
      <Container className="py-10">
        {isError ? (
          <ErrorPanel onRetry={() => void refetch()} />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
            {isPending ? Array.from({ length: 8 }, (_, i) => <ProductCardSkeleton key={i} />) : data.items.map((p, i) => <ProductCard key={p.id} product={p} eager={i < 4} />)}
          </div>
        )}
        {data ? <Pagination page={data.page} pageCount={data.pageCount} onPage={(p) => setParams(p === 1 ? {} : { page: String(p) })} /> : null}
      </Container>
    </PageRoot>
  );
}
