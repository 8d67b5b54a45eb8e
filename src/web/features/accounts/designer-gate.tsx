import { create } from 'zustand';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import { AuthTabs } from './auth-forms';
import { useMe } from './get-me';

interface GateState {
  open: boolean;
  setOpen(open: boolean): void;
}
export const useDesignerGate = create<GateState>((set) => ({ open: false, setOpen: (open) => set({ open }) }));

/** 'Become a Designer': signed-in visitors go straight on; others sign in first. */
export function useBecomeDesigner() {
  const { data: me } = useMe();
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
      <AuthTabs
        defaultTab="sign-up"
        onDone={() => {
          setOpen(false);
          void navigate('/designer-register');
        }}
      />
    </Dialog>
  );
}
