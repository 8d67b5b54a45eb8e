import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { useErrorText } from '../../../lib/error-text';
import { ProfileImageUpload } from '../../studio';
import type { HomepageSettings } from './get-homepage-settings';
import { useRemoveHeroImage, useUploadHeroImage } from './upload-hero-image';

/**
 * The homepage hero image (issue 41): chosen from the device and uploaded through the upload
 * pipeline, never typed as an address. Replacing it removes the old file on the server; removing
 * it asks first.
 */
export function HeroImageField({ currentUrl, onSaved }: { currentUrl: string | null; onSaved: (saved: HomepageSettings) => void }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText(['admin-content', 'admin']);
  const upload = useUploadHeroImage();
  const remove = useRemoveHeroImage();
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <div className="grid gap-2" data-testid="homepage-hero-image">
      <ProfileImageUpload
        key={currentUrl ?? 'none'}
        label={t('homepage.fields.heroImage')}
        hint={t('homepage.fields.heroImageHint')}
        currentUrl={currentUrl}
        shape="banner"
        upload={async (input) => {
          const saved = await upload.mutateAsync(input);
          onSaved(saved);
          toast({ title: t('homepage.imageSaved'), variant: 'success' });
          return saved.heroImageUrl ?? '';
        }}
        testId="homepage-hero-image-upload"
      />
      {currentUrl ? (
        <div>
          <Button variant="ghost" className="text-crimson" onClick={() => setConfirmOpen(true)} data-testid="homepage-hero-image-remove">
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('homepage.imageRemove')}
          </Button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title={t('homepage.imageRemoveTitle')}
            description={t('homepage.imageRemoveBody')}
            confirmLabel={t('homepage.imageRemove')}
            cancelLabel={t('common.cancel')}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: (saved) => {
                  onSaved(saved);
                  setConfirmOpen(false);
                },
                onError: (err) => toast({ title: t('common.errorToast'), description: errorText(err), variant: 'destructive' }),
              })
            }
          />
        </div>
      ) : null}
    </div>
  );
}
