import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PRODUCT_LIMITS } from '@domain/catalog/product-input';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { addSize } from './product-form-values';

interface SizePickerProps {
  id: string;
  sizes: string[];
  /** The category's standard labels and One Size, offered as one tap each. */
  suggestions: string[];
  onChange: (sizes: string[]) => void;
  /** Translated error of the sizes field (browser or server), if any. */
  error: string | null;
  errorText: (code: string) => string;
}

/** The sizes a product is sold in, as removable chips; standard sizes one tap away, own labels typed. */
export function SizePicker({ id, sizes, suggestions, onChange, error, errorText }: SizePickerProps) {
  const { t } = useTranslation('studio-product');
  const [typed, setTyped] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const shownError = addError ?? error;
  const errorId = `${id}-error`;
  const chosen = new Set(sizes.map((s) => s.toLowerCase()));
  const offered = suggestions.filter((s) => !chosen.has(s.toLowerCase()));

  const add = (label: string, fromInput: boolean) => {
    const result = addSize(sizes, label, suggestions);
    if (!result.ok) {
      setAddError(errorText(result.code));
      return;
    }
    setAddError(null);
    onChange(result.sizes);
    if (fromInput) setTyped('');
  };

  const remove = (index: number) => {
    onChange(sizes.filter((_, i) => i !== index));
    setAddError(null);
    // Focus stays in the list (the chip that takes this place, else the one before), else the input.
    requestAnimationFrame(() => {
      const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-size]');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? inputRef.current)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the label instead of submitting the whole product form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add(typed, true);
    }
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={shownError ? errorId : hintId}>
      <legend className="sr-only">{t('form.sizesTitle')}</legend>
      <p id={hintId} className="text-sm text-ink-soft">
        {t('form.sizesHint', { max: PRODUCT_LIMITS.sizesMax })}
      </p>
      <div>
        <p className="text-sm font-semibold">{t('form.chosenSizes')}</p>
        {sizes.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t('form.noSizes')}</p>
        ) : (
          <ul ref={chipsRef} className="mt-2 flex flex-wrap gap-2" aria-label={t('form.chosenSizes')} data-testid="product-sizes">
            {sizes.map((size, index) => (
              <li key={size} className="inline-flex min-h-11 items-center gap-1 rounded-full border border-emerald/40 bg-emerald-tint pl-4 text-sm font-semibold text-emerald-dark">
                <span>{size}</span>
                <button
                  type="button"
                  data-remove-size
                  onClick={() => remove(index)}
                  aria-label={t('form.removeSize', { size })}
                  className="grid h-11 w-11 place-items-center rounded-full hover:bg-emerald/10 focus-visible:outline-2 focus-visible:outline-emerald"
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {offered.length > 0 ? (
        <div>
          <p className="text-sm font-semibold" id={`${id}-quick`}>
            {t('form.quickAdd')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-quick`}>
            {offered.map((label) => (
              <button
                key={label}
                type="button"
                onClick={() => add(label, false)}
                aria-label={t('form.addSizeLabel', { size: label })}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-dashed border-ink/30 bg-white px-4 text-sm font-semibold hover:border-emerald hover:text-emerald-dark focus-visible:outline-2 focus-visible:outline-emerald"
              >
                <Plus aria-hidden className="h-4 w-4" />
                {label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('form.customSize')}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={id}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setAddError(null);
            }}
            onKeyDown={onKeyDown}
            maxLength={PRODUCT_LIMITS.sizeLabelMax}
            placeholder={t('form.customSizePlaceholder')}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : hintId}
            enterKeyHint="done"
            className={cn(
              'min-h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base outline-none transition-colors focus:border-emerald focus:ring-2 focus:ring-emerald/20',
              shownError ? 'border-crimson' : 'border-line',
            )}
          />
          <Button variant="outline" onClick={() => add(typed, true)} disabled={typed.trim() === ''}>
            {t('form.addSize')}
          </Button>
        </div>
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm text-crimson">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
