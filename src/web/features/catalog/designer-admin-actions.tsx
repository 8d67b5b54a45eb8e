import { Star, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { useMeRole } from '../accounts';
import { useRemoveDesigner, useSetDesignerFeatured } from './moderate-designer';
import type { Designer } from '@domain/catalog/api';

/** Feature / Unfeature / Remove on a designer card: shown to admins only (the server checks again). */
export function DesignerAdminActions({ designer }: { designer: Designer }) {
  const { t } = useTranslation();
  const role = useMeRole();
  const featured = useSetDesignerFeatured();
  const remove = useRemoveDesigner();
  const [confirming, setConfirming] = useState(false);
  if (role !== 'admin') return null;
  const name = designer.fullName || t('designers.anonymous');

  const toggleFeatured = () =>
    featured.mutate(
      { id: designer.id, featured: !designer.isFeatured },
      {
        onSuccess: () => toast({ title: designer.isFeatured ? t('designers.unfeaturedToast') : t('designers.featuredToast'), variant: 'success' }),
        onError: () => toast({ title: t('designers.error'), description: t('designers.featureFailed'), variant: 'destructive' }),
      },
    );

  return (
    <div className="mt-2 grid w-full grid-cols-2 gap-2 border-t border-dashed border-line pt-3" role="group" aria-label={t('designers.adminActions', { name })} data-testid="designer-admin-actions">
      <Button size="sm" variant="outline" className="min-h-11" onClick={toggleFeatured} disabled={featured.isPending} data-testid="designer-feature">
        <Star aria-hidden className="h-4 w-4" /> {designer.isFeatured ? t('designers.unfeature') : t('designers.feature')}
      </Button>
      <Button size="sm" variant="outline" className="min-h-11 text-crimson" onClick={() => setConfirming(true)} data-testid="designer-remove">
        <UserX aria-hidden className="h-4 w-4" /> {t('designers.remove')}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming} title={t('designers.removeTitle', { name })} description={t('designers.removeBody', { name })}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('designers.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            data-testid="designer-remove-confirm"
            onClick={() =>
              remove.mutate(designer.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({ title: t('designers.removedToast'), variant: 'success' });
                },
                onError: () => toast({ title: t('designers.error'), description: t('designers.removeFailed'), variant: 'destructive' }),
              })
            }
          >
            {t('designers.removeConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
