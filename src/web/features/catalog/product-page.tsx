import { Tabs } from '../../components/ui/tabs';
import { CheckCircle2, ChevronRight, MapPin, RotateCcw, Share2, ShieldCheck, Sparkles, Camera } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { textsOf } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { cartDraft, needsSizeChoice } from './add-to-cart';
import { quantityOptions } from '@domain/catalog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { dismissToast, toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { sizeCategoryForSlug } from '@domain/sizing/category';
import { safeLocalStorage } from '../../lib/storage-keys';
import { useMeId } from '../accounts';
import { AiFitDialog } from '../fit';
import { CART_TOAST, SIZE_REQUIRED_TOAST, useCart, useCartStore } from '../cart';
import { useMoney } from '../currency';
import { ProductArrival, ShippingPromise } from '../shipping';
import { shownOriginalPrice, shownPrice } from './shown-price';
import { readPending, SizeGuideLauncher, snapshotFromRecord, toAttachmentPayload, type ConfirmOutcome, type MeasurementSnapshot } from '../sizing';
import { useAddToCart } from './add-to-cart';
import { FavoriteSlot } from './favorite-slot';
import { ProductFitSummary } from '../fit-feedback';
import { ProductRatingLink, ProductReviewsSection } from '../reviews';
import { ManualSizeSelect } from './manual-size-select';
import { useProduct } from './get-product';
import { useRelatedProducts } from './get-related-products';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductImage } from './product-image';
import type { ProductDetail } from '@domain/catalog/api';
import { useDesignerPlace } from './use-designer-place';
import { useLocalizedName } from './use-product-name';
import { ReturnsPolicyNote, useReturnsPolicy } from '../returns';
import { DEFAULT_RETURNS_SETTINGS } from '@domain/returns';

function Gallery({ product, title }: { product: ProductDetail; title: string }) {
  const { t } = useTranslation();
  const images = product.images.length ? product.images : [{ id: 'primary', url: product.imageUrl ?? '', thumbUrl: product.thumbUrl, isPrimary: true, altText: title }];
  const [active, setActive] = useState(0);
  const current = images[Math.min(active, images.length - 1)];
  return (
    <div>
      <div className="overflow-hidden rounded-card border border-line bg-white">
        <ProductImage src={current?.url || null} alt={current?.altText ?? title} eager />
      </div>
      {images.length > 1 ? (
        <div className="mt-3 grid grid-cols-4 gap-3" role="tablist" aria-label={t('product.gallery')}>
          {images.map((img, i) => (
            <button
              key={img.id}
              role="tab"
              aria-selected={i === active}
              aria-label={t('product.showImage', { n: i + 1 })}
              onClick={() => setActive(i)}
              className={cn('overflow-hidden rounded-lg border-2', i === active ? 'border-emerald' : 'border-transparent opacity-80 hover:opacity-100')}
            >
              <ProductImage src={img.thumbUrl ?? img.url} alt="" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function RelatedProducts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useRelatedProducts(productId);
  if (isError || (data && data.length === 0)) return null;
  return (
    <section className="mt-14" aria-labelledby="related-title">
      <h2 id="related-title" className="font-display text-2xl font-bold">
        {t('product.related')}
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
        {isPending ? Array.from({ length: 4 }, (_, i) => <ProductCardSkeleton key={i} />) : data.map((p) => <ProductCard key={p.id} product={p} />)}
      </div>
    </section>
  );
}

/**
 * The shopper's measurements for this garment. Its texts (sizing-flow, 1.1 KB gzipped) load only
 * for a shopper who has some, which the server never knows: the page's first load goes without.
 */
function PdpMeasurements({ measurements, recommended, inCart, signedIn, onEdit }: { measurements: MeasurementSnapshot; recommended: string | null; inCart: boolean; signedIn: boolean; onEdit: () => void }) {
  const { t } = useTranslation('sizing-flow');
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald/30 bg-emerald/5 p-3" data-testid="pdp-measurements">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{t('pdp.yourMeasurements')}</p>
        <p className="text-ink-soft">
          {recommended ? t('pdp.recommended', { size: recommended, confidence: Math.round((measurements.sizeRecommendation?.confidence ?? measurements.confidence) * 100) }) : t('pdp.customFit')}
        </p>
        <p className="text-xs text-muted">{inCart ? t('pdp.inCart') : signedIn ? null : t('pdp.savedLocally')}</p>
      </div>
      <Button variant="outline" size="sm" className="min-h-11" onClick={onEdit} data-testid="pdp-measurements-edit">
        {t('pdp.viewEdit')}
      </Button>
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const { format, formatFrom } = useMoney();
  // The return window from the shop's settings (issue 39); the default until they load (and on the server's render).
  const returnDays = (useReturnsPolicy().data ?? DEFAULT_RETURNS_SETTINGS).returnDays;
  const name = useLocalizedName();
  const place = useDesignerPlace();
  const addToCart = useAddToCart();
  const [params] = useSearchParams();
  const title = name(product.name, product.nameAm);
  const oneSize = !needsSizeChoice(product.sizes);
  const [mode, setMode] = useState<'ai' | 'manual'>(params.get('size') === 'manual' ? 'manual' : 'ai');
  const [size, setSize] = useState<string | null>(oneSize ? (product.sizes[0] ?? null) : null);
  const [quantity, setQuantity] = useState(1);
  const [sizingDialog, setSizingDialog] = useState<null | 'fit'>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  // Mounted on first open and kept, so closing can animate and a reopening is instant.
  const [fitMounted, setFitMounted] = useState(false);
  const outOfStock = product.stockQuantity <= 0;
  const me = useMeId();
  const cart = useCart();
  // Measurements for this product: attached to its line in the cart, or (guests) waiting on this device.
  const measuredLine = cart.lines.find((l) => l.productId === product.id && l.aiMeasurements);
  const [pendingVersion, setPendingVersion] = useState(0);
  const [pending, setPending] = useState<MeasurementSnapshot | null>(null);
  // Read after mount: the server-rendered page knows nothing of this browser's storage.
  useEffect(() => {
    const found = me ? null : readPending(safeLocalStorage());
    setPending(found && found.context.productId === product.id ? found.snapshot : null);
  }, [me, product.id, pendingVersion]);
  const [confirmed, setConfirmed] = useState<MeasurementSnapshot | null>(null);
  const measurements: MeasurementSnapshot | null =
    (measuredLine?.aiMeasurements ? snapshotFromRecord(measuredLine.aiMeasurements, product.id) : null) ?? confirmed ?? pending;
  const recommended = measurements?.sizeRecommendation?.size ?? null;
  const draft = cartDraft(product);
  const description = (i18n.language === 'am-ET' && product.descriptionAm) || product.description;
  const material = name(product.material ?? '', product.materialAm) || null;
  const care = name(product.careInstructions ?? '', product.careInstructionsAm) || t('product.careDefault');
  const designerPlace = place(product.designer);

  // The size guide's (or photo fit's) confirm put this garment in the cart with the shopper's
  // measurements: the page then offers the cart, not a second Add to Cart (issue 41, one path).
  const [addedByGuide, setAddedByGuide] = useState(false);
  const inCart = addedByGuide || Boolean(measuredLine);
  const openCart = useCartStore((s) => s.setOpen);
  const onGuideConfirmed = (outcome: ConfirmOutcome, snapshot: MeasurementSnapshot) => {
    setConfirmed(snapshot);
    if (outcome === 'pending') setPendingVersion((v) => v + 1);
    if (outcome === 'added') setAddedByGuide(true);
    const size = snapshot.sizeRecommendation?.size;
    if (size && product.sizes.includes(size)) setSize(size);
  };

  useEffect(() => {
    setQuantity(1);
    setConfirmed(null);
    setAddedByGuide(false);
  }, [product.id]);

  // A size (chosen, or measurements that count as one) answers 'Size Selection Required': it goes.
  const hasSize = Boolean(size ?? measurements);
  useEffect(() => {
    if (hasSize) dismissToast(SIZE_REQUIRED_TOAST);
  }, [hasSize]);

  const onAdd = () => {
    // docs/requirements/sizing.md §4: measurements on this page count as a size.
    if (!size && !oneSize && measurements && me) {
      cart.add({ ...draft, selectedSize: null, quantity, aiMeasurements: toAttachmentPayload(measurements) });
      void textsOf('sizing-flow').then((tf) => toast({ title: tf('addedWithMeasurements'), description: product.name, variant: 'success', key: CART_TOAST }));
      return;
    }
    if (!size && !oneSize && recommended && product.sizes.includes(recommended)) {
      addToCart(product, recommended, quantity);
      return;
    }
    if (!size && !oneSize) {
      setMode('manual');
      toast({ title: t('cart.sizeRequiredTitle'), description: t('cart.sizeRequiredBody'), variant: 'warning', key: SIZE_REQUIRED_TOAST });
      return;
    }
    addToCart(product, size, quantity);
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: t('product.linkCopied') });
    } catch {
      toast({ title: t('product.linkCopyFailed'), description: window.location.href });
    }
  };

  return (
    <>
      <Container className="py-6">
        <nav aria-label={t('product.breadcrumb')} className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <Link to="/" className="hover:text-ink">
            {t('nav.home')}
          </Link>
          <ChevronRight aria-hidden className="h-4 w-4" />
          <Link to="/products" className="hover:text-ink">
            {t('nav.shop')}
          </Link>
          {product.category ? (
            <>
              <ChevronRight aria-hidden className="h-4 w-4" />
              <Link to={`/products?category=${product.category.slug}`} className="hover:text-ink">
                {name(product.category.name, product.category.nameAm)}
              </Link>
            </>
          ) : null}
          <ChevronRight aria-hidden className="h-4 w-4" />
          <span className="line-clamp-1 text-ink" aria-current="page">
            {title}
          </span>
        </nav>

        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <Gallery product={product} title={title} />
          <div>
            <div className="flex items-start justify-between gap-4">
              <div>
                <h1 className="font-display text-3xl font-bold leading-tight">{title}</h1>
                <p className="mt-1 text-ink-soft">
                  {t('product.by', { name: '' })}
                  {product.designer.slug ? (
                    <Link to={`/designers/${product.designer.slug}`} className="font-semibold text-emerald hover:underline">
                      {product.designer.fullName}
                    </Link>
                  ) : (
                    product.designer.fullName
                  )}
                </p>
                {designerPlace ? (
                  <p className="mt-0.5 flex items-center gap-1 text-sm text-muted" data-testid="product-designer-place">
                    <MapPin aria-hidden className="h-3.5 w-3.5 shrink-0" /> {designerPlace}
                  </p>
                ) : null}
                <ProductRatingLink productId={product.id} />
              </div>
              <div className="flex gap-1">
                <FavoriteSlot productId={product.id} className="border border-line" />
                <button onClick={() => void share()} className="grid h-11 w-11 place-items-center rounded-full border border-line bg-white hover:bg-linen" aria-label={t('product.share')}>
                  <Share2 aria-hidden className="h-5 w-5" />
                </button>
              </div>
            </div>

            <div className="mt-4 flex flex-wrap items-baseline gap-3">
              <span className={cn('text-3xl font-bold', product.discountPercent > 0 && 'text-crimson')} data-testid="product-detail-price">
                {shownPrice(product, formatFrom, format)}
              </span>
              {product.discountPercent > 0 && product.originalPriceMinor ? (
                <>
                  <span className="text-lg text-muted line-through">{shownOriginalPrice(product, formatFrom, format)}</span>
                  <Badge tone="crimson">{t('product.percentOff', { percent: product.discountPercent })}</Badge>
                </>
              ) : null}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {product.region ? <Badge tone="emerald">{t('filters.regionCulture', { region: t(`regions.${product.region}`) })}</Badge> : null}
              <Badge tone={outOfStock ? 'ink' : 'neutral'}>{outOfStock ? t('product.outOfStock') : t('product.inStock', { count: product.stockQuantity })}</Badge>
              {product.fulfilment === 'made_to_measure' ? (
                <span data-testid="product-made-to-measure">
                  <Badge tone="emerald">{t('product.madeToMeasure', { count: product.productionDays ?? 0 })}</Badge>
                </span>
              ) : null}
            </div>

            <section className="mt-6 rounded-card border border-line bg-white p-4 sm:p-5" aria-labelledby="fit-title">
              <h2 id="fit-title" className="font-display text-lg font-semibold">
                {t('fit.title')}
              </h2>
              {oneSize ? (
                <p className="mt-1 text-sm text-ink-soft">{t('fit.oneSize', { size: product.sizes[0] ?? t('fit.oneSizeLabel') })}</p>
              ) : (
                <>
                  <p className="mt-1 text-sm text-ink-soft">{t('fit.body')}</p>
                  <ProductFitSummary productId={product.id} />
                  {measurements ? (
                    <Suspense fallback={null}>
                      <PdpMeasurements measurements={measurements} recommended={recommended} inCart={Boolean(measuredLine)} signedIn={Boolean(me)} onEdit={() => setGuideOpen(true)} />
                    </Suspense>
                  ) : null}
                  <div className="mt-4 grid gap-2 sm:grid-cols-2">
                    <Button variant="accent" disabled={outOfStock} onClick={() => setGuideOpen(true)} data-testid="open-size-guide">
                      <Sparkles aria-hidden className="h-4 w-4" /> {t('fit.aiRecommendation')}
                    </Button>
                    <Button
                      variant="outline"
                      disabled={outOfStock}
                      data-testid="fit-open"
                      onClick={() => {
                        setFitMounted(true);
                        setSizingDialog('fit');
                      }}
                    >
                      <Camera aria-hidden className="h-4 w-4" /> {t('fit.aiPoweredFit')}
                    </Button>
                  </div>
                  {/* docs/requirements/sizing.md §4: choosing manually reveals the select; the AI ways stay beside it. */}
                  {mode === 'ai' ? (
                    <Button variant="link" className="mt-3" onClick={() => setMode('manual')}>
                      {t('fit.skip')}
                    </Button>
                  ) : (
                    <ManualSizeSelect sizes={product.sizes} size={size} onSize={setSize} disabled={outOfStock} />
                  )}
                </>
              )}
            </section>

            <div className="mt-5 flex gap-3">
              <label className="sr-only" htmlFor="quantity">
                {t('product.quantity')}
              </label>
              <select
                id="quantity"
                className="min-h-12 rounded-full border border-line bg-white px-4"
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                disabled={outOfStock}
                aria-label={t('product.quantity')}
              >
                {quantityOptions(product.stockQuantity).map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
              {inCart ? (
                <Button size="lg" variant="accent" className="flex-1" onClick={() => openCart(true)} data-testid="view-in-cart">
                  <CheckCircle2 aria-hidden className="h-5 w-5" />
                  {t('product.inCartView')}
                </Button>
              ) : (
                <Button size="lg" className="flex-1" disabled={outOfStock} onClick={onAdd} data-testid="add-to-cart">
                  {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
                </Button>
              )}
            </div>
            {inCart ? (
              <p className="mt-2 text-sm text-ink-soft" data-testid="in-cart-note">
                {t('product.inCartNote')}
              </p>
            ) : null}

            {/* When it arrives where the shopper is, and what shipping costs there (issue 40). */}
            <ProductArrival productId={product.id} />

            <ul className="mt-6 grid gap-3 sm:grid-cols-3">
              {/* The shopper's zone's free-shipping threshold, not one flat promise for every country. */}
              <li className="rounded-card border border-line bg-white p-3">
                <ShippingPromise productId={product.id} />
              </li>
              {[
                { Icon: RotateCcw, title: t('product.returnsTitle'), body: t('product.returnsBody', { days: returnDays }) },
                { Icon: ShieldCheck, title: t('product.authenticTitle'), body: t('product.authenticBody') },
              ].map(({ Icon, title: cardTitle, body }) => (
                <li key={cardTitle} className="rounded-card border border-line bg-white p-3">
                  <Icon aria-hidden className="h-5 w-5 text-emerald" />
                  <p className="mt-1 text-sm font-semibold">{cardTitle}</p>
                  <p className="text-xs text-muted">{body}</p>
                </li>
              ))}
            </ul>
            {/* The return or fit-guarantee rule for this garment, from the shop's settings (issue 39). */}
            <ReturnsPolicyNote fulfilment={product.fulfilment} className="mt-3 grid gap-1 text-xs text-ink-soft" />
          </div>
        </div>

        <Tabs.Root defaultValue="description" className="mt-12">
          <Tabs.List className="flex gap-1 border-b border-line" aria-label={t('product.details')}>
            {(['description', 'care'] as const).map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                data-testid={`product-tab-${tab}`}
                className="-mb-px min-h-11 border-b-2 border-transparent px-4 text-sm font-semibold text-muted data-[state=active]:border-emerald data-[state=active]:text-ink"
              >
                {t(`product.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="description" className="max-w-3xl py-6 leading-relaxed">
            <p className="whitespace-pre-line">{description}</p>
            {material ? (
              <p className="mt-4 text-sm text-ink-soft" data-testid="product-material">
                {t('product.material', { material })}
              </p>
            ) : null}
            {product.sizes.length ? <p className="mt-1 text-sm text-ink-soft">{t('product.sizes', { sizes: product.sizes.join(', ') })}</p> : null}
          </Tabs.Content>
          <Tabs.Content value="care" className="max-w-3xl py-6 leading-relaxed">
            <p className="whitespace-pre-line" data-testid="product-care">
              {care}
            </p>
          </Tabs.Content>
        </Tabs.Root>
        {/* A section of its own, not a tab: the server renders it (rating, first page, structured data) and it is found by scrolling. */}
        <ProductReviewsSection
          productId={product.id}
          product={{ id: product.id, name: product.name, description: product.description, imageUrl: product.imageUrl, designerName: product.designer.fullName }}
        />
        <RelatedProducts productId={product.id} />
      </Container>

      <SizeGuideLauncher
        open={guideOpen}
        onOpenChange={setGuideOpen}
        context={{ kind: 'pdp', productId: product.id, productSizes: product.sizes, defaultCategory: sizeCategoryForSlug(product.category?.slug) }}
        target={{ kind: 'pdp', draft }}
        initial={measurements}
        onConfirmed={onGuideConfirmed}
      />

      {fitMounted ? (
        <Suspense fallback={null}>
          <AiFitDialog
            open={sizingDialog === 'fit'}
            onOpenChange={(open) => setSizingDialog(open ? 'fit' : null)}
            product={{ id: product.id, category: sizeCategoryForSlug(product.category?.slug), sizes: product.sizes }}
            target={{ kind: 'pdp', draft }}
            onConfirmed={onGuideConfirmed}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useProduct(id);
  const name = useLocalizedName();

  if (isError && error instanceof ApiError && error.status === 404) {
    return (
      <PageRoot name="product" title={t('product.notFoundTitle')}>
        <Container className="py-16">
          <EmptyState
            title={t('product.notFoundTitle')}
            description={t('product.notFoundBody')}
            actions={
              <Button asChild>
                <Link to="/products">{t('product.backToProducts')}</Link>
              </Button>
            }
          />
        </Container>
      </PageRoot>
    );
  }
  return (
    <PageRoot name="product" title={data ? name(data.name, data.nameAm) : undefined}>
      {isError ? (
        <Container className="py-16">
          <ErrorPanel message={error.message} onRetry={() => void refetch()} />
        </Container>
      ) : isPending ? (
        <Container className="grid gap-8 py-10 lg:grid-cols-2">
          <Skeleton className="aspect-[4/5] w-full rounded-card" />
          <div className="space-y-4">
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-8 w-1/4" />
            <Skeleton className="h-40 w-full rounded-card" />
          </div>
        </Container>
      ) : (
        <ProductView key={data.id} product={data} />
      )}
    </PageRoot>
  );
}
