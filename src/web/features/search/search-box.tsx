import { ArrowRight, LayoutGrid, LoaderCircle, Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@domain/catalog';
import { findWordStart } from '@domain/search';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { DesignerAvatar, ProductImage, useDesignerPlace, useLocalizedName } from '../catalog';
import { useMoney } from '../currency';
import { useSearch } from './get-search';
import { enterTarget, moveActive, productsSearchHref, searchOptions, type SearchOption } from './search-options';

/** The part of `text` the query matched, in bold, so a shopper sees why a row is there. */
function Highlighted({ text, q }: { text: string; q: string }) {
  const match = findWordStart(text, q);
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.start)}
      <mark className="bg-transparent font-bold text-ink">{text.slice(match.start, match.end)}</mark>
      {text.slice(match.end)}
    </>
  );
}

const NO_HIGHLIGHT = { key: '', index: -1 };
const GROUPS = ['product', 'designer', 'category'] as const;
const GROUP_LABEL = { product: 'groups.products', designer: 'groups.designers', category: 'groups.categories' } as const;

/**
 * Header search as a WAI-ARIA combobox: focus stays in the input, the arrow keys move a
 * highlight (aria-activedescendant) through every result across the groups, Enter opens it,
 * Escape closes and clears. Results come 150 ms after the last keystroke.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const localize = useLocalizedName();
  const place = useDesignerPlace();
  const { format } = useMoney();
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

  const row = (option: SearchOption, index: number): ReactNode => {
    const selected = index === active;
    const common = {
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': selected,
      'data-testid': 'search-option',
      'data-kind': option.kind,
      'data-href': option.href,
      onClick: () => go(option.href),
      onMouseMove: () => {
        if (!selected) setCursor({ key: optionsKey, index });
      },
      className: cn('flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 text-sm', selected ? 'bg-emerald-tint' : 'hover:bg-linen'),
    };
    if (option.kind === 'product') {
      const name = localize(option.hit.name, option.hit.nameAm);
      const category = option.hit.category ? localize(option.hit.category.name, option.hit.category.nameAm) : null;
      return (
        <li key={option.key} {...common}>
          <ProductImage src={option.hit.thumbUrl} alt="" className="h-12 w-10 shrink-0 rounded-md" />
          <span className="min-w-0 flex-1">
            <span className="block truncate">
              <Highlighted text={name} q={q} />
            </span>
            {category ? <span className="block truncate text-xs text-muted">{category}</span> : null}
          </span>
          <span className="shrink-0 font-semibold tabular-nums">{format(option.hit.priceMinor)}</span>
        </li>
      );
    }
    if (option.kind === 'designer') {
      return (
        <li key={option.key} {...common}>
          <DesignerAvatar designer={option.hit} size={36} />
          <span className="min-w-0 flex-1">
            <span className="block truncate">
              <Highlighted text={option.hit.fullName} q={q} />
            </span>
            <span className="block truncate text-xs text-muted">{place(option.hit)}</span>
          </span>
        </li>
      );
    }
    if (option.kind === 'category') {
      return (
        <li key={option.key} {...common}>
          <span aria-hidden className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-saffron-tint text-ink-soft">
            <LayoutGrid className="h-4 w-4" />
          </span>
          <span className="min-w-0 flex-1 truncate">
            <Highlighted text={localize(option.hit.name, option.hit.nameAm)} q={q} />
          </span>
        </li>
      );
    }
    return (
      <li key={option.key} {...common} data-testid="search-see-all" className={cn(common.className, 'mt-1 border-t border-line font-semibold text-emerald')}>
        <span className="min-w-0 flex-1 truncate">{t('seeAll', { q })}</span>
        <ArrowRight aria-hidden className="h-4 w-4 shrink-0" />
      </li>
    );
  };

  let body: ReactNode;
  if (rateLimited) {
    body = (
      <div data-testid="search-rate-limited" className="px-3 py-3 text-sm">
        <p className="font-semibold text-crimson">{t('common:security.tooManyTitle')}</p>
        <p className="text-ink-soft">{t('common:security.tooManyBody')}</p>
      </div>
    );
  } else if (query.isError) {
    body = <p className="px-3 py-3 text-sm text-ink-soft">{t('failed')}</p>;
  } else if (!query.data) {
    body = <p className="px-3 py-3 text-sm text-muted">{t('loading')}</p>;
  } else if (options.length === 0) {
    body = (
      <div data-testid="search-no-results" className="px-3 py-3 text-sm">
        <p className="font-semibold">{t('noResults', { q })}</p>
        <p className="text-muted">{t('noResultsHint')}</p>
        {/* Names found nothing; the products page also reads descriptions, regions and designers. Enter goes there too. */}
        <button type="button" onClick={() => go(productsSearchHref(q))} data-testid="search-no-results-all" className="mt-2 flex min-h-11 items-center gap-2 font-semibold text-emerald hover:underline">
          {t('searchEverywhere', { q })}
          <ArrowRight aria-hidden className="h-4 w-4 shrink-0" />
        </button>
      </div>
    );
  } else {
    const indexed = options.map((option, index) => ({ option, index }));
    body = (
      <ul role="listbox" id={listboxId} aria-label={t('results')} className={cn('transition-opacity', !settled && query.isFetching && 'opacity-70')}>
        {GROUPS.map((kind) => {
          const rows = indexed.filter(({ option }) => option.kind === kind);
          if (rows.length === 0) return null;
          const labelId = `${id}-group-${kind}`;
          return (
            <li key={kind} role="presentation" className="py-1">
              <div id={labelId} role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
                {t(GROUP_LABEL[kind])}
              </div>
              <ul role="group" aria-labelledby={labelId} data-testid={`search-group-${kind}`}>
                {rows.map(({ option, index }) => row(option, index))}
              </ul>
            </li>
          );
        })}
        {indexed.filter(({ option }) => option.kind === 'all').map(({ option, index }) => row(option, index))}
      </ul>
    );
  }

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
        onFocus={() => setFocused(true)}
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
          // Clicking inside must not take focus from the input (that would close the panel).
          onMouseDown={(e) => e.preventDefault()}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[calc(100dvh-10rem)] overflow-y-auto overscroll-contain rounded-card border border-line bg-white p-1.5 shadow-card animate-fade-in md:left-auto md:max-h-[calc(100dvh-6rem)] md:w-[26rem]"
        >
          {body}
        </div>
      ) : null}
    </form>
  );
}
