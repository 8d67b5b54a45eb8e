import { LoaderCircle, Search, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@domain/catalog';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSearch } from './get-search';
import { enterTarget, moveActive, searchOptions } from './search-options';

const loadResults = () => import('./search-results');
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));

const NO_HIGHLIGHT = { key: '', index: -1 };
/**
 * Header search as a WAI-ARIA combobox: focus stays in the input, the arrow keys move a
 * highlight (aria-activedescendant) through every result across the groups, Enter opens it,
 * Escape closes and clears. Results come 150 ms after the last keystroke.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  // Closed by Escape or by opening a result, until the shopper types again.
  const [dismissed, setDismissed] = useState(false);
  const { query, q, typed, settled } = useSearch(text);
  const options = useMemo(() => searchOptions(query.data, q), [query.data, q]);
  // The highlight belongs to one list of results; new results start with nothing highlighted.
  const optionsKey = options.map((o) => o.key).join('|');
  const [cursor, setCursor] = useState(NO_HIGHLIGHT);
  const active = cursor.key === optionsKey ? cursor.index : -1;

  const open = focused && !dismissed && typed !== '' && q !== '';
  const rateLimited = query.error instanceof ApiError && query.error.code === 'RATE_LIMITED';
  const resultCount = options.filter((o) => o.kind !== 'all').length;
  // Expanded only while the listbox itself is shown; messages (no results, errors) are announced instead.
  const expanded = open && options.length > 0 && !query.isError;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const go = useCallback(
    (href: string) => {
      setText('');
      setDismissed(true);
      setCursor(NO_HIGHLIGHT);
      inputRef.current?.blur();
      void navigate(href);
    },
    [navigate],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Amharic is typed through an input method: its Enter confirms a syllable, not the search.
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setDismissed(false);
      setCursor({ key: optionsKey, index: moveActive(open ? active : -1, e.key, options.length) });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      // A highlighted row opens; otherwise every match, without waiting for the typed text's results.
      const target = enterTarget(options, open ? active : -1, typed);
      if (target) go(target);
    } else if (e.key === 'Escape' && (text !== '' || open)) {
      e.preventDefault();
      setText('');
      setDismissed(true);
    }
  };

  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className={cn('relative', className)}>
      <label className="sr-only" htmlFor={`${id}-input`}>
        {t('label')}
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
      <input
        ref={inputRef}
        id={`${id}-input`}
        data-testid="header-search-input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => {
          setText(e.target.value);
          setDismissed(false);
          setCursor(NO_HIGHLIGHT);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          // The results' code is on its way while the shopper types (150 ms and a search away).
          void loadResults().catch(() => undefined);
        }}
        // Leaving the box (Tab, or a click anywhere else) closes the results.
        onBlur={() => setFocused(false)}
        placeholder={t('placeholder')}
        className="h-11 w-full rounded-full border border-line bg-white pl-9 pr-16 text-sm outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20 [&::-webkit-search-cancel-button]:hidden"
      />
      {open && query.isFetching ? <LoaderCircle aria-hidden data-testid="search-loading" className="pointer-events-none absolute right-11 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin text-muted" /> : null}
      {text ? (
        <button
          type="button"
          aria-label={t('clear')}
          // Keeps the focus in the input, so the shopper can type the next search straight away.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
          className="absolute right-0 top-0 grid h-11 w-11 place-items-center rounded-full text-muted hover:text-ink"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
      <p role="status" className="sr-only">
        {!open ? '' : rateLimited ? t('common:security.tooManyTitle') : settled ? (resultCount > 0 ? t('count', { count: resultCount }) : t('noResults', { q })) : ''}
      </p>
      {open ? (
        <div
          data-testid="search-panel"
          // The query whose results are on screen once they settle: journeys wait for it, never for the first row.
          data-query={settled ? q : undefined}
          // Clicking inside must not take focus from the input (that would close the panel).
          onMouseDown={(e) => e.preventDefault()}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[calc(100dvh-10rem)] overflow-y-auto overscroll-contain rounded-card border border-line bg-white p-1.5 shadow-card animate-fade-in md:left-auto md:max-h-[calc(100dvh-6rem)] md:w-[26rem]"
        >
          {/* Its chunk may fail to arrive (offline before the worker kept it): that reads as a failed search. */}
          <ErrorBoundary fallback={() => <p className="px-3 py-3 text-sm text-ink-soft">{t('failed')}</p>}>
            <Suspense fallback={<p className="px-3 py-3 text-sm text-muted">{t('loading')}</p>}>
              <SearchResults
                id={id}
                options={options}
                active={active}
                q={q}
                rateLimited={rateLimited}
                failed={query.isError}
                loaded={Boolean(query.data)}
                stale={!settled && query.isFetching}
                didYouMean={query.data?.didYouMean ?? null}
                suggest={(words) => {
                  setText(words);
                  inputRef.current?.focus();
                }}
                go={go}
                onHover={(index) => setCursor({ key: optionsKey, index })}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : null}
    </form>
  );
}
