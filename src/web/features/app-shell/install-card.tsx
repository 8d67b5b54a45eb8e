import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { safeLocalStorage, STORAGE_KEYS } from '../../lib/storage-keys';
import { useAppShell } from './app-shell-store';

const isStandalone = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

function wasDismissed(): boolean {
  try {
    return safeLocalStorage()?.getItem(STORAGE_KEYS.installDismissed) === '1';
  } catch {
    return false;
  }
}

/**
 * docs/requirements/shop.md §2 and §4: the install card, shown while the browser offers installation and the shopper
 * has not said no (remembered on the device); nothing at all in the installed app's own window.
 */
export function InstallCard() {
  const { t } = useTranslation();
  const offer = useAppShell((s) => s.installOffer);
  const [hidden, setHidden] = useState(true);
  useEffect(() => setHidden(isStandalone() || wasDismissed()), []);
  if (!offer || hidden) return null;
  const dismiss = () => {
    try {
      safeLocalStorage()?.setItem(STORAGE_KEYS.installDismissed, '1');
    } catch {
      // Storage blocked: the card stays away for this visit only.
    }
    setHidden(true);
  };
  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // The offer can be used once; the browser makes a new one if the shopper declined.
    useAppShell.setState({ installOffer: null });
    if (outcome === 'dismissed') dismiss();
  };
  // data-toast-avoid: toasts are placed clear of the card (components/ui/toast.tsx), as of the header.
  return (
    <aside
      aria-labelledby="install-card-title"
      data-testid="install-card"
      data-toast-avoid=""
      className="fixed inset-x-3 bottom-3 z-40 rounded-card border border-line bg-white p-4 shadow-card sm:inset-x-auto sm:left-4 sm:w-96"
    >
      <div className="flex items-start gap-3">
        <img src="/icon-192.png" alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id="install-card-title" className="font-display text-base font-bold">
            {t('app.installTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('app.installBody')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="accent" onClick={() => void install()}>
              <Download aria-hidden className="h-4 w-4" /> {t('app.install')}
            </Button>
            <Button size="sm" variant="ghost" onClick={dismiss}>
              {t('app.notNow')}
            </Button>
          </div>
        </div>
      </div>
    </aside>
  );
}
