import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { peekPendingImage, type PendingImage } from './pending-image';

/**
 * The picture handed over by the generator, shown on a new product's form until its draft exists
 * to take it. Its texts load only when there is a picture, in a boundary of its own, so a form with
 * nothing handed over never waits for them.
 */
export function PendingImageNote() {
  // Read after mount: session storage is the browser's, and the server render must match the first paint.
  const [pending, setPending] = useState<PendingImage | null>(null);
  useEffect(() => setPending(peekPendingImage()), []);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <PendingImageCard pending={pending} />
    </Suspense>
  );
}

function PendingImageCard({ pending }: { pending: PendingImage }) {
  const { t } = useTranslation('image-tools');
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
