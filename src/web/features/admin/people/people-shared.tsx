import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, type ErrorText } from '../../../lib/error-text';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A moment in the active language, date and time (people act on messages and roles by the minute). */
export function formatWhen(iso: string | null, language: string): string {
  if (!iso) return '';
  const locale = language === 'am-ET' ? 'am-ET' : 'en';
  let f = formatters.get(locale);
  if (!f) formatters.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : f.format(date);
}

/**
 * An error of the people sections: a refused field's rule (`admin-people:errors.<RULE>`, the first
 * message of the first field) names the problem best, else the usual chain for the code.
 */
export function usePeopleErrorText(): ErrorText {
  const { t } = useTranslation('admin-people');
  const byCode = useErrorText(['admin-people', 'admin']);
  return useCallback(
    (codeOrError: unknown): string => {
      const field = codeOrError instanceof ApiError ? Object.values(codeOrError.fields ?? {})[0]?.[0] : undefined;
      return (field ? t(`errors.${field}`, { defaultValue: '' }) : '') || byCode(codeOrError);
    },
    [t, byCode],
  );
}

/** Previous / next for a paged list, with where you are; hidden when there is one page. */
export function Pager({ page, total, pageSize, onPage, busy, testId }: { page: number; total: number; pageSize: number; onPage: (page: number) => void; busy?: boolean; testId: string }) {
  const { t } = useTranslation('admin-people');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-5 flex items-center justify-between gap-3" data-testid={testId}>
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="h-4 w-4" />
        {t('pager.previous')}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </p>
      <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight aria-hidden className="h-4 w-4" />
      </Button>
    </nav>
  );
}

/** A page number from the address: a whole number from 1, else 1. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
