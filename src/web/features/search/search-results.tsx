import { ArrowRight, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { findWordStart, matchedWords } from '@domain/search';
import { cn } from '../../lib/cn';
import { DesignerAvatar, ProductImage, useDesignerPlace, useLocalizedName } from '../catalog';
import { useMoney } from '../currency';
import { productsSearchHref, type SearchOption } from './search-options';

/**
 * The part of `text` the query matched, in bold, so a shopper sees why a row is there: the typed
 * start of a word, else the whole words the search matched in another spelling ('qemis' → Kemis).
 */
function Highlighted({ text, q }: { text: string; q: string }) {
  const match = findWordStart(text, q) ?? matchedWords(text, q)[0] ?? null;
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.start)}
      <mark className="bg-transparent font-bold text-ink">{text.slice(match.start, match.end)}</mark>
      {text.slice(match.end)}
    </>
  );
}

const GROUPS = ['product', 'designer', 'category'] as const;
const GROUP_LABEL = { product: 'groups.products', designer: 'groups.designers', category: 'groups.categories' } as const;

export interface SearchResultsProps {
  /** The search box's id: rows, groups and the listbox are named after it (aria-activedescendant). */
  id: string;
  options: readonly SearchOption[];
  active: number;
  q: string;
  rateLimited: boolean;
  failed: boolean;
  loaded: boolean;
  /** New results are on their way for what was typed since: the shown ones are dimmed. */
  stale: boolean;
  /** The query with a mistyped word corrected, when a word was found only by its typo. */
  didYouMean: string | null;
  /** Puts the corrected words in the search box. */
  suggest(words: string): void;
  go(href: string): void;
  onHover(index: number): void;
}

/**
 * The header search's results panel content: a chunk of its own (with the designer avatars and
 * country names it shows), loaded when the shopper first focuses the search.
 */
export function SearchResults({ id, options, active, q, rateLimited, failed, loaded, stale, didYouMean, suggest, go, onHover }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const localize = useLocalizedName();
  const place = useDesignerPlace();
  const { format } = useMoney();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

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
        if (!selected) onHover(index);
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
  } else if (failed) {
    body = <p className="px-3 py-3 text-sm text-ink-soft">{t('failed')}</p>;
  } else if (!loaded) {
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
      <>
      {didYouMean && didYouMean !== q.toLowerCase() ? (
        <p data-testid="search-did-you-mean" className="px-3 pb-1 pt-2 text-sm text-ink-soft">
          {t('didYouMean')}{' '}
          <button type="button" onClick={() => suggest(didYouMean)} className="min-h-11 font-semibold text-emerald underline-offset-2 hover:underline">
            {didYouMean}
          </button>
        </p>
      ) : null}
      <ul role="listbox" id={listboxId} aria-label={t('results')} className={cn('transition-opacity', stale && 'opacity-70')}>
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
      </>
    );
  }
  return body;
}
