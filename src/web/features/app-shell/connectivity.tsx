import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../components/ui/toast';

/**
 * A quiet banner while offline, and the §8 toasts: "You're Offline" when the connection drops and
 * 'Back Online' when it returns (one key: the second replaces the first).
 */
export function ConnectivityBanner() {
  const { t } = useTranslation();
  // Online at first, as on the server: a saved page opened offline is hydrated, and reading
  // navigator.onLine in the first render would make it differ from the server's HTML.
  const [online, setOnline] = useState(true);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!navigator.onLine) {
      setOnline(false);
      wasOffline.current = true;
    }
    const up = () => {
      setOnline(true);
      if (wasOffline.current) toast({ key: 'connectivity', title: t('app.backOnline'), variant: 'success' });
      wasOffline.current = false;
    };
    const down = () => {
      setOnline(false);
      wasOffline.current = true;
      toast({ key: 'connectivity', title: t('app.offline'), description: t('app.offlineToastBody'), variant: 'warning' });
    };
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [t]);
  if (online) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-saffron-tint px-4 py-2 text-sm font-semibold">
      <WifiOff aria-hidden className="h-4 w-4" /> {t('app.offlineNote')}
    </div>
  );
}
