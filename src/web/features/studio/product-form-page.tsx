import { ArrowLeft, ExternalLink, ImagePlus, LogIn, MessageSquare, PackageSearch, ShieldAlert, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation, useParams } from 'react-router';
import { PRODUCT_LIMITS } from '@domain/catalog/product-input';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { safeLocalStorage, STORAGE_KEYS } from '../../lib/storage-keys';
import { useMe, type Me } from '../accounts';
import { PendingImageNote } from '../image-tools';
import { clearFormDraft } from './form-draft';
import { useStudioProduct } from './get-studio-product';
import { PhotoManager } from './photo-manager';
import { FormSection, ProductForm } from './product-form';
import { productDraftForm } from './product-draft';
import { needsSizeChart } from './product-form-values';
import { useRequestReview } from './request-review';
import type { StudioProduct } from './product-types';
import { SizeChartEditor } from './size-chart-editor';
import { useLeaveGuard } from './use-leave-guard';
import { usePhotoDraft } from './use-photo-draft';

/** The designer's home in the shop, where "Back" leads. */
const STUDIO_HOME = '/designer-dashboard';

/** An admin who came from the console's Products section goes back there. */
const ADMIN_PRODUCTS = '/admin?section=products';

const mayListProducts = (me: Me | null) => me?.role === 'designer' || me?.role === 'admin';

/** /designer/add-product and /designer/edit-product/:id: one page, the id decides. */
export function ProductFormPage() {
  const { t } = useTranslation('studio-product');
  const { id } = useParams();
  const { pathname, search } = useLocation();
  const me = useMe();
  const user = me.data ?? null;
  const title = id ? t('page.editTitle') : t('page.addTitle');
  const home = user?.role === 'admin' && new URLSearchParams(search).get('from') === 'admin' ? ADMIN_PRODUCTS : STUDIO_HOME;

  let body;
  if (me.isPending) {
    body = <FormSkeleton />;
  } else if (me.isError && !user) {
    body = <ErrorPanel onRetry={() => void me.refetch()} />;
  } else if (!user) {
    body = <SignInPrompt next={`${pathname}${search}`} />;
  } else if (!mayListProducts(user)) {
    body = <DesignersOnly />;
  } else {
    // Keyed by id: saving a new product moves to its edit address, which must start afresh.
    body = <ProductEditor key={id ?? 'new'} id={id} userId={user.id} next={`${pathname}${search}`} />;
  }

  return (
    <PageRoot name={id ? 'designer-edit-product' : 'designer-add-product'} title={title}>
      <PageHero eyebrow={t('page.eyebrow')} title={title} subtitle={id ? t('page.editSubtitle') : t('page.addSubtitle')}>
        <Link to={home} className="mt-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-dark hover:underline">
          <ArrowLeft aria-hidden className="h-4 w-4" /> {t('page.back')}
        </Link>
      </PageHero>
      <Container className="py-6 sm:py-10">{body}</Container>
    </PageRoot>
  );
}

function SignInPrompt({ next }: { next: string }) {
  const { t } = useTranslation('studio-product');
  return (
    <EmptyState
      icon={<LogIn aria-hidden className="mx-auto h-10 w-10" />}
      title={t('page.signInTitle')}
      description={t('page.signInBody')}
      actions={
        <Button asChild>
          <Link to={`/login?next=${encodeURIComponent(next)}`} data-testid="product-form-sign-in">
            {t('page.signIn')}
          </Link>
        </Button>
      }
    />
  );
}

function DesignersOnly() {
  const { t } = useTranslation('studio-product');
  return (
    <div data-testid="product-form-designers-only">
      <EmptyState
        icon={<Store aria-hidden className="mx-auto h-10 w-10" />}
        title={t('page.designersOnlyTitle')}
        description={t('page.designersOnlyBody')}
        actions={
          <Button asChild>
            <Link to="/designer-register">{t('page.apply')}</Link>
          </Button>
        }
      />
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('studio-product');
  return (
    <div data-testid="product-form-not-found">
      <EmptyState
        icon={<PackageSearch aria-hidden className="mx-auto h-10 w-10" />}
        title={t('page.notFoundTitle')}
        description={t('page.notFoundBody')}
        actions={
          <>
            <Button asChild>
              <Link to={STUDIO_HOME}>{t('page.back')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/designer/add-product">{t('page.addInstead')}</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}

/** The form, then (once the product exists) its photos and size chart; asks before unsaved work is lost. */
function ProductEditor({ id, userId, next }: { id: string | undefined; userId: string; next: string }) {
  const { t } = useTranslation('studio-product');
  const errorText = useErrorText(['studio-product']);
  const query = useStudioProduct(id);
  const [formDirty, setFormDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [chartDirty, setChartDirty] = useState(false);
  const loadedProduct = id ? (query.data ?? null) : null;
  const photos = usePhotoDraft(loadedProduct);
  // The form reports the photos' arrangement with its own changes (they are saved together).
  const guard = useLeaveGuard(formDirty || uploading || chartDirty);
  const draftKey = STORAGE_KEYS.formDraft(userId, productDraftForm(id));
  // Leaving on purpose ("Leave" in the question) lets the unsaved work go, the device's copy too.
  const leave = () => {
    clearFormDraft(safeLocalStorage(), draftKey);
    guard.leave();
  };
  const { hash } = useLocation();
  const loaded = Boolean(query.data);
  useEffect(() => {
    // Arriving at #product-photos (a new product's Publish saved it first): the section exists only
    // once the product has loaded, after the page's own scroll to the hash found nothing.
    if (!loaded || hash !== '#product-photos') return;
    // Found by its heading's id: a section id would clash with the fields' ids (#product-price).
    const section = document.getElementById('product-photos-title')?.closest('section');
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('input[type="file"], button')?.focus({ preventScroll: true });
  }, [loaded, hash]);

  let content;
  if (id && query.isPending) {
    content = <FormSkeleton />;
  } else if (id && query.isError) {
    const err = query.error;
    if (err instanceof ApiError && err.status === 401) content = <SignInPrompt next={next} />;
    // Someone else's product answers 404 too: whether it exists is not this designer's business.
    else if (err instanceof ApiError && [400, 403, 404].includes(err.status)) content = <NotFound />;
    else content = <ErrorPanel message={`${t('page.loadError')} ${errorText(err)}`} onRetry={() => void query.refetch()} />;
  } else {
    const product = loadedProduct;
    content = (
      <div className="grid gap-5">
        {product ? <ProductStatusBar product={product} /> : null}
        {/* The photos are inside the form: their order, main photo and descriptions are saved with it, under its save bar. */}
        <ProductForm product={product} onDirtyChange={setFormDirty} photos={product ? photos : null} draftKey={draftKey}>
          {product ? (
            <PhotoManager product={product} photos={photos} onDirtyChange={setUploading} />
          ) : (
            <FormSection id="product-photos-later" title={t('page.photosLaterTitle')}>
              <p className="flex items-start gap-3 text-sm text-ink-soft">
                <ImagePlus aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
                {t('page.photosLaterBody', { max: PRODUCT_LIMITS.photosMax })}
              </p>
              <PendingImageNote />
            </FormSection>
          )}
        </ProductForm>
        {product && needsSizeChart(product.sizes) ? <SizeChartEditor product={product} onDirtyChange={setChartDirty} /> : null}
      </div>
    );
  }

  return (
    <>
      {content}
      <Dialog open={guard.asking} onOpenChange={(open) => (open ? undefined : guard.stay())} title={t('leave.title')} description={t('leave.body')}>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={guard.stay} data-testid="product-leave-stay">
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={leave} data-testid="product-leave-confirm">
            {t('leave.leave')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

const STATUS_TONE = { draft: 'saffron', published: 'emerald', hidden: 'neutral' } as const;

function ProductStatusBar({ product }: { product: StudioProduct }) {
  const { t } = useTranslation('studio-product');
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5" data-testid="product-status-bar">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{t('page.statusLabel')}</span>
          {product.moderation.hiddenByAdmin ? (
            <Badge tone="crimson">{t('page.moderation.badge')}</Badge>
          ) : (
            <Badge tone={STATUS_TONE[product.status]}>{t(`page.status.${product.status}`)}</Badge>
          )}
        </p>
        {product.moderation.hiddenByAdmin ? null : product.status === 'hidden' ? <p className="text-sm text-ink-soft">{t('page.hiddenNote')}</p> : null}
        {product.status === 'draft' ? <p className="text-sm text-ink-soft">{t('page.draftNote')}</p> : null}
        {product.moderation.hiddenByAdmin ? <HiddenByTibeb product={product} /> : null}
      </div>
      <Button asChild variant="outline" className="self-start sm:self-auto">
        {/* A new tab keeps the form (and anything unsaved) open. */}
        <a href={`/product/${encodeURIComponent(product.id)}`} target="_blank" rel="noopener noreferrer" data-testid="product-view-as-shopper">
          <ExternalLink aria-hidden className="h-4 w-4" /> {t('page.viewAsShopper')}
          <span className="sr-only"> {t('page.newTab')}</span>
        </a>
      </Button>
    </div>
  );
}

/** Moderation as the designer sees it: hidden by Tibeb, the admin's reason, and a way to ask for a review. */
function HiddenByTibeb({ product }: { product: StudioProduct }) {
  const { t } = useTranslation('studio-product');
  const errorText = useErrorText(['studio-product']);
  const me = useMe();
  const ask = useRequestReview();
  const { reason, reviewRequestedAt } = product.moderation;
  // An admin lifts the hide in the console; asking for a review is the designer's.
  const isOwner = me.data?.id === product.designerId;
  const requestReview = () =>
    ask.mutate(product.id, {
      onSuccess: () => toast({ title: t('page.moderation.requestedToast'), variant: 'success' }),
      onError: (err) => toast({ title: t('page.moderation.requestFailed'), description: errorText(err), variant: 'destructive' }),
    });
  return (
    <div className="mt-2 grid gap-2 rounded-lg border border-crimson/30 bg-crimson/5 p-3 text-sm" role="status" data-testid="product-hidden-by-admin">
      <p className="flex items-center gap-2 font-semibold text-crimson">
        <ShieldAlert aria-hidden className="h-4 w-4" />
        {t('page.moderation.title')}
      </p>
      <p className="text-ink-soft">{t('page.moderation.body')}</p>
      {reason ? (
        <p className="break-words" data-testid="product-hidden-reason">
          <span className="font-semibold">{t('page.moderation.reason')}</span> {reason}
        </p>
      ) : null}
      {reviewRequestedAt ? (
        <p className="flex items-center gap-2 font-semibold text-ink" data-testid="product-review-requested">
          <MessageSquare aria-hidden className="h-4 w-4" />
          {t('page.moderation.requested')}
        </p>
      ) : isOwner ? (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={ask.isPending} onClick={requestReview} data-testid="product-request-review">
          <MessageSquare aria-hidden className="h-4 w-4" />
          {ask.isPending ? t('page.moderation.requesting') : t('page.moderation.request')}
        </Button>
      ) : null}
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start" aria-busy data-testid="product-form-loading">
      {[0, 1].map((col) => (
        <div key={col} className="grid gap-5">
          {[0, 1].map((card) => (
            <div key={card} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
              <Skeleton className="h-6 w-40" />
              <div className="mt-4 grid gap-3">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-11" />
                <Skeleton className="h-4 w-32" />
                <Skeleton className={col === 0 ? 'h-28' : 'h-11'} />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
