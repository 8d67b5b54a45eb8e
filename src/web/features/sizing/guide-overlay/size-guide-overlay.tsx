import { Ruler, Sparkles, Table2, UserRound, Wand2, X, type LucideIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Tabs } from '../../../components/ui/tabs';
import { Suspense, useReducer, useRef, useState, type Dispatch, type JSX } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing/default-size-charts';
import { GUIDE_ITEMS, openByDefault, type GuideSection } from '@domain/sizing/guide-items';
import { midpointMeasurements } from '@domain/sizing/recommend';
import type { SizeChart } from '@domain/sizing/types';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useEstimateMeasurements, type EstimateAnswer, type EstimateBody } from '../estimate-measurements';
import { useSizeChart } from '../get-size-chart';
import { ProfilesTab } from '../profiles/profiles-tab';
import { useRecommendSize } from '../recommend-size';
import type { ConfirmOptions, GuideContext, MeasurementProfile, MeasurementSnapshot } from '../types';
import { useUnitPreference } from '../use-unit-preference';
import { SizeGuideErrorBoundary } from './error-boundary';
import { currentOrigin, guideFormReducer, initialForm, isBlank, measurementConfidence, profileFill, readForm, toSnapshot, type GuideFormAction } from './guide-form';
import { ManualEntryTab, type BasicField, type GuideProblem } from './manual-entry-tab';
import { MeasurementResults } from './measurement-results';
import { toPercent, type HeightMessage } from './messages';
import { RecommendationSummary } from './recommendation-summary';
import { useProductFitSummary } from '../../fit-feedback';
import { classifyServerError, fromServer, outcomeFromSnapshot, prepareRecommendation, recommendationBody, type GuideOutcome } from './recommendation';
import { SmartEstimatesTab, type EstimateView } from './smart-estimates-tab';
import { TraditionalSizesTab } from './traditional-sizes-tab';

export { SizeGuideErrorBoundary } from './error-boundary';

export interface SizeGuideOverlayProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  context: GuideContext;
  signedIn: boolean;
  onConfirm(snapshot: MeasurementSnapshot, options: ConfirmOptions): Promise<void>;
  initial?: MeasurementSnapshot | null;
}

export const GUIDE_TABS = ['manual', 'smart', 'traditional', 'profiles'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];
type View = 'form' | 'summary' | 'results';

const TAB_ICONS: Record<GuideTab, LucideIcon> = { manual: Ruler, smart: Wand2, traditional: Table2, profiles: UserRound };

/** How long the shopper waits for the server before the device's answer stands on its own. */
export const SERVER_TIMEOUT_MS = 10_000;

const ALL_BASIC_FIELDS: ReadonlySet<BasicField> = new Set(['height', 'weight', 'age']);
const NO_FIELDS: ReadonlySet<BasicField> = new Set();

const contextKey = (context: GuideContext): string => (context.kind === 'cart' ? `cart:${context.lineId}` : `pdp:${context.productId}`);

const initialSections = (): Record<GuideSection, boolean> => ({
  upper: openByDefault('upper'),
  general: openByDefault('general'),
  arms: openByDefault('arms'),
  lower: openByDefault('lower'),
});

/** Actions that change what a recommendation would be asked (a unit switch only rewrites the same values). */
const changesRequest = (action: GuideFormAction): boolean => action.type !== 'unit' && action.type !== 'build' && action.type !== 'age';
/** Actions that change what an estimate was made from. */
const changesEstimate = (action: GuideFormAction): boolean =>
  action.type === 'height' || action.type === 'weight' || action.type === 'age' || action.type === 'build' || action.type === 'category' || action.type === 'reset';

/**
 * The guide's state, kept by the overlay itself (not by the dialog's content, which unmounts on
 * close): closing and reopening for the same product or cart line keeps everything; opening for
 * another one, or with another snapshot to view/edit, starts afresh.
 */
function useGuideState(open: boolean, context: GuideContext, initial: MeasurementSnapshot | null | undefined) {
  const units = useUnitPreference();
  const [form, dispatch] = useReducer(guideFormReducer, null, () => initialForm(context, initial, units.unit));
  const [tab, setTab] = useState<GuideTab>('manual');
  const [outcome, setOutcome] = useState<GuideOutcome | null>(() => outcomeFromSnapshot(initial));
  const [view, setView] = useState<View>(() => (initial?.sizeRecommendation?.size ? 'summary' : 'form'));
  const [stale, setStale] = useState(false);
  const [problem, setProblem] = useState<GuideProblem | null>(null);
  const [shownErrors, setShownErrors] = useState<ReadonlySet<BasicField>>(NO_FIELDS);
  const [heightRequired, setHeightRequired] = useState(false);
  const [openSections, setOpenSections] = useState(initialSections);
  const [estimate, setEstimate] = useState<EstimateView | null>(null);
  const [estimateFailed, setEstimateFailed] = useState(false);
  const [include, setInclude] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [confirmFailed, setConfirmFailed] = useState(false);
  const [session, setSession] = useState(() => ({ open, key: contextKey(context), initial }));

  // Adjusting state while rendering (not in an effect) so the reopened guide never shows a frame of the old state.
  if (session.open !== open) {
    const key = contextKey(context);
    if (open && (session.key !== key || session.initial !== initial)) {
      dispatch({ type: 'reset', state: initialForm(context, initial, units.unit) });
      setTab('manual');
      setOutcome(outcomeFromSnapshot(initial));
      setView(initial?.sizeRecommendation?.size ? 'summary' : 'form');
      setStale(false);
      setProblem(null);
      setShownErrors(NO_FIELDS);
      setHeightRequired(false);
      setOpenSections(initialSections());
      setEstimate(null);
      setEstimateFailed(false);
      setInclude(true);
      setConfirmFailed(false);
    } else if (open && !initial && form.unit !== units.unit && isBlank(form)) {
      // Nothing typed yet: a unit chosen elsewhere since (another page, another currency) applies.
      dispatch({ type: 'unit', unit: units.unit });
    }
    setSession({ open, key, initial });
  }

  /** Every change of the form goes through here, so answers that no longer match it are marked. */
  const edit: Dispatch<GuideFormAction> = (action) => {
    dispatch(action);
    // A switch the shopper flips is their choice for every guide on this device.
    if (action.type === 'unit') units.choose(action.unit);
    if (changesRequest(action)) setStale(true);
    if (changesEstimate(action)) {
      setEstimate(null);
      setEstimateFailed(false);
    }
  };

  return {
    form,
    edit,
    tab,
    setTab,
    outcome,
    setOutcome,
    view,
    setView,
    stale,
    setStale,
    problem,
    setProblem,
    shownErrors,
    setShownErrors,
    heightRequired,
    setHeightRequired,
    openSections,
    setOpenSections,
    estimate,
    setEstimate,
    estimateFailed,
    setEstimateFailed,
    include,
    setInclude,
    confirming,
    setConfirming,
    confirmFailed,
    setConfirmFailed,
  };
}
type GuideStore = ReturnType<typeof useGuideState>;

/** The AI Size Guide (docs/requirements/sizing.md §2 overlays 2, 3, 4 and 14), full screen above a product page or a cart item. */
export function SizeGuideOverlay({ open, onOpenChange, context, signedIn, onConfirm, initial }: SizeGuideOverlayProps): JSX.Element {
  const { t } = useTranslation('sizing');
  const store = useGuideState(open, context, initial);
  const focus = useReturnFocus('[data-testid="size-guide-overlay"]');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          data-testid="size-guide-overlay"
          className="fixed inset-0 z-50 flex h-dvh flex-col bg-cotton outline-none animate-fade-in"
          // Nothing of the page is visible around it; the only things "outside" are toasts, and
          // tapping one must not close the guide.
          onPointerDownOutside={(e) => e.preventDefault()}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <header className="flex items-center gap-3 border-b border-line bg-white px-4 py-1.5 sm:px-6" data-toast-avoid="">
            <Sparkles aria-hidden className="h-5 w-5 shrink-0 text-saffron" />
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate font-display text-lg font-semibold sm:text-xl">{t('title')}</Dialog.Title>
              <Dialog.Description className="sr-only">{t('description')}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button type="button" className="-mr-2 grid h-11 w-11 place-items-center rounded-full hover:bg-linen" aria-label={t('close')} data-testid="guide-close">
                <X aria-hidden className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </header>
          <div className="tibeb-band tibeb-band-thin" />
          {/* A part that suspends (texts or code loading) waits inside the guide; the dialog itself stays mounted. */}
          <Suspense fallback={<Spinner className="m-auto text-ink-soft" />}>
            <GuideBody store={store} context={context} signedIn={signedIn} onConfirm={onConfirm} onClose={() => onOpenChange(false)} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Everything below the header. It mounts only while the guide is open, so the size chart is
 * fetched (and the server asked) only when a shopper actually uses the guide.
 */
function GuideBody({
  store,
  context,
  signedIn,
  onConfirm,
  onClose,
}: {
  store: GuideStore;
  context: GuideContext;
  signedIn: boolean;
  onConfirm: SizeGuideOverlayProps['onConfirm'];
  onClose: () => void;
}) {
  const { t } = useTranslation('sizing');
  const { form, edit, outcome } = store;
  const bodyRef = useRef<HTMLDivElement>(null);
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  const requestSeq = useRef(outcome?.id ?? 0);
  const recommend = useRecommendSize();
  const estimateMutation = useEstimateMeasurements();

  const chartQuery = useSizeChart(form.category, context.productId);
  // A product's fit reviews may move the size (issue 18); the server applies the same offsets.
  const fitSummary = useProductFitSummary(context.productId ?? '');
  const fitOffsets = fitSummary.data?.category === form.category ? fitSummary.data.offsets : undefined;
  // The chart in force from the API; our standard chart while it loads, when it cannot be
  // reached, or when the product's own chart is for another category than the one chosen.
  const fallbackChart = (DEFAULT_SIZE_CHARTS as Partial<Record<string, SizeChart>>)[form.category] ?? null;
  const chart: SizeChart | null = chartQuery.data?.category === form.category ? chartQuery.data : fallbackChart;
  const reading = readForm(form);

  const afterRender = (fn: () => void) => requestAnimationFrame(fn);
  const scrollTop = () => bodyRef.current?.scrollTo({ top: 0 });
  const focusFirstInvalid = () => afterRender(() => bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="guide-error"]')?.focus());

  const showForm = () => {
    store.setTab('manual');
    store.setView('form');
    store.setProblem(null);
    afterRender(scrollTop);
  };

  // ---- Get My Size ----
  const getSize = () => {
    store.setShownErrors(ALL_BASIC_FIELDS);
    const prep = prepareRecommendation(form, chart, fitOffsets);
    if (prep.kind === 'field-errors') {
      store.setProblem({ kind: 'fields' });
      focusFirstInvalid();
      return;
    }
    if (prep.kind === 'missing') {
      store.setProblem({ kind: 'missing', fields: prep.fields });
      afterRender(() => bodyRef.current?.querySelector('[data-testid="guide-error"]')?.scrollIntoView({ block: 'nearest' }));
      return;
    }
    if (prep.kind === 'out-of-range') {
      store.setProblem({ kind: 'out-of-range', fields: prep.fields });
      // Open the sections holding the failing fields, so the shopper sees them marked.
      const sections = GUIDE_ITEMS[form.category].filter((item) => prep.fields.includes(item.key)).map((item) => item.section);
      store.setOpenSections((open) => ({ ...open, ...Object.fromEntries(sections.map((s) => [s, true])) }));
      focusFirstInvalid();
      return;
    }
    const { request, local } = prep;
    const id = (requestSeq.current += 1);
    store.setProblem(null);
    store.setStale(false);
    store.setConfirmFailed(false);
    store.setOutcome({ id, request, recommendation: local, server: 'pending' });
    store.setView('summary');
    afterRender(() => {
      scrollTop();
      summaryHeadingRef.current?.focus({ preventScroll: true });
    });

    const isCurrent = () => requestSeq.current === id;
    const update = (fn: (o: GuideOutcome) => GuideOutcome | null) => store.setOutcome((o) => (o && o.id === id ? fn(o) : o));
    recommend
      .mutateAsync({ body: recommendationBody(request, context.productId, new Date()), signal: AbortSignal.timeout(SERVER_TIMEOUT_MS) })
      .then((response) => {
        if (!isCurrent()) return;
        const answer = fromServer(response);
        update((o) => ({ ...o, recommendation: answer, server: 'done' }));
        const confidence = toPercent(answer.confidence);
        toast({ title: answer.size === CUSTOM_FIT ? t('recommendation.readyCustomFit', { confidence }) : t('recommendation.ready', { size: answer.size, confidence }), variant: 'success' });
      })
      .catch((error: unknown) => {
        if (!isCurrent()) return;
        const failure = classifyServerError(error);
        if (failure.kind === 'bad-request') {
          // The server is the authority: an answer it refuses must not be attached.
          update(() => null);
          store.setView('form');
          if (failure.code === 'MEASUREMENTS_OUT_OF_RANGE' && failure.fields.length) store.setProblem({ kind: 'out-of-range', fields: failure.fields });
          else if (failure.code === 'MISSING_INFORMATION') store.setProblem({ kind: 'missing', fields: [] });
          toast({ title: t('recommendation.checkMeasurements'), variant: 'destructive' });
          return;
        }
        update((o) => ({ ...o, server: 'unavailable' }));
        if (failure.kind === 'rate-limited') toast({ title: t('recommendation.serviceDown'), variant: 'warning' });
      });
  };

  // ---- Save & Attach / Use Measurements ----
  const canConfirm = outcome !== null && !store.stale && outcome.server !== 'pending';
  const confirm = () => {
    if (!outcome || !canConfirm || store.confirming) return;
    const snapshot = toSnapshot(outcome.request, outcome.recommendation, context, new Date());
    store.setConfirming(true);
    store.setConfirmFailed(false);
    Promise.resolve()
      .then(() => onConfirm(snapshot, { includeWithOrder: store.include }))
      .then(
        () => {
          store.setConfirming(false);
          store.setView('summary');
          onClose();
        },
        () => {
          store.setConfirming(false);
          store.setConfirmFailed(true);
        },
      );
  };

  // ---- Smart Estimates ----
  const runEstimate = () => {
    store.setShownErrors(ALL_BASIC_FIELDS);
    if (form.height.text.trim() === '') {
      store.setHeightRequired(true);
      afterRender(() => bodyRef.current?.querySelector<HTMLElement>('[data-testid="smart-height"]')?.focus());
      return;
    }
    store.setHeightRequired(false);
    const heightCm = reading.measurements.height_cm;
    if (heightCm === undefined || reading.errors.height || reading.errors.weight || reading.errors.age) {
      focusFirstInvalid();
      return;
    }
    const body: EstimateBody = {
      category: form.category,
      height_cm: heightCm,
      ...(reading.measurements.weight_kg !== undefined ? { weight_kg: reading.measurements.weight_kg } : {}),
      ...(form.category !== 'children' ? { build: form.build } : {}),
      ...(reading.ageYears !== null ? { age_years: reading.ageYears } : {}),
    };
    const category = form.category;
    store.setEstimateFailed(false);
    estimateMutation.mutateAsync(body).then(
      (answer) => {
        store.setEstimate({ answer, category });
        afterRender(() => bodyRef.current?.querySelector('[data-testid="smart-result"]')?.scrollIntoView({ block: 'nearest' }));
      },
      () => store.setEstimateFailed(true),
    );
  };

  const acceptEstimate = (answer: EstimateAnswer) => {
    // Height and weight stay as the shopper typed them; only the body measurements are filled in.
    const { height_cm: _height, weight_kg: _weight, ...measurements } = answer.measurements;
    edit({ type: 'fill', measurements, origin: { kind: 'smart_estimate', confidence: answer.confidence } });
    showForm();
  };

  // ---- Traditional Sizes ----
  const importSize = (label: string) => {
    if (!chart) return;
    edit({ type: 'fill', measurements: midpointMeasurements(chart, label), origin: { kind: 'traditional', size: label } });
    showForm();
  };

  // ---- My Profiles ----
  const applyProfile = (profile: MeasurementProfile) => {
    edit(profileFill(profile));
    showForm();
  };

  const onFieldBlur = (field: BasicField) => store.setShownErrors((shown) => (shown.has(field) ? shown : new Set([...shown, field])));
  const smartHeightMessage: HeightMessage | null =
    store.heightRequired && form.height.text.trim() === '' ? 'HEIGHT_REQUIRED' : store.shownErrors.has('height') ? (reading.errors.height ?? null) : null;

  const summary = (
    <RecommendationSummary
      ref={summaryHeadingRef}
      outcome={outcome}
      stale={store.stale}
      include={store.include}
      onIncludeChange={store.setInclude}
      confirming={store.confirming}
      confirmFailed={store.confirmFailed}
      // On a product page the guide's button is the way into the cart; the page then shows the garment as in the cart.
      confirmAction={context.kind === 'pdp' && signedIn ? 'add' : 'saveAttach'}
      onSaveAttach={confirm}
      onViewEdit={() => {
        store.setView('results');
        afterRender(scrollTop);
      }}
      onBack={() => {
        store.setView('form');
        afterRender(() => {
          scrollTop();
          bodyRef.current?.querySelector<HTMLElement>('[data-testid="guide-category"]')?.focus({ preventScroll: true });
        });
      }}
    />
  );

  return (
    <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain" data-testid="guide-body">
      <SizeGuideErrorBoundary onReset={() => store.setView(outcome ? 'summary' : 'form')}>
        {store.view === 'results' && outcome ? (
          <MeasurementResults
            outcome={outcome}
            confirming={store.confirming}
            confirmFailed={store.confirmFailed}
            canConfirm={canConfirm}
            onClose={() => store.setView('summary')}
            onCancel={() => {
              store.setView('summary');
              onClose();
            }}
            onRescan={showForm}
            onUse={confirm}
          />
        ) : (
          <Tabs.Root value={store.tab} onValueChange={(value) => store.setTab(GUIDE_TABS.find((tab) => tab === value) ?? 'manual')}>
            <Tabs.List aria-label={t('tabsLabel')} className="sticky top-0 z-20 grid grid-cols-4 border-b border-line bg-white sm:flex sm:justify-center sm:gap-2 sm:px-6">
              {GUIDE_TABS.map((tab) => {
                const Icon = TAB_ICONS[tab];
                return (
                  <Tabs.Trigger
                    key={tab}
                    value={tab}
                    data-testid={`guide-tab-${tab}`}
                    className="flex min-h-14 flex-col items-center justify-center gap-0.5 border-b-2 border-transparent px-1 py-1.5 text-center text-xs leading-tight font-semibold text-ink-soft hover:text-ink data-[state=active]:border-emerald data-[state=active]:text-ink sm:min-h-12 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm"
                  >
                    <Icon aria-hidden className="h-5 w-5 shrink-0 sm:h-4 sm:w-4" />
                    <span>{t(`tabs.${tab}`)}</span>
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>
            <Tabs.Content value="manual" className="outline-none">
              <ManualEntryTab
                state={form}
                dispatch={edit}
                reading={reading}
                shownErrors={store.shownErrors}
                onFieldBlur={onFieldBlur}
                problem={store.problem}
                openSections={store.openSections}
                onToggleSection={(section) => store.setOpenSections((open) => ({ ...open, [section]: !open[section] }))}
                onGetSize={getSize}
                busy={store.confirming}
                showSummary={store.view === 'summary' && outcome !== null}
                summary={summary}
              />
            </Tabs.Content>
            <Tabs.Content value="smart" className="outline-none">
              <SmartEstimatesTab
                state={form}
                dispatch={edit}
                reading={reading}
                heightMessage={smartHeightMessage}
                showWeightError={store.shownErrors.has('weight')}
                showAgeError={store.shownErrors.has('age')}
                onFieldBlur={onFieldBlur}
                estimate={store.estimate}
                pending={estimateMutation.isPending}
                failed={store.estimateFailed}
                onEstimate={runEstimate}
                onAccept={acceptEstimate}
              />
            </Tabs.Content>
            <Tabs.Content value="traditional" className="outline-none">
              <TraditionalSizesTab state={form} dispatch={edit} chart={chart} loading={chartQuery.isPending} onImport={importSize} />
            </Tabs.Content>
            <Tabs.Content value="profiles" className="outline-none">
              <div className="mx-auto w-full max-w-3xl px-4 py-4 sm:px-6">
                {/* Its texts may load on first use: only this tab waits for them, not the whole guide. */}
                <Suspense fallback={<Spinner className="mx-auto my-10 flex justify-center text-ink-soft" />}>
                  <ProfilesTab
                    category={form.category}
                    signedIn={signedIn}
                    current={{
                      measurements: reading.measurements,
                      fit: form.fit,
                      unit: form.unit,
                      heightInput: reading.heightInput,
                      confidence: measurementConfidence(currentOrigin(form)),
                    }}
                    onUse={applyProfile}
                  />
                </Suspense>
              </div>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </SizeGuideErrorBoundary>
    </div>
  );
}

