import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/**
 * In the studio while an admin has suspended the designer's shop (issue 41): why their products
 * are gone from the shop, and that their orders are still theirs to make and send.
 */
export function ShopSuspendedBanner({ suspended }: { suspended: boolean }) {
  const { t } = useTranslation('studio');
  if (!suspended) return null;
  return (
    <div role="status" className="mt-5 flex gap-3 rounded-card border border-crimson/40 bg-crimson-tint/60 p-4 text-sm text-ink" data-testid="studio-shop-suspended">
      <ShieldAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-crimson" />
      <div className="min-w-0">
        <p className="font-semibold">{t('suspended.title')}</p>
        <p className="mt-1">{t('suspended.body')}</p>
        <Link to="/contact" className="mt-1 inline-flex min-h-11 items-center font-semibold text-emerald-dark underline-offset-4 hover:underline">
          {t('suspended.contact')}
        </Link>
      </div>
    </div>
  );
}
