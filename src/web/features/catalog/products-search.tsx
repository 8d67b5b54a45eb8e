import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '@domain/catalog';

/** Commits a search to the address; `replace` while typing, so Back leaves the page instead of replaying keystrokes. */
export type CommitSearch = (value: string | null, options?: { replace?: boolean }) => void;

/** The pause after the last keystroke before the list follows (enough to type a word without a request per letter). */
const TYPING_PAUSE_MS = 300;

/**
 * The products page's own search (shop.md §2): it drives `search` in the address, so the list,
 * a reload and a shared link agree. Typing commits after a short pause, Enter at once; a change
 * made from outside (the header's 'See all results', Clear All Filters, Back) is copied into the box.
 */
export function ProductsSearch({ value, onCommit }: { value: string | undefined; onCommit: CommitSearch }) {
  const { t } = useTranslation('browse');
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value ?? '');
    }
  }, [value]);

  useEffect(() => {
    const next = draft.trim() || undefined;
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = next;
      onCommit(next ?? null, { replace: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, onCommit]);

  return (
    <form
      role="search"
      className="relative w-full sm:max-w-sm"
      onSubmit={(e) => {
        e.preventDefault();
        const next = draft.trim() || undefined;
        if (next === committed.current) return;
        committed.current = next;
        onCommit(next ?? null);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('products.search.label')}
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        data-testid="products-search"
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && draft) {
            e.preventDefault();
            setDraft('');
          }
        }}
        placeholder={t('products.search.placeholder')}
        className="h-11 w-full rounded-full border border-line bg-white pl-9 pr-11 text-sm outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20 [&::-webkit-search-cancel-button]:hidden"
      />
      {draft ? (
        <button
          type="button"
          onClick={() => {
            setDraft('');
            if (committed.current !== undefined) {
              committed.current = undefined;
              onCommit(null);
            }
          }}
          aria-label={t('products.search.clear')}
          data-testid="products-search-clear"
          className="absolute right-0 top-0 grid h-11 w-11 place-items-center rounded-full text-muted hover:text-ink"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
    </form>
  );
}
