import { AlertTriangle, Info } from 'lucide-react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FITS, SIZE_CATEGORIES, UNIT_SYSTEMS, type Fit, type SizeCategory, type UnitSystem } from '@domain/sizing/types';
import { cn } from '../../../lib/cn';

/* Small controls shared by the guide's tabs. Touch targets are at least 44 px high. */

const selectClass =
  'min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base outline-none transition-colors focus:border-emerald focus:ring-2 focus:ring-emerald/20';

export function CategorySelect({ value, onChange, testId }: { value: SizeCategory; onChange: (category: SizeCategory) => void; testId: string }) {
  const { t } = useTranslation('sizing');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('settings.category')}
      </label>
      <select
        id={id}
        value={value}
        data-testid={testId}
        onChange={(e) => {
          const next = SIZE_CATEGORIES.find((c) => c === e.target.value);
          if (next) onChange(next);
        }}
        className={selectClass}
      >
        {SIZE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`settings.categories.${c}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A row of toggle buttons (one pressed), as a labelled group. */
function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
  text,
  className,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  testId: (option: T) => string;
  text: (option: T) => string;
  className?: string;
}) {
  const labelId = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex rounded-full border border-line bg-white p-1">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            data-testid={testId(option)}
            onClick={() => onChange(option)}
            className={cn(
              'min-h-10 flex-1 rounded-full px-3 text-sm font-semibold leading-tight transition-colors',
              value === option ? 'bg-ink text-cotton' : 'text-ink-soft hover:bg-linen',
            )}
          >
            {text(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function UnitSwitch({ value, onChange, testIdPrefix }: { value: UnitSystem; onChange: (unit: UnitSystem) => void; testIdPrefix: string }) {
  const { t } = useTranslation('sizing');
  return (
    <Segmented
      label={t('settings.unit')}
      options={UNIT_SYSTEMS}
      value={value}
      onChange={onChange}
      testId={(u) => `${testIdPrefix}-${u}`}
      text={(u) => t(`settings.units.${u}`)}
    />
  );
}

export function FitChoice({ value, onChange }: { value: Fit; onChange: (fit: Fit) => void }) {
  const { t } = useTranslation('sizing');
  return <Segmented label={t('settings.fit')} options={FITS} value={value} onChange={onChange} testId={(f) => `guide-fit-${f}`} text={(f) => t(`settings.fits.${f}`)} />;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (text: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** The unit shown inside the field on the right. */
  suffix?: string;
  extra?: ReactNode;
}

/** A labelled decimal field with its unit, hint and an announced error tied by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onValueChange, error, hint, suffix, extra, className, id, type = 'text', ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex min-h-7 items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {label}
        </label>
        {extra}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={type}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'min-h-11 w-full rounded-lg border bg-white px-3 text-base outline-none transition-colors focus:border-emerald focus:ring-2 focus:ring-emerald/20',
            suffix ? 'pr-14' : '',
            // Native number spinners would sit on the unit and add nothing to a 0.5-step field.
            type === 'number' ? '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none' : '',
            error ? 'border-crimson' : 'border-line',
          )}
          {...props}
        />
        {suffix ? <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">{suffix}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm text-crimson">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
});

const NOTICE_TONES = {
  info: 'border-emerald/30 bg-emerald-tint text-ink',
  warning: 'border-saffron bg-saffron-tint text-ink',
  error: 'border-crimson/40 bg-crimson-tint text-ink',
} as const;

/** An inline notice; `role` is for live announcements (status or alert) when it appears. */
export function Notice({
  tone = 'info',
  title,
  children,
  role,
  testId,
  className,
}: {
  tone?: keyof typeof NOTICE_TONES;
  title?: ReactNode;
  children?: ReactNode;
  role?: 'status' | 'alert';
  testId?: string;
  className?: string;
}) {
  const Icon = tone === 'info' ? Info : AlertTriangle;
  return (
    <div role={role} data-testid={testId} className={cn('flex gap-3 rounded-card border px-4 py-3 text-sm', NOTICE_TONES[tone], className)}>
      <Icon aria-hidden className={cn('mt-0.5 h-5 w-5 shrink-0', tone === 'error' ? 'text-crimson' : tone === 'warning' ? 'text-[#7a5a00]' : 'text-emerald')} />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-0.5' : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}

/** The sticky bar at the bottom of the scrolling body, where a thumb reaches the primary action. */
export function StickyActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-toast-avoid=""
      className={cn('sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-white/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:-mx-6 sm:px-6', className)}
    >
      {children}
    </div>
  );
}
