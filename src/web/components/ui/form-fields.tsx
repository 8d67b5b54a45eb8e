import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const control = 'min-h-11 w-full rounded-lg border bg-white px-3 text-base outline-none transition-colors focus:border-emerald focus:ring-2 focus:ring-emerald/20';

interface Described {
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
}

function describedBy(id: string, error: unknown, hint: unknown, extra?: string): string | undefined {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : null, extra ?? null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Message({ id, error, hint }: { id: string; error?: string | null | undefined; hint?: ReactNode }) {
  if (error)
    return (
      <p id={`${id}-error`} className="text-sm text-crimson" role="alert">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
    );
  return null;
}

/** A labelled native select (the phone's own picker), its error tied with aria-describedby. */
export function SelectField({ label, error, hint, id: given, className, children, ...props }: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={cn(control, error ? 'border-crimson' : 'border-line')} {...props}>
        {children}
      </select>
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A labelled textarea with a live character count against its limit. The limit is not the
 * browser's `maxlength`: that cut a pasted 10,000-character description to 4,000 without a word.
 * The text is kept whole, the count turns red past the limit, and the form's check (the same
 * schema as the server's) refuses it until it is shortened.
 */
export function TextAreaField({
  label,
  error,
  hint,
  id: given,
  className,
  maxLength,
  value,
  counter,
  ...props
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string; maxLength: number; counter: string }) {
  const auto = useId();
  const id = given ?? auto;
  const near = value.length > maxLength * 0.9;
  const over = value.length > maxLength;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy(id, error, hint, `${id}-count`)}
        className={cn(control, 'min-h-24 py-2', error ? 'border-crimson' : 'border-line')}
        {...props}
      />
      <div className="flex items-start justify-between gap-3">
        <Message id={id} error={error} hint={hint} />
        <p id={`${id}-count`} className={cn('ml-auto shrink-0 text-xs tabular-nums', near ? 'font-semibold text-crimson' : 'text-muted')} data-over={over || undefined}>
          {counter}
        </p>
      </div>
    </div>
  );
}
