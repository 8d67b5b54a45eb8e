import { History } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "29 Nov 2026, 14:05" in the page's language. */
function when(savedAt: number, language: string): string {
  const locale = language === 'am-ET' ? 'am-ET' : 'en-GB';
  let f = formatters.get(locale);
  if (!f) formatters.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return f.format(new Date(savedAt));
}

interface FormDraftBannerProps {
  savedAt: number;
  /** The saved version changed since the draft was typed (saved on another device or tab). */
  savedSince?: boolean;
  onRestore: () => void;
  onDiscard: () => void;
  testId: string;
}

/** Offers a draft kept on this device back: restore it into the form, or discard it. */
export function FormDraftBanner({ savedAt, savedSince = false, onRestore, onDiscard, testId }: FormDraftBannerProps) {
  const { t, i18n } = useTranslation('studio-product');
  return (
    <div role="region" aria-labelledby={`${testId}-title`} className="flex flex-col gap-3 rounded-card border border-saffron/60 bg-saffron-tint p-4 sm:flex-row sm:items-center sm:justify-between" data-testid={testId}>
      <div className="flex min-w-0 items-start gap-3">
        <History aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="min-w-0 text-sm">
          <p id={`${testId}-title`} className="font-semibold">
            {t('draft.title')}
          </p>
          <p className="text-ink-soft">{t('draft.body', { when: when(savedAt, i18n.language) })}</p>
          {savedSince ? <p className="mt-1 text-ink-soft">{t('draft.savedSince')}</p> : null}
        </div>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
        <Button variant="ghost" onClick={onDiscard} data-testid={`${testId}-discard`}>
          {t('draft.discard')}
        </Button>
        <Button variant="accent" onClick={onRestore} data-testid={`${testId}-restore`}>
          {t('draft.restore')}
        </Button>
      </div>
    </div>
  );
}
