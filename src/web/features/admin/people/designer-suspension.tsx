import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { usePeopleErrorText } from './people-shared';
import { useSuspendDesigner } from './suspend-designer';

/**
 * Suspend a designer's shop, or lift it, after a confirmation (issue 41): their products leave
 * the shop and come back; their orders and their studio carry on.
 */
export function DesignerSuspensionButton({ id, name, suspended, className }: { id: string; name: string; suspended: boolean; className?: string }) {
  const { t } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const change = useSuspendDesigner();
  const [open, setOpen] = useState(false);
  const what = suspended ? 'unsuspend' : 'suspend';
  return (
    <>
      <Button
        variant="outline"
        className={cn('min-h-11', suspended ? '' : 'border-crimson/40 text-crimson hover:bg-crimson/5', className)}
        onClick={() => setOpen(true)}
        aria-label={t(`designerSuspension.${what}For`, { name })}
        data-testid={`designer-${what}`}
      >
        {suspended ? <RotateCcw aria-hidden className="h-4 w-4" /> : <Ban aria-hidden className="h-4 w-4" />}
        {t(`designerSuspension.${what}`)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`designerSuspension.${what}Title`, { name })}
        description={t(`designerSuspension.${what}Body`, { name })}
        confirmLabel={change.isPending ? t('users.working') : t(`designerSuspension.${what}Confirm`)}
        cancelLabel={t('users.cancel')}
        pending={change.isPending}
        tone={suspended ? 'default' : 'danger'}
        testId={`designer-${what}-confirm`}
        onConfirm={() =>
          change.mutate(
            { id, suspended: !suspended },
            {
              onSuccess: (r) =>
                toast({
                  title: t(suspended ? 'designerSuspension.unsuspendedTitle' : 'designerSuspension.suspendedTitle'),
                  description: t(suspended ? 'designerSuspension.unsuspendedBody' : 'designerSuspension.suspendedBody', { name, count: r.products }),
                  variant: 'success',
                }),
              onError: (err) => toast({ title: t('designerSuspension.failed'), description: errorText(err), variant: 'destructive' }),
              onSettled: () => setOpen(false),
            },
          )
        }
      />
    </>
  );
}
