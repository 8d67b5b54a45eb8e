import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { Designer } from '@domain/catalog/api';
import { useDesignerPlace } from './use-designer-place';

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .map((p) => p[0])
      .join('')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

export function DesignerAvatar({ designer, size = 80 }: { designer: Pick<Designer, 'fullName' | 'avatarUrl'>; size?: number }) {
  return designer.avatarUrl ? (
    <img src={designer.avatarUrl} alt="" width={size} height={size} loading="lazy" className="rounded-full bg-linen object-cover ring-4 ring-white" style={{ width: size, height: size }} />
  ) : (
    <span className="grid rounded-full bg-emerald font-display font-bold text-white ring-4 ring-white" style={{ width: size, height: size, fontSize: size / 2.8 }} aria-hidden>
      <span className="m-auto">{initials(designer.fullName)}</span>
    </span>
  );
}

/**
 * "Joined March 2024" in the reader's language, with month names from the texts rather than an
 * Intl date formatter: the first one a tab builds loads locale data (15-60 ms on our machine, far
 * more on a phone) while the page hydrates. The month is the UTC one, so the server and the
 * browser write the same.
 */
function DesignerJoined({ joinedAt }: { joinedAt: string }) {
  const { t } = useTranslation('calendar');
  const date = new Date(joinedAt);
  if (Number.isNaN(date.getTime())) return null;
  const month = t('monthYear', { month: t(`months.${date.getUTCMonth() + 1}`), year: date.getUTCFullYear() });
  return <p className="mt-2 text-xs text-muted">{t('designers.joined', { date: month })}</p>;
}

/** `footer` holds page-specific extras (the designers page's admin actions), so other pages do not load them. */
export function DesignerCard({ designer, showJoined, footer }: { designer: Designer; showJoined?: boolean; footer?: ReactNode }) {
  const { t } = useTranslation();
  const name = designer.fullName || t('designers.anonymous');
  const place = useDesignerPlace();

  return (
    <article data-testid="designer-card" className="flex flex-col items-center overflow-hidden rounded-card border border-line bg-white text-center shadow-card">
      <div className="tibeb-band w-full" />
      <div className="flex w-full flex-1 flex-col items-center p-5">
        <DesignerAvatar designer={designer} size={88} />
        <h3 className="mt-3 font-display text-lg font-semibold">{name}</h3>
        {designer.businessName ? <p className="text-sm text-ink-soft">{designer.businessName}</p> : null}
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden className="h-3.5 w-3.5" /> {place(designer)}
        </p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <Badge tone="emerald">{t('designers.badge')}</Badge>
          {designer.isFeatured ? <Badge tone="saffron">{t('designers.featured')}</Badge> : null}
          <Badge>{t('designers.productCount', { count: designer.productCount })}</Badge>
        </div>
        {showJoined ? <DesignerJoined joinedAt={designer.joinedAt} /> : null}
        <div className="mt-4 grid w-full grid-cols-2 gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to={`/designers/${designer.slug ?? designer.id}`}>{t('designers.viewProfile')}</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={`/designers/${designer.slug ?? designer.id}/products`}>{t('designers.products')}</Link>
          </Button>
        </div>
        {footer}
      </div>
    </article>
  );
}
