import { Check, ChevronDown, HelpCircle, Ruler } from 'lucide-react';
import { useId, useState, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { GUIDE_ITEMS, GUIDE_SECTIONS, guideItemsIn, type GuideItem, type GuideSection } from '@domain/sizing/guide-items';
import type { MeasurementKey, SizeCategory } from '@domain/sizing/types';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { MeasureDiagram } from '../measure-diagram';
import { useGuideText } from '../size-guide/guide-text';
import { CategorySelect, FitChoice, Notice, StickyActions, TextField, UnitSwitch } from './controls';
import { currentOrigin, type FormReading, type GuideFormAction, type GuideFormState } from './guide-form';
import { heightErrorKey, unitLabel, weightErrorKey } from './messages';
import { OptionalLabel, WeightField } from './weight-field';

/** What the alert region above Get My Size says (docs/requirements/sizing.md §5 "Manual entry"). */
export type GuideProblem = { kind: 'fields' } | { kind: 'missing'; fields: MeasurementKey[] } | { kind: 'out-of-range'; fields: MeasurementKey[] };

export type BasicField = 'height' | 'weight' | 'age';

/** The description, two tips and the drawing of one guide item, behind a 44 px help button. */
function useHelp(category: SizeCategory, key: MeasurementKey) {
  const { t } = useTranslation('sizing');
  const { itemText } = useGuideText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const text = itemText(category, key);
  const button = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={t('manual.help', { item: text.title })}
      onClick={() => setOpen((o) => !o)}
      className={cn('-my-2 -mr-2 grid h-11 w-11 shrink-0 place-items-center rounded-full transition-colors hover:bg-linen', open ? 'text-emerald' : 'text-muted')}
    >
      <HelpCircle aria-hidden className="h-5 w-5" />
    </button>
  );
  const panel = open ? (
    <div id={panelId} className="mt-3 flex gap-3 rounded-lg bg-linen/60 p-3">
      <MeasureDiagram measurement={key} category={category} className="h-28 w-[4.2rem] shrink-0" />
      <div className="min-w-0 text-sm">
        <p className="leading-relaxed text-ink-soft">{text.description}</p>
        {text.tips.length ? (
          <>
            <p className="mt-2 text-xs font-semibold tracking-wide text-emerald uppercase">{t('manual.tips')}</p>
            <ul className="mt-1 grid gap-1">
              {text.tips.map((tip) => (
                <li key={tip} className="flex gap-1.5">
                  <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
                  <span>{tip}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  ) : null;
  return { title: text.title, button, panel };
}

function RequiredMark() {
  const { t } = useTranslation('sizing');
  return (
    <span className="ml-2 rounded-full bg-saffron-tint px-2 py-0.5 text-xs font-semibold text-[#7a5a00]" title={t('manual.requiredLong')}>
      <span aria-hidden>{t('manual.required')}</span>
      <span className="sr-only">{t('manual.requiredLong')}</span>
    </span>
  );
}

function MeasurementField({
  item,
  category,
  state,
  invalid,
  dispatch,
}: {
  item: GuideItem;
  category: SizeCategory;
  state: GuideFormState;
  invalid: boolean;
  dispatch: Dispatch<GuideFormAction>;
}) {
  const { t } = useTranslation('sizing');
  const help = useHelp(category, item.key);
  return (
    <div className="rounded-card border border-line bg-white p-3" data-field={item.key}>
      <TextField
        type="number"
        step="0.5"
        min="0"
        label={
          <>
            {help.title}
            {item.required ? <RequiredMark /> : null}
          </>
        }
        extra={help.button}
        suffix={t(`units.${unitLabel(item.key, state.unit)}`)}
        value={state.values[item.key]?.text ?? ''}
        onValueChange={(text) => dispatch({ type: 'value', key: item.key, text })}
        error={invalid ? t('errors.outOfRangeField') : null}
        data-testid={`guide-field-${item.key}`}
        // A wheel over a focused number field would silently change the value.
        onWheel={(e) => e.currentTarget.blur()}
      />
      {help.panel}
    </div>
  );
}

function Section({
  section,
  category,
  open,
  onToggle,
  children,
  filled,
  total,
}: {
  section: GuideSection;
  category: SizeCategory;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  filled: number;
  total: number;
}) {
  const { t } = useTranslation(['sizing', 'sizing-guide']);
  const panelId = useId();
  return (
    <section className="rounded-card border border-line bg-cotton" data-testid={`guide-section-${section}`} data-category={category}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-12 w-full items-center gap-3 rounded-card px-4 py-2 text-left hover:bg-linen/60"
        >
          <span className="flex-1 font-display text-lg font-semibold">{t(`sizing-guide:sections.${section}`)}</span>
          <span className={cn('text-xs font-semibold', filled > 0 ? 'text-emerald' : 'text-muted')}>{t('manual.filled', { filled, total })}</span>
          <ChevronDown aria-hidden className={cn('h-5 w-5 shrink-0 transition-transform', open ? 'rotate-180' : '')} />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="grid items-start gap-3 px-3 pb-3 sm:grid-cols-2">
        {children}
      </div>
    </section>
  );
}

export interface ManualEntryTabProps {
  state: GuideFormState;
  dispatch: Dispatch<GuideFormAction>;
  reading: FormReading;
  /** Basic fields whose errors are shown (after leaving the field, or after Get My Size). */
  shownErrors: ReadonlySet<BasicField>;
  onFieldBlur: (field: BasicField) => void;
  problem: GuideProblem | null;
  openSections: Readonly<Record<GuideSection, boolean>>;
  onToggleSection: (section: GuideSection) => void;
  onGetSize: () => void;
  busy: boolean;
  /** Phones show either the form or the summary; desktops show both side by side. */
  showSummary: boolean;
  summary: ReactNode;
}

export function ManualEntryTab({
  state,
  dispatch,
  reading,
  shownErrors,
  onFieldBlur,
  problem,
  openSections,
  onToggleSection,
  onGetSize,
  busy,
  showSummary,
  summary,
}: ManualEntryTabProps) {
  const { t, i18n } = useTranslation('sizing');
  const { label } = useGuideText();
  const { category, unit } = state;
  const heightHelp = useHelp(category, 'height_cm');
  const invalid = new Set<MeasurementKey>(problem?.kind === 'out-of-range' ? problem.fields : []);
  const heightItem = GUIDE_ITEMS[category].find((item) => item.key === 'height_cm');
  const heightError = shownErrors.has('height') && reading.errors.height ? t(heightErrorKey(reading.errors.height)) : invalid.has('height_cm') ? t('errors.outOfRangeField') : null;
  const weightError = shownErrors.has('weight') && reading.errors.weight ? t(weightErrorKey(reading.errors.weight, unit)) : invalid.has('weight_kg') ? t('errors.outOfRangeField') : null;
  const ageError = shownErrors.has('age') && reading.errors.age ? t('errors.age') : null;
  const list = (fields: readonly MeasurementKey[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(fields.map((key) => label(category, key)));

  const origin = currentOrigin(state);
  const originText =
    origin.kind === 'smart_estimate'
      ? t('manual.origin.smart_estimate')
      : origin.kind === 'traditional'
        ? t('manual.origin.traditional', { size: origin.size })
        : origin.kind === 'profile'
          ? t('manual.origin.profile', { name: origin.name })
          : null;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
      <form
        noValidate
        aria-label={t('tabs.manual')}
        className={cn('min-w-0', showSummary ? 'hidden lg:block' : 'block')}
        onSubmit={(e) => {
          e.preventDefault();
          onGetSize();
        }}
      >
        <p className="flex gap-2 text-sm text-ink-soft">
          <Ruler aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
          {t('manual.intro')}
        </p>
        {originText ? (
          <Notice className="mt-3" tone={origin.kind === 'smart_estimate' ? 'warning' : 'info'} testId="guide-origin">
            {originText}
          </Notice>
        ) : null}

        <div className="mt-4 grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2">
          <CategorySelect value={category} onChange={(c) => dispatch({ type: 'category', category: c })} testId="guide-category" />
          <UnitSwitch value={unit} onChange={(u) => dispatch({ type: 'unit', unit: u })} testIdPrefix="guide-unit" />
          <FitChoice value={state.fit} onChange={(fit) => dispatch({ type: 'fit', fit })} />
        </div>

        <fieldset className="mt-4 rounded-card border border-line bg-white p-4">
          <legend className="px-1 font-display text-lg font-semibold">{t('basics.title')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <TextField
                label={
                  <>
                    {t('basics.height')}
                    {heightItem?.required ? <RequiredMark /> : null}
                  </>
                }
                extra={heightHelp.button}
                value={state.height.text}
                onValueChange={(text) => dispatch({ type: 'height', text })}
                onBlur={() => onFieldBlur('height')}
                hint={t(`basics.heightHint.${unit}`)}
                error={heightError}
                data-testid="guide-height"
                autoComplete="off"
              />
              {heightHelp.panel}
            </div>
            <WeightField
              text={state.weight.text}
              unit={unit}
              error={weightError}
              onValueChange={(text) => dispatch({ type: 'weight', text })}
              onBlur={() => onFieldBlur('weight')}
              testId="guide-weight"
            />
            {category === 'children' ? (
              <TextField
                label={<OptionalLabel>{t('basics.age')}</OptionalLabel>}
                inputMode="numeric"
                value={state.age}
                onValueChange={(text) => dispatch({ type: 'age', text })}
                onBlur={() => onFieldBlur('age')}
                hint={t('basics.ageHint')}
                error={ageError}
                data-testid="guide-age"
              />
            ) : null}
          </div>
        </fieldset>

        <div className="mt-4 grid gap-3">
          {GUIDE_SECTIONS[category].map((section) => {
            const items = guideItemsIn(category, section).filter((item) => item.key !== 'height_cm');
            if (items.length === 0) return null;
            const filled = items.filter((item) => reading.entered[item.key] !== undefined).length;
            return (
              <Section
                key={section}
                section={section}
                category={category}
                open={openSections[section]}
                onToggle={() => onToggleSection(section)}
                filled={filled}
                total={items.length}
              >
                {items.map((item) => (
                  <MeasurementField key={`${category}-${item.key}`} item={item} category={category} state={state} invalid={invalid.has(item.key)} dispatch={dispatch} />
                ))}
              </Section>
            );
          })}
        </div>

        <div aria-live="assertive" className="mt-4 empty:hidden">
          {problem ? (
            <Notice
              tone="error"
              role="alert"
              // Clear of the sticky Get My Size bar when scrolled into view.
              className="scroll-mb-28"
              testId="guide-error"
              title={problem.kind === 'fields' ? null : problem.kind === 'missing' ? t('errors.missingInformation') : t('errors.outOfRange')}
            >
              {problem.kind === 'fields'
                ? t('errors.fixFields')
                : problem.kind === 'missing'
                  ? problem.fields.length > 0
                    ? t('errors.missingChartKeys', { fields: list(problem.fields) })
                    : t('errors.missingInformationBody')
                  : t('errors.outOfRangeBody', { fields: list(problem.fields) })}
            </Notice>
          ) : null}
        </div>

        <StickyActions>
          <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto sm:min-w-56" disabled={busy} data-testid="guide-get-size">
            {t('manual.getMySize')}
          </Button>
        </StickyActions>
      </form>

      <aside aria-label={t('summary.title')} className={cn('min-w-0', showSummary ? 'block' : 'hidden lg:block')}>
        {summary}
      </aside>
    </div>
  );
}
