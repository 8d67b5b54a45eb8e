import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useMeId } from './use-me-id';

// The forms (and zod with them) load when the dialog first opens, not with every page.
const AuthTabs = lazy(() => import('./auth-forms').then((m) => ({ default: m.AuthTabs })));

interface GateState {
  open: boolean;
  setOpen(open: boolean): void;
}
export const useDesignerGate = create<GateState>((set) => ({ open: false, setOpen: (open) => set({ open }) }));

/** 'Become a Designer': signed-in visitors go straight on; others sign in first. */
export function useBecomeDesigner() {
  const me = useMeId();
  const navigate = useNavigate();
  const setOpen = useDesignerGate((s) => s.setOpen);
  return () => {
    if (me) void navigate('/designer-register');
    else setOpen(true);
  };
}

export function DesignerGateDialog() {
  const { t } = useTranslation();
  const { open, setOpen } = useDesignerGate();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={setOpen} title={t('auth.gateTitle')} description={t('auth.gateBody')}>
      {open ? (
        <Suspense fallback={<Spinner className="my-8 w-full justify-center" />}>
          <AuthTabs
            defaultTab="sign-up"
            onDone={() => {
              setOpen(false);
              void navigate('/designer-register');
            }}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
