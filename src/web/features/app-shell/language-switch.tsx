import { Languages } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';
import { cn } from '../../lib/cn';

/** Toggles English / Amharic; the choice is remembered. */
export function LanguageSwitch({ className, showLabel }: { className?: string; showLabel?: boolean }) {
  const { i18n, t } = useTranslation();
  const next = LANGUAGES.find((l) => l.code !== i18n.language) ?? LANGUAGES[0];
  return (
    <button
      type="button"
      data-testid="language-switch"
      onClick={() => void changeLanguage(next.code)}
      aria-label={t('language.switchTo', { language: next.label })}
      lang={next.code}
      className={cn('flex h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold hover:bg-linen', className)}
    >
      <Languages aria-hidden className="h-4 w-4" />
      {/* On an English page 'አማ' is drawn in a face of its own holding only the label's letters (styles/index.css),
          which arrives after the first paint: a fixed box keeps the header from moving when it does. */}
      {showLabel ? <span className="font-language-label">{next.label}</span> : <span className="inline-block w-[1.5em] text-center font-language-label">{next.short}</span>}
    </button>
  );
}
