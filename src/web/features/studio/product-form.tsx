import { Tag } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { discountPercent, REGIONS } from '@domain/catalog';
import { isOnSale, PRODUCT_LIMITS, type ProductInput } from '@domain/catalog/product-input';
import { formatMoney, moneyLocale } from '@domain/money';
import { PRICE_CURRENCIES, type PriceCurrency } from '@domain/money/price-currency';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { useCategories, useLocalizedName } from '../catalog';
import { useExchangeRates } from '../currency';
import { useCreateProduct } from './create-product';
import { FormDraftBanner } from './form-draft-banner';
import { useDesignerProfile } from './get-designer-profile';
import { parsePrice, readPrice } from './money-input';
import { draftFromPhotos, mergePhotoDraft } from './photo-draft';
import { otherCurrencyHint } from './price-hint';
import { parseProductDraft, sameProductDraft, type ProductDraft } from './product-draft';
import { ProductFormBar } from './product-form-bar';
import {
  emptyProductForm,
  FIELD_ORDER,
  formFromProduct,
  sameForm,
  serverFieldErrors,
  suggestedSizes,
  validateProductForm,
  type ProductField,
  type ProductFieldErrors,
  type ProductFormValues,
  type SaveStatus,
} from './product-form-values';
import type { StudioProduct } from './product-types';
import { ShippingWeightField } from './shipping-weight-field';
import { SizePicker } from './size-picker';
import { useUpdateProduct } from './update-product';
import { useFormDraft } from './use-form-draft';
import type { PhotoDraftHandle } from './use-photo-draft';

/** Where each field lives in the page, to focus the first one that needs fixing. */
const FIELD_IDS: Readonly<Record<ProductField, string>> = {
  name: 'product-name',
  nameAm: 'product-name-am',
  description: 'product-description',
  descriptionAm: 'product-description-am',
  categoryId: 'product-category',
  region: 'product-region',
  currency: 'product-currency',
  priceMinor: 'product-price',
  originalPriceMinor: 'product-original-price',
  stockQuantity: 'product-stock',
  sizes: 'product-size-input',
  careInstructions: 'product-care',
  careInstructionsAm: 'product-care-am',
  material: 'product-material',
  materialAm: 'product-material-am',
  fulfilment: 'product-fulfilment-ready',
  productionDays: 'product-production-days',
  shippingWeightGrams: 'product-shipping-weight',
  status: 'product-actions',
};

const isKnownField = (key: string): key is ProductField => key in FIELD_IDS;

function focusField(field: ProductField) {
  requestAnimationFrame(() => {
    const el = document.getElementById(FIELD_IDS[field]);
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

export function FormSection({ id, title, description, children, className }: { id: string; title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className={cn('scroll-mt-28 rounded-card border border-line bg-white p-4 shadow-card sm:p-6', className)}>
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}

interface ProductFormProps {
  /** Null on /designer/add-product. */
  product: StudioProduct | null;
  onDirtyChange: (dirty: boolean) => void;
  /** The photos' arrangement, saved with the product (null before it has any). */
  photos: PhotoDraftHandle | null;
  /** Where the unsent form is kept on the device: `STORAGE_KEYS.formDraft(account, productDraftForm(id))`. */
  draftKey: string;
  /** Sections inside the form, above the save bar (the photos). */
  children?: ReactNode;
}

/**
 * The product's details: texts in both languages, category, price, stock, sizes and how it is
 * made; and, saved with them, the photos' arrangement. What is typed is kept on the device until
 * saved, and offered back after a reload (issue 41).
 */
export function ProductForm({ product, onDirtyChange, photos, draftKey, children }: ProductFormProps) {
  const { t, i18n } = useTranslation('studio-product');
  const errorText = useErrorText(['studio-product']);
  const navigate = useNavigate();
  const categories = useCategories();
  const localName = useLocalizedName();
  const create = useCreateProduct();
  const update = useUpdateProduct();

  const [baseline, setBaseline] = useState<ProductFormValues>(() => (product ? formFromProduct(product) : emptyProductForm));
  const [values, setValues] = useState<ProductFormValues>(baseline);
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [savingAs, setSavingAs] = useState<SaveStatus | null>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  // A new product is priced in the designer's payout currency; it arrives with her profile, and
  // is taken until she picks a currency or types a price (those are never overridden). Typing a
  // name or choosing a category first, as on a slow connection, still gets her currency.
  const profile = useDesignerProfile(!product);
  const defaultCurrency = profile.data?.priceCurrency;
  const currencyChosen = useRef(false);
  useEffect(() => {
    if (product || !defaultCurrency) return;
    setBaseline((b) => (b.currency === defaultCurrency ? b : { ...b, currency: defaultCurrency }));
    setValues((v) => (!currencyChosen.current && v.price === '' && v.originalPrice === '' ? { ...v, currency: defaultCurrency } : v));
  }, [product, defaultCurrency]);
  const rates = useExchangeRates();

  // The device's copy: the form and the photos' arrangement together, against what the server holds.
  const photoDraft = photos?.draft ?? null;
  const savedPhotos = useMemo(() => (product ? draftFromPhotos(product.photos, product.name) : null), [product]);
  const deviceValues = useMemo<ProductDraft>(() => ({ form: values, photos: photoDraft }), [values, photoDraft]);
  const deviceStart = useMemo<ProductDraft>(() => ({ form: baseline, photos: savedPhotos }), [baseline, savedPhotos]);
  const device = useFormDraft({ storageKey: draftKey, values: deviceValues, start: deviceStart, base: product?.updatedAt ?? '', same: sameProductDraft, parse: parseProductDraft });
  const restoreDraft = () => {
    const kept = device.restore();
    if (!kept) return;
    currencyChosen.current = true;
    setValues(kept.form);
    setErrors({});
    if (kept.photos && photos && product) photos.setDraft(mergePhotoDraft(kept.photos, product.photos, product.name));
  };

  const dirty = !sameForm(values, baseline) || (photos?.changed ?? false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Gone from the page (no longer shown): nothing of it is left to lose.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const saving = create.isPending || update.isPending;
  const categorySlug = categories.data?.find((c) => c.id === values.categoryId)?.slug ?? product?.categorySlug ?? null;
  const suggestions = useMemo(() => suggestedSizes(categorySlug), [categorySlug]);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K], field: ProductField) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A fixed field stops shouting; the others keep their message until the next save.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: ProductField) => (errors[field] ? errorText(errors[field]) : null);

  /** A price typed with the other currency's mark ("ETB 6500" while dollars are chosen) switches the currency. */
  const setPrice = (key: 'price' | 'originalPrice', text: string, field: ProductField) => {
    const { mark } = readPrice(text);
    if (mark !== null && mark !== values.currency) {
      currencyChosen.current = true;
      setValues((v) => ({ ...v, currency: mark }));
    }
    set(key, text, field);
  };
  const priceCurrency = readPrice(values.price).mark ?? values.currency;
  const priceMinor = parsePrice(values.price, priceCurrency);
  const originalMinor = parsePrice(values.originalPrice, priceCurrency);
  const locale = moneyLocale(i18n.language);
  const sale =
    priceMinor !== null && originalMinor !== null && Number.isFinite(priceMinor) && Number.isFinite(originalMinor) && priceMinor > 0 && isOnSale({ priceMinor, originalPriceMinor: originalMinor })
      ? { percent: discountPercent(priceMinor, originalMinor), price: formatMoney(priceMinor, priceCurrency, locale), original: formatMoney(originalMinor, priceCurrency, locale) }
      : null;
  const others = otherCurrencyHint(priceMinor, priceCurrency, rates.data?.rates, locale);

  const published = product?.status === 'published';
  const photoCount = product?.photos.length ?? 0;
  // Hidden by Tibeb: the server refuses to publish (409 HIDDEN_BY_ADMIN) until an admin lifts it.
  const blocked = product?.moderation.hiddenByAdmin === true;

  const showFormError = (text: string) => {
    setFormError(text);
    requestAnimationFrame(() => formErrorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
  };

  const succeeded = (saved: StudioProduct, status: SaveStatus, sent: ProductFormValues, sentPhotos: typeof photoDraft = null) => {
    const fresh = formFromProduct(saved);
    if (sentPhotos) photos?.settle(sentPhotos, saved.photos);
    setBaseline(fresh);
    // What the server kept (trimmed texts) replaces what was typed, unless typing went on meanwhile.
    setValues((current) => (sameForm(current, sent) ? fresh : current));
    const wasPublished = product?.status === 'published';
    const title = !product
      ? t('form.createdTitle')
      : status === 'published'
        ? wasPublished
          ? t('form.savedTitle')
          : t('form.publishedTitle')
        : wasPublished
          ? t('form.movedToDraftsTitle')
          : t('form.savedDraftTitle');
    const description = !product ? t('form.createdBody') : status === 'published' && !wasPublished ? t('form.publishedBody') : undefined;
    toast({ title, description, variant: 'success' });
  };

  const failed = (err: unknown) => {
    const fields = err instanceof ApiError ? serverFieldErrors(err.fields) : {};
    setErrors(fields);
    const first = FIELD_ORDER.find((f) => fields[f]);
    if (first) focusField(first);
    const unshown = Object.entries(fields).filter(([key]) => !isKnownField(key) || key === 'status');
    if (err instanceof ApiError && err.code === 'PHOTO_REQUIRED') showFormError(t('form.photoNeeded'));
    else if (unshown.length > 0) showFormError(unshown.map(([, code]) => errorText(code)).join(' '));
    else setFormError(null);
    toast({ title: t('form.saveFailed'), description: errorText(err), variant: 'destructive' });
  };

  const save = (asked: SaveStatus) => {
    let status = asked;
    if (saving) return;
    setFormError(null);
    // shop rule: a published product shows a photo. Photos come after the first save, so a new
    // product is saved as a draft first; the server refuses the same (PHOTO_REQUIRED).
    // A new product pressing Publish takes the next step in the same tap: saved as a draft, then
    // on to its photos (a published product needs one), instead of a note saying to do both.
    const photosNext = status === 'published' && photoCount === 0 && !product;
    if (photosNext) status = 'draft';
    if (status === 'published' && photoCount === 0) {
      setErrors({});
      showFormError(t('form.photoNeeded'));
      return;
    }
    const checked = validateProductForm(values, status);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((f) => checked.errors[f]);
      if (first) focusField(first);
      showFormError(t('form.fixErrors'));
      return;
    }
    setErrors({});
    const sent = values;
    const sentPhotos = photoDraft;
    // The photos' arrangement goes with the product when it changed (issue 41); the server checks it names every photo.
    const input: ProductInput = { ...checked.input, photos: product ? (photos?.payload() ?? null) : null };
    setSavingAs(status);
    const settle = { onSettled: () => setSavingAs(null) };
    if (!product) {
      create.mutate(input, {
        ...settle,
        onSuccess: (saved) => {
          // Saved: the device's copy of the new product's form has done its job.
          device.clear();
          if (photosNext) toast({ title: t('form.savedForPhotosTitle'), description: t('form.savedForPhotosBody'), variant: 'success' });
          else succeeded(saved, status, sent);
          // The edit page is where photos and the size chart are added; Back skips the empty form.
          void navigate(`/designer/edit-product/${encodeURIComponent(saved.id)}${photosNext ? '#product-photos' : ''}`, { replace: true });
        },
        onError: failed,
      });
    } else {
      update.mutate({ id: product.id, input }, { ...settle, onSuccess: (saved) => succeeded(saved, status, sent, sentPhotos), onError: failed });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field saves without changing whether the product is in the shop.
    save(published ? 'published' : 'draft');
  };

  // The limit and the count as she types; past the limit, by how much (the text is kept whole, never cut).
  const count = (value: string, max: number) => (value.length > max ? t('form.countOver', { length: value.length, max, over: value.length - max }) : t('form.count', { length: value.length, max }));
  const categoryOptions = categories.data ?? [];
  const knownCategory = !values.categoryId || categoryOptions.some((c) => c.id === values.categoryId);

  const primary: { status: SaveStatus; label: string } = published ? { status: 'published', label: t('form.saveChanges') } : { status: 'published', label: t('form.publish') };
  const secondary: { status: SaveStatus; label: string } = published ? { status: 'draft', label: t('form.moveToDrafts') } : { status: 'draft', label: t('form.saveDraft') };

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'product-form-error' : undefined} data-testid="product-form">
      {device.offer ? (
        <div className="mb-5">
          <FormDraftBanner
            savedAt={device.offer.savedAt}
            savedSince={product !== null && device.offer.base !== product.updatedAt}
            onRestore={restoreDraft}
            onDiscard={device.discard}
            testId="product-draft-offer"
          />
        </div>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <FormSection id="product-about" title={t('form.aboutTitle')} description={t('form.aboutHint')}>
          <Field
            id={FIELD_IDS.name}
            label={t('form.name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value, 'name')}
            maxLength={PRODUCT_LIMITS.nameMax}
            required
            autoComplete="off"
            error={message('name')}
          />
          <Field
            id={FIELD_IDS.nameAm}
            lang="am"
            label={t('form.nameAm')}
            value={values.nameAm}
            onChange={(e) => set('nameAm', e.target.value, 'nameAm')}
            maxLength={PRODUCT_LIMITS.nameMax}
            autoComplete="off"
            error={message('nameAm')}
          />
          <TextAreaField
            id={FIELD_IDS.description}
            label={t('form.description')}
            hint={t('form.descriptionHint')}
            value={values.description}
            onChange={(e) => set('description', e.target.value, 'description')}
            maxLength={PRODUCT_LIMITS.descriptionMax}
            counter={count(values.description, PRODUCT_LIMITS.descriptionMax)}
            required
            rows={6}
            error={message('description')}
          />
          <TextAreaField
            id={FIELD_IDS.descriptionAm}
            lang="am"
            label={t('form.descriptionAm')}
            value={values.descriptionAm}
            onChange={(e) => set('descriptionAm', e.target.value, 'descriptionAm')}
            maxLength={PRODUCT_LIMITS.descriptionMax}
            counter={count(values.descriptionAm, PRODUCT_LIMITS.descriptionMax)}
            rows={6}
            error={message('descriptionAm')}
          />
          <Field
            id={FIELD_IDS.material}
            label={t('form.material')}
            hint={t('form.materialHint')}
            value={values.material}
            onChange={(e) => set('material', e.target.value, 'material')}
            maxLength={PRODUCT_LIMITS.materialMax}
            autoComplete="off"
            error={message('material')}
          />
          <Field
            id={FIELD_IDS.materialAm}
            lang="am"
            label={t('form.materialAm')}
            value={values.materialAm}
            onChange={(e) => set('materialAm', e.target.value, 'materialAm')}
            maxLength={PRODUCT_LIMITS.materialMax}
            autoComplete="off"
            error={message('materialAm')}
          />
          <TextAreaField
            id={FIELD_IDS.careInstructions}
            label={t('form.care')}
            hint={t('form.careHint')}
            value={values.careInstructions}
            onChange={(e) => set('careInstructions', e.target.value, 'careInstructions')}
            maxLength={PRODUCT_LIMITS.careMax}
            counter={count(values.careInstructions, PRODUCT_LIMITS.careMax)}
            rows={3}
            error={message('careInstructions')}
          />
          <TextAreaField
            id={FIELD_IDS.careInstructionsAm}
            lang="am"
            label={t('form.careAm')}
            value={values.careInstructionsAm}
            onChange={(e) => set('careInstructionsAm', e.target.value, 'careInstructionsAm')}
            maxLength={PRODUCT_LIMITS.careMax}
            counter={count(values.careInstructionsAm, PRODUCT_LIMITS.careMax)}
            rows={3}
            error={message('careInstructionsAm')}
          />
        </FormSection>

        <div className="grid gap-5">
          <FormSection id="product-kind" title={t('form.detailsTitle')}>
            <SelectField
              id={FIELD_IDS.categoryId}
              label={t('form.category')}
              value={values.categoryId}
              onChange={(e) => set('categoryId', e.target.value, 'categoryId')}
              required
              disabled={categories.isPending && categoryOptions.length === 0}
              error={message('categoryId')}
              hint={categories.isError && categoryOptions.length === 0 ? t('form.categoriesFailed') : undefined}
            >
              <option value="">{categories.isPending && categoryOptions.length === 0 ? t('form.categoriesLoading') : t('form.categoryPlaceholder')}</option>
              {knownCategory ? null : <option value={values.categoryId}>{product?.categorySlug ?? values.categoryId}</option>}
              {categoryOptions.map((c) => (
                <option key={c.id} value={c.id}>
                  {localName(c.name, c.nameAm)}
                </option>
              ))}
            </SelectField>
            {categories.isError && categoryOptions.length === 0 ? (
              <Button variant="outline" size="sm" className="min-h-11 justify-self-start" onClick={() => void categories.refetch()}>
                {t('form.categoriesRetry')}
              </Button>
            ) : null}
            <SelectField
              id={FIELD_IDS.region}
              label={t('form.region')}
              hint={t('form.regionHint')}
              value={values.region}
              onChange={(e) => set('region', e.target.value, 'region')}
              error={message('region')}
            >
              <option value="">{t('form.regionNone')}</option>
              {REGIONS.map((r) => (
                <option key={r} value={r}>
                  {t(`regions.${r}`, { defaultValue: r })}
                </option>
              ))}
            </SelectField>
          </FormSection>

          <FormSection id="product-price" title={t('form.priceTitle')}>
            <SelectField
              id={FIELD_IDS.currency}
              label={t('form.currency')}
              hint={t('form.currencyHint')}
              value={values.currency}
              onChange={(e) => {
                currencyChosen.current = true;
                set('currency', e.target.value as PriceCurrency, 'currency');
              }}
              error={message('currency')}
            >
              {PRICE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`form.currencies.${code}`)}
                </option>
              ))}
            </SelectField>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id={FIELD_IDS.priceMinor}
                label={t(`form.priceIn.${values.currency}`)}
                hint={t(`form.priceHintIn.${values.currency}`)}
                value={values.price}
                onChange={(e) => setPrice('price', e.target.value, 'priceMinor')}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                required
                error={message('priceMinor')}
              />
              <Field
                id={FIELD_IDS.originalPriceMinor}
                label={t(`form.originalPriceIn.${values.currency}`)}
                hint={t('form.originalPriceHint')}
                value={values.originalPrice}
                onChange={(e) => setPrice('originalPrice', e.target.value, 'originalPriceMinor')}
                inputMode="decimal"
                autoComplete="off"
                error={message('originalPriceMinor')}
              />
            </div>
            <p role="status" aria-live="polite" className={cn('text-sm text-ink-soft', others ? '' : 'sr-only')} data-testid="product-price-others">
              {others ? t('form.priceInOthers', { amounts: others }) : null}
            </p>
            <p role="status" aria-live="polite" className={cn('text-sm', sale ? 'flex items-start gap-2 rounded-lg bg-crimson-tint px-3 py-2 text-crimson' : 'sr-only')} data-testid="product-sale-line">
              {sale ? (
                <>
                  <Tag aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>
                    <span className="font-semibold">{t('form.onSale', { percent: sale.percent })}</span> {t('form.onSaleDetail', { price: sale.price, original: sale.original })}
                  </span>
                </>
              ) : null}
            </p>
            <Field
              id={FIELD_IDS.stockQuantity}
              label={t('form.stock')}
              hint={t('form.stockHint')}
              value={values.stock}
              onChange={(e) => set('stock', e.target.value, 'stockQuantity')}
              type="number"
              inputMode="numeric"
              min={0}
              max={PRODUCT_LIMITS.stockMax}
              step={1}
              required
              className="sm:max-w-56"
              error={message('stockQuantity')}
            />
          </FormSection>

          <FormSection id="product-sizes-section" title={t('form.sizesTitle')}>
            <SizePicker
              id={FIELD_IDS.sizes}
              sizes={values.sizes}
              suggestions={suggestions}
              onChange={(sizes) => set('sizes', sizes, 'sizes')}
              error={message('sizes')}
              errorText={errorText}
            />
          </FormSection>

          <FormSection id="product-fulfilment" title={t('form.fulfilmentTitle')}>
            <fieldset className="grid gap-3" aria-describedby={message('fulfilment') ? 'product-fulfilment-error' : undefined}>
              <legend className="sr-only">{t('form.fulfilmentTitle')}</legend>
              {(
                [
                  ['ready', t('form.ready'), t('form.readyHint')],
                  ['made_to_measure', t('form.madeToMeasure'), t('form.madeToMeasureHint')],
                ] as const
              ).map(([value, label, hint]) => (
                <label
                  key={value}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald/40',
                    values.fulfilment === value ? 'border-emerald bg-emerald-tint/50' : 'border-line bg-white hover:border-ink/30',
                  )}
                >
                  <input
                    type="radio"
                    name="fulfilment"
                    id={value === 'ready' ? FIELD_IDS.fulfilment : undefined}
                    value={value}
                    checked={values.fulfilment === value}
                    onChange={() => set('fulfilment', value, 'fulfilment')}
                    className="mt-1 h-5 w-5 shrink-0 accent-emerald"
                  />
                  <span>
                    <span className="block font-semibold">{label}</span>
                    <span className="block text-sm text-ink-soft">{hint}</span>
                  </span>
                </label>
              ))}
              {message('fulfilment') ? (
                <p id="product-fulfilment-error" role="alert" className="text-sm text-crimson">
                  {message('fulfilment')}
                </p>
              ) : null}
            </fieldset>
            {values.fulfilment === 'made_to_measure' ? (
              <Field
                id={FIELD_IDS.productionDays}
                label={t('form.productionDays')}
                hint={t('form.productionDaysHint', { max: PRODUCT_LIMITS.productionDaysMax })}
                value={values.productionDays}
                onChange={(e) => set('productionDays', e.target.value, 'productionDays')}
                type="number"
                inputMode="numeric"
                min={1}
                max={PRODUCT_LIMITS.productionDaysMax}
                step={1}
                required
                className="sm:max-w-56"
                error={message('productionDays')}
              />
            ) : null}
            <ShippingWeightField id={FIELD_IDS.shippingWeightGrams} value={values.shippingWeight} onChange={(text) => set('shippingWeight', text, 'shippingWeightGrams')} categorySlug={categorySlug} isNew={!product} error={message('shippingWeightGrams')} />
          </FormSection>
        </div>
      </div>

      {children ? <div className="mt-5 grid gap-5">{children}</div> : null}

      <ProductFormBar
        id={FIELD_IDS.status}
        formError={formError}
        formErrorRef={formErrorRef}
        state={saving ? t('form.saving') : dirty ? t('form.unsaved') : product ? t('form.allSaved') : t('form.notSavedYet')}
        dirty={dirty}
        saving={saving}
        secondary={{ label: savingAs === secondary.status && saving ? t('form.saving') : secondary.label, onClick: () => save(secondary.status) }}
        primary={{ label: savingAs === primary.status && saving ? t('form.saving') : primary.label, onClick: () => save(primary.status), blocked, blockedTitle: t('form.publishBlocked') }}
      />
    </form>
  );
}
