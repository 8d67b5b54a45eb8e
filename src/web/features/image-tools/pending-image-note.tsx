import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { peekPendingImage, type PendingImage } from './pending-image';

/** The picture handed over by the generator, shown on a new product's form until its draft exists to take it. */
export function PendingImageNote() {
  const { t } = useTranslation('image-tools');
  // Read after mount: session storage is the browser's, and the server render must match the first paint.
  const [pending, setPending] = useState<PendingImage | null>(null);
  useEffect(() => setPending(peekPendingImage()), []);
  if (!pending) return null;
  return (
    <div className="mt-4 flex items-center gap-3 rounded-lg border border-emerald/40 bg-emerald-tint p-3" data-testid="product-pending-generated-image">
      <img src={pending.dataUrl} alt={t('pending.alt')} className="h-16 w-16 shrink-0 rounded object-cover" />
      <div className="text-sm">
        <p className="font-semibold">{t('pending.title')}</p>
        <p className="text-ink-soft">{t('pending.body')}</p>
      </div>
    </div>
  );
}
