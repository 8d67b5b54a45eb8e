import type { RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

interface BarAction {
  label: string;
  onClick: () => void;
}

interface ProductFormBarProps {
  id: string;
  formError: string | null;
  formErrorRef: RefObject<HTMLParagraphElement | null>;
  /** "All changes are saved", "You have unsaved changes." (the photos' arrangement counted), "Saving…". */
  state: string;
  dirty: boolean;
  saving: boolean;
  secondary: BarAction;
  primary: BarAction & { blocked: boolean; blockedTitle: string };
}

/** The product form's save bar, kept in view at the bottom of the form (the photos are inside it). */
export function ProductFormBar({ id, formError, formErrorRef, state, dirty, saving, secondary, primary }: ProductFormBarProps) {
  return (
    <div
      id={id}
      tabIndex={-1}
      className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-white/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:mx-0 sm:rounded-card sm:border sm:px-6 sm:shadow-card"
    >
      {formError ? (
        <p ref={formErrorRef} id="product-form-error" role="alert" className="mb-3 text-sm font-semibold text-crimson">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className={cn('text-sm', dirty ? 'font-semibold text-[#7a5a00]' : 'text-muted')} data-testid="product-form-state">
          {state}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Button type="button" variant="outline" disabled={saving} onClick={secondary.onClick} data-testid="product-save-draft">
            {secondary.label}
          </Button>
          <Button type="button" variant="accent" disabled={saving || primary.blocked} title={primary.blocked ? primary.blockedTitle : undefined} onClick={primary.onClick} data-testid="product-publish">
            {primary.label}
          </Button>
        </div>
      </div>
    </div>
  );
}
