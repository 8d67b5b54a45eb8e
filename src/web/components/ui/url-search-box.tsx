import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/** Commits a search to the address; `replace` while typing, so Back leaves the page instead of replaying keystrokes. */
export type CommitSearch = (value: string | null, options?: { replace?: boolean }) => void;

/** The pause after the last keystroke before the list follows (enough to type a word without a request per letter). */
const TYPING_PAUSE_MS = 300;

interface UrlSearchBoxProps {
  /** The search in the address now. */
  value: string | undefined;
  onCommit: CommitSearch;
  label: string;
  placeholder: string;
  clearLabel: string;
  maxLength: number;
  testId: string;
}

/**
 * A page's own search box that drives `search` in its address, so the list, a reload and a shared
 * link agree (/products, /sale). Typing commits after a short pause, Enter at once; Escape and the
 * clear button empty it; a change made from outside (Clear filters, the header's 'See all results',
 * Back) is copied into the box.
 */
export function UrlSearchBox({ value, onCommit, label, placeholder, clearLabel, maxLength, testId }: UrlSearchBoxProps) {
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
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={maxLength}
        enterKeyHint="search"
        autoComplete="off"
        data-testid={testId}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && draft) {
            e.preventDefault();
            setDraft('');
          }
        }}
        placeholder={placeholder}
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
          aria-label={clearLabel}
          data-testid={`${testId}-clear`}
          className="absolute right-0 top-0 grid h-11 w-11 place-items-center rounded-full text-muted hover:text-ink"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
    </form>
  );
}
