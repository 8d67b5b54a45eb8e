import { Plus, RotateCcw, Ruler, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { isNavelWaist, MEASUREMENT_KEYS, type MeasurementKey, type Measurements, type SizeChart } from '@domain/sizing';
import { sizeCategoryForSlug } from '@domain/sizing/category';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import {
  addColumn,
  cellProblem,
  chartSizes,
  checkChartDraft,
  draftFromChart,
  exampleBodies,
  previewSize,
  removeColumn,
  sameDraft,
  setCell,
  type ChartDraft,
  type ChartProblem,
  type CellText,
} from './chart-draft';
import { useProductChart } from './get-product-chart';
import { FormSection } from './product-form';
import type { StudioChart, StudioProduct } from './product-types';
import { useResetProductChart } from './reset-product-chart';
import { useSaveProductChart } from './save-product-chart';

const unitOf = (key: MeasurementKey) => (key === 'weight_kg' ? 'kg' : 'cm');
const CHART_NAME_MAX = 80;

interface SizeChartEditorProps {
  product: StudioProduct;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The product's size chart: its sizes × measurements as min–max ranges in cm, checked with the
 * domain's grading rules, saved as the product's own chart or reset to the category default,
 * with a preview of what the recommendation engine makes of it.
 */
export function SizeChartEditor({ product, onDirtyChange }: SizeChartEditorProps) {
  const { t } = useTranslation('studio-product');
  const category = sizeCategoryForSlug(product.categorySlug);
  const chart = useProductChart(product.id, category);

  return (
    <FormSection id="product-size-chart" title={t('chart.title')} description={t('chart.hint')}>
      {chart.isPending ? (
        <div className="grid gap-2" aria-busy>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      ) : chart.isError ? (
        <ErrorPanel message={t('chart.loadError')} onRetry={() => void chart.refetch()} />
      ) : (
        <ChartEditorBody key={`${product.id}-${category}`} product={product} source={chart.data} onDirtyChange={onDirtyChange} />
      )}
    </FormSection>
  );
}

function ChartEditorBody({ product, source, onDirtyChange }: { product: StudioProduct; source: StudioChart; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('studio-product');
  const errorText = useErrorText(['studio-product']);
  const save = useSaveProductChart();
  const reset = useResetProductChart();
  const tableId = useId();
  const addId = useId();

  const sizesKey = chartSizes(product.sizes).join('\u0000');
  const [initial] = useState(() => draftFromChart(source, product.sizes));
  const [base, setBase] = useState<ChartDraft>(initial.draft);
  const [draft, setDraft] = useState<ChartDraft>(initial.draft);
  const [dropped, setDropped] = useState<string[]>(initial.dropped);
  const [seen, setSeen] = useState({ source, sizesKey });
  const [attempted, setAttempted] = useState(false);
  const [adding, setAdding] = useState<MeasurementKey | ''>('');
  const [confirmReset, setConfirmReset] = useState(false);

  const dirty = !sameDraft(draft, base);
  // A new chart from the server (saved, reset, changed elsewhere) or new product sizes: rebuild the
  // rows; numbers the designer has not saved are kept for the sizes that are still sold.
  if (seen.source !== source || seen.sizesKey !== sizesKey) {
    setSeen({ source, sizesKey });
    const fresh = draftFromChart(source, product.sizes);
    setBase(fresh.draft);
    setDropped(fresh.dropped);
    if (!dirty || seen.source !== source) setDraft(fresh.draft);
    else setDraft({ keys: draft.keys, rows: fresh.draft.rows.map((row) => draft.rows.find((r) => r.label === row.label) ?? row) });
  }

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Gone from the page (no longer shown): nothing of it is left to lose.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const meta = {
    category: source.category,
    // Stored with the chart in one language; product names are required in English.
    name: (source.productId ? source.name : `${product.name} sizes`).slice(0, CHART_NAME_MAX),
    waistDefinition: source.waistDefinition,
  };
  const checked = checkChartDraft(draft, meta);
  const problems: ChartProblem[] = checked.ok ? [] : checked.problems;
  const livePreview = checked.ok ? checked.chart : null;

  const measurement = (key: MeasurementKey) => t(`chart.measurements.${key}`);
  const unit = (key: MeasurementKey) => t(`chart.units.${unitOf(key)}`);
  const sizeLabel = (row: number) => draft.rows[row]?.label ?? '';
  const problemText = (p: ChartProblem) => {
    if (!('row' in p)) return t(`chart.problems.${p.code}`);
    if (!('key' in p)) return t(`chart.problems.${p.code}`, { size: sizeLabel(p.row) });
    return t(`chart.problems.${p.code}`, { size: sizeLabel(p.row), measurement: measurement(p.key), previous: sizeLabel(p.row - 1) });
  };
  // A half-typed range is not shouted about until the designer tries to save.
  const shownProblems = attempted ? problems : problems.filter((p) => p.code !== 'RANGE_INCOMPLETE');

  const onSave = () => {
    setAttempted(true);
    if (!checked.ok) return;
    save.mutate(
      { productId: product.id, chart: checked.input },
      {
        onSuccess: () => {
          setAttempted(false);
          toast({ title: t('chart.saved'), variant: 'success' });
        },
        onError: (err) => {
          const fields = err instanceof ApiError && err.fields ? Object.values(err.fields).flat().map(errorText) : [];
          toast({ title: t('chart.saveFailed'), description: [errorText(err), ...new Set(fields)].join(' '), variant: 'destructive' });
        },
      },
    );
  };

  const onReset = () => {
    reset.mutate(
      { productId: product.id, category: source.category },
      {
        onSuccess: () => {
          setConfirmReset(false);
          setAttempted(false);
          toast({ title: t('chart.resetDone'), variant: 'success' });
        },
        onError: (err) => toast({ title: t('chart.resetFailed'), description: errorText(err), variant: 'destructive' }),
      },
    );
  };

  const available = MEASUREMENT_KEYS.filter((k) => !draft.keys.includes(k));
  const busy = save.isPending || reset.isPending;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-soft" data-testid="product-size-chart-source">
        {source.productId ? t('chart.usingOwn') : t('chart.usingDefault', { name: source.name })}
        {source.waistDefinition ? ` ${t('chart.waistDefinition', { definition: isNavelWaist(source.waistDefinition) ? t('chart.waistAtNavel') : source.waistDefinition })}` : ''}
      </p>
      {dropped.length > 0 ? <p className="text-sm text-muted">{t('chart.dropped', { sizes: dropped.join(', ') })}</p> : null}

      <p id={`${tableId}-hint`} className="text-xs text-muted sm:hidden">
        {t('chart.scrollHint')}
      </p>
      <div
        role="region"
        aria-labelledby={`${tableId}-caption`}
        aria-describedby={`${tableId}-hint`}
        tabIndex={0}
        className="-mx-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald sm:mx-0"
      >
        {/*
          The phone's side margin is the first column's own padding, not the scroller's: a sticky
          cell sticks inside the scroller's padding, and the columns scrolling past showed through
          that strip ("HSize", half-hidden inputs beside the size).
        */}
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm [&_tr>*:last-child]:pr-4 sm:[&_tr>*:last-child]:pr-2" data-testid="product-size-chart-table">
          <caption id={`${tableId}-caption`} className="sr-only">
            {t('chart.caption', { name: product.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-[1] border-b border-line bg-white py-2 pr-3 pl-4 text-left font-semibold shadow-[6px_0_6px_-6px_rgba(0,0,0,0.25)] sm:pl-0">
                {t('chart.size')}
              </th>
              {draft.keys.map((key) => (
                <th key={key} scope="col" className="border-b border-line px-2 py-1 text-left font-semibold">
                  <span className="flex items-center gap-1 whitespace-nowrap">
                    {measurement(key)} <span className="font-normal text-muted">({unit(key)})</span>
                    <Button variant="ghost" size="icon" className="ml-auto" onClick={() => setDraft((d) => removeColumn(d, key))} aria-label={t('chart.removeColumn', { measurement: measurement(key) })}>
                      <X aria-hidden className="h-4 w-4" />
                    </Button>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row, rowIndex) => (
              <tr key={row.label}>
                <th scope="row" className="sticky left-0 z-[1] whitespace-nowrap border-b border-line bg-white py-2 pr-3 pl-4 text-left font-semibold shadow-[6px_0_6px_-6px_rgba(0,0,0,0.25)] sm:pl-0">
                  {row.label}
                </th>
                {draft.keys.map((key) => {
                  const code = cellProblem(shownProblems, rowIndex, key);
                  const cell: CellText = row.cells[key] ?? { min: '', max: '' };
                  const problemId = code ? `${tableId}-p-${problems.findIndex((p) => 'key' in p && p.row === rowIndex && p.key === key)}` : undefined;
                  const input = (end: keyof CellText) => (
                    <input
                      value={cell[end]}
                      onChange={(e) => setDraft((d) => setCell(d, rowIndex, key, end, e.target.value))}
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={t(end === 'min' ? 'chart.cellMin' : 'chart.cellMax', { measurement: measurement(key), unit: unit(key), size: row.label })}
                      aria-invalid={code ? true : undefined}
                      aria-describedby={problemId}
                      className={cn(
                        'min-h-11 w-16 rounded-lg border bg-white px-2 text-center text-base tabular-nums outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20',
                        code ? 'border-crimson bg-crimson-tint' : 'border-line',
                      )}
                    />
                  );
                  return (
                    <td key={key} className="border-b border-line px-2 py-2">
                      <span className="flex items-center gap-1">
                        {input('min')}
                        <span aria-hidden className="text-muted">
                          –
                        </span>
                        {input('max')}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {available.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-xs">
            <label htmlFor={addId} className="text-sm font-semibold">
              {t('chart.addColumn')}
            </label>
            <select
              id={addId}
              value={adding}
              onChange={(e) => setAdding(e.target.value as MeasurementKey | '')}
              className="min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20"
            >
              <option value="">{t('chart.addColumnPlaceholder')}</option>
              {available.map((key) => (
                <option key={key} value={key}>
                  {measurement(key)} ({unit(key)})
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="outline"
            disabled={adding === ''}
            onClick={() => {
              if (adding === '') return;
              setDraft((d) => addColumn(d, adding));
              setAdding('');
            }}
          >
            <Plus aria-hidden className="h-4 w-4" /> {t('chart.add')}
          </Button>
        </div>
      ) : null}

      {shownProblems.length > 0 ? (
        <div role="alert" className="rounded-lg border border-crimson/30 bg-crimson-tint p-3 text-sm" data-testid="product-size-chart-problems">
          <p className="font-semibold text-crimson">{t('chart.problemsTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {shownProblems.map((p) => (
              <li key={`${p.code}-${'row' in p ? p.row : ''}-${'key' in p ? p.key : ''}`} id={'key' in p ? `${tableId}-p-${problems.indexOf(p)}` : undefined}>
                {problemText(p)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button variant="accent" disabled={busy || (!dirty && source.productId !== null)} onClick={onSave} data-testid="product-size-chart-save">
          {save.isPending ? t('form.saving') : t('chart.save')}
        </Button>
        {dirty ? (
          <Button variant="ghost" disabled={busy} onClick={() => setDraft(base)}>
            <RotateCcw aria-hidden className="h-4 w-4" /> {t('chart.undo')}
          </Button>
        ) : null}
        {source.productId ? (
          <Button variant="outline" disabled={busy} onClick={() => setConfirmReset(true)} className="sm:ml-auto" data-testid="product-size-chart-reset">
            {t('chart.reset')}
          </Button>
        ) : null}
      </div>

      <ChartPreview chart={livePreview} measurement={measurement} unit={unit} />

      <Dialog open={confirmReset} onOpenChange={setConfirmReset} title={t('chart.resetTitle')} description={t('chart.resetBody')}>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirmReset(false)}>
            {t('chart.keepMine')}
          </Button>
          <Button variant="danger" disabled={reset.isPending} onClick={onReset} data-testid="product-size-chart-reset-confirm">
            {reset.isPending ? t('chart.resetting') : t('chart.resetConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Null while the draft has problems: a broken chart would preview nonsense. */
function ChartPreview({ chart, measurement, unit }: { chart: SizeChart | null; measurement: (key: MeasurementKey) => string; unit: (key: MeasurementKey) => string }) {
  const { t } = useTranslation('studio-product');
  const bodies = useMemo(() => (chart ? exampleBodies(chart).map((b) => ({ ...b, result: previewSize(chart, b.body) })) : []), [chart]);
  const describe = (body: Measurements) =>
    (Object.entries(body) as [MeasurementKey, number][]).map(([key, value]) => t('chart.preview.value', { measurement: measurement(key), value, unit: unit(key) })).join(' · ');

  return (
    <section aria-labelledby="product-size-chart-preview-title" className="rounded-lg bg-linen/60 p-3 sm:p-4" data-testid="product-size-chart-preview">
      <h3 id="product-size-chart-preview-title" className="flex items-center gap-2 font-display text-base font-semibold">
        <Ruler aria-hidden className="h-4 w-4 text-emerald" /> {t('chart.preview.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{t('chart.preview.hint')}</p>
      {chart ? (
        <ul className="mt-3 grid gap-2">
          {bodies.map((b) => (
            <li key={b.from} className="flex items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 text-sm">
              <span className="text-ink-soft">{describe(b.body)}</span>
              <span className="shrink-0 text-right">
                <span className="sr-only">{t('chart.preview.gives')} </span>
                <span className={cn('rounded-full px-2.5 py-0.5 font-semibold', b.result.sizes.length > 0 ? 'bg-emerald-tint text-emerald-dark' : 'bg-crimson-tint text-crimson')}>
                  {b.result.sizes.length > 0 ? b.result.sizes.join(' / ') : t('chart.preview.none')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('chart.preview.fixFirst')}</p>
      )}
    </section>
  );
}
