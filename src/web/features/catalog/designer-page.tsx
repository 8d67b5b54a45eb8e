import { MapPin } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { MAX_DESIGNER_SLUG_LENGTH, parsePage, toSlug } from '@domain/catalog';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { localized } from '../../lib/localized';
import { DesignerAvatar } from './designer-card';
import { useDesigner } from './get-designer';
import { useProducts } from './get-products';
import { Pagination } from './pagination';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { useDesignerPlace } from './use-designer-place';
import { usePageInRange } from './use-page-in-range';
import { RatingBadge } from '../reviews';

export function DesignerPage() {
  const { t, i18n } = useTranslation();
  const { param = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const designer = useDesigner(param);
  const place = useDesignerPlace();
  // The designer is found whatever the address's case; the products API takes the slug itself.
  const products = useProducts({ designer: toSlug(param, MAX_DESIGNER_SLUG_LENGTH) ?? '-', page });
  usePageInRange(products.data, products.isPlaceholderData);

  if (designer.isError && designer.error instanceof ApiError && designer.error.status === 404) {
    return (
      <PageRoot name="designer" title={t('designers.notFound')}>
        <Container className="py-16">
          <EmptyState
            title={t('designers.notFound')}
            actions={
              <Button asChild>
                <Link to="/designers">{t('designers.backToDesigners')}</Link>
              </Button>
            }
          />
        </Container>
      </PageRoot>
    );
  }
  const d = designer.data;
  const bio = d ? localized(i18n.language, d.bio, d.bioAm) : null;
  return (
    <PageRoot name="designer" title={d?.fullName}>
      <section className="border-b border-line bg-linen/60">
        {d?.bannerUrl ? (
          <div className="h-32 w-full overflow-hidden bg-linen sm:h-48" data-testid="designer-banner">
            <img src={d.bannerUrl} alt="" className="h-full w-full object-cover" />
          </div>
        ) : null}
        <Container className="flex flex-col items-center gap-6 py-10 text-center sm:flex-row sm:text-left">
          {d ? <DesignerAvatar designer={d} size={120} /> : <Skeleton className="h-[120px] w-[120px] rounded-full" />}
          <div className="max-w-2xl">
            {d ? (
              <>
                <p className="text-sm font-semibold uppercase tracking-wider text-emerald">{t('designers.badge')}</p>
                <h1 className="font-display text-3xl font-bold">{d.fullName}</h1>
                {d.businessName ? <p className="text-ink-soft">{d.businessName}</p> : null}
                <p className="mt-1 flex items-center justify-center gap-1 text-sm text-muted sm:justify-start" data-testid="designer-place">
                  <MapPin aria-hidden className="h-4 w-4" /> {place(d)} · {t('designers.productCount', { count: d.productCount })}
                </p>
                {/* Her average over all her products (kept per designer), "New" below three reviews. */}
                <p className="mt-1 flex justify-center sm:justify-start" data-testid="designer-rating">
                  <RatingBadge rating={d.rating} className="text-sm" />
                </p>
                {bio ? <p className="mt-3 leading-relaxed">{bio}</p> : null}
              </>
            ) : designer.isError ? (
              <ErrorPanel onRetry={() => void designer.refetch()} />
            ) : (
              <div className="space-y-3">
                <Skeleton className="h-8 w-64" />
                <Skeleton className="h-4 w-48" />
                <Skeleton className="h-16 w-full" />
              </div>
            )}
          </div>
        </Container>
        <div className="tibeb-band tibeb-band-thin" />
      </section>
      <Container className="py-10">
        <h2 className="font-display text-2xl font-semibold">{t('designers.collection')}</h2>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
          {products.isPending
            ? Array.from({ length: 4 }, (_, i) => <ProductCardSkeleton key={i} />)
            : products.data?.items.map((p) => <ProductCard key={p.id} product={p} />)}
        </div>
        {products.data && products.data.items.length === 0 ? <EmptyState title={t('designers.noProducts')} /> : null}
        {products.data ? (
          <Pagination page={products.data.page} pageCount={products.data.pageCount} onPage={(p) => setParams(p === 1 ? {} : { page: String(p) })} />
        ) : null}
      </Container>
    </PageRoot>
  );
}
