import { Construction, KeyRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { maintenanceTextsFor } from '@domain/maintenance/texts';
import { Button } from '../../components/ui/button';
import { Toaster } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import type { SiteData } from '../content';
import { HydrationSignal } from './hydration-signal';
import { LanguageSwitch } from './language-switch';

// The dialog (and Radix under it) loads when an admin asks for it, not with every maintenance page.
const AdminAccessDialog = lazy(() => import('./admin-access-dialog').then((m) => ({ default: m.AdminAccessDialog })));

/** The page everyone but an admin sees while the shop is in maintenance (maintenance-gate.tsx). */
export function MaintenanceScreen({ maintenance }: { maintenance: SiteData['maintenance'] }) {
  const { t, i18n } = useTranslation('admin-ops');
  const [accessOpen, setAccessOpen] = useState(false);
  const texts = maintenanceTextsFor(maintenance, i18n.language);
  const title = texts.title ?? t('page.defaultTitle');
  const message = texts.message ?? t('page.defaultMessage');
  return (
    <div className="flex min-h-dvh flex-col bg-cotton" data-testid="maintenance-page">
      <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
        <span className="flex items-center gap-2">
          <img src="/icon.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="font-display text-2xl font-bold tracking-tight">{t('brand.name', { ns: 'common' })}</span>
        </span>
        <LanguageSwitch showLabel />
      </header>
      <main id="main" className="grid flex-1 place-items-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-xl rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-10">
          <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-saffron-tint text-[#7a5a00]">
            <Construction aria-hidden className="h-8 w-8" />
          </span>
          {/* Letter-spacing suits Latin capitals; it pulls Ethiopic syllables apart. */}
          <p className={cn('mt-5 text-xs font-semibold text-muted', i18n.language === 'en' && 'uppercase tracking-[0.2em]')}>{t('page.eyebrow')}</p>
          <h1 className="mt-2 break-words font-display text-3xl font-semibold leading-tight sm:text-4xl" data-testid="maintenance-title">
            {title}
          </h1>
          <p className="mx-auto mt-4 max-w-prose whitespace-pre-line break-words text-ink-soft" data-testid="maintenance-message">
            {message}
          </p>
        </div>
      </main>
      <footer className="flex justify-center px-4 pb-6">
        <Button variant="ghost" size="sm" className="text-muted" onClick={() => setAccessOpen(true)} data-testid="admin-access-open">
          <KeyRound aria-hidden className="h-4 w-4" />
          {t('page.adminAccess')}
        </Button>
      </footer>
      {accessOpen ? (
        <Suspense fallback={null}>
          <AdminAccessDialog open={accessOpen} onOpenChange={setAccessOpen} />
        </Suspense>
      ) : null}
      <Toaster />
      <HydrationSignal />
    </div>
  );
}
