import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { signIn, signOut } from '../accounts';

/** How long 'Welcome back, admin!' shows before the page reloads as the admin's. */
const RELOAD_AFTER_MS = 1_200;

/**
 * The maintenance page's Admin Access (docs/requirements/shop.md §2, §8): email and password, Sign In; a failure is
 * 'Login Failed' with the server's message, success 'Welcome back, admin!' and a reload. A
 * shopper's account signs in fine but is not let through: it is signed out again.
 */
export function AdminAccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin-ops');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const need = { email: !email.trim(), password: !password };
    if (need.email || need.password) {
      setMissing(need);
      return;
    }
    setMissing({});
    setPending(true);
    try {
      // Not through the shared sign-in hook: the page must not turn into the shop before the reload.
      const user = await signIn({ email: email.trim(), password });
      if (user.role !== 'admin') {
        await signOut().catch(() => undefined);
        toast({ title: t('page.loginFailed'), description: t('page.notAdmin'), variant: 'destructive', key: 'admin-access' });
        setPending(false);
        return;
      }
      toast({ title: t('page.welcome'), variant: 'success', key: 'admin-access' });
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError) toast({ title: t('page.loginFailed'), description: errorText(err), variant: 'destructive', key: 'admin-access' });
      else toast({ title: t('page.error'), description: t('page.unexpected'), variant: 'destructive', key: 'admin-access' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))} title={t('page.adminAccess')} description={t('page.adminAccessBody')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" data-testid="admin-access-form">
        <Field
          label={t('page.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={missing.email ? t('page.required') : null}
          autoFocus
        />
        <Field
          label={t('page.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={missing.password ? t('page.required') : null}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('page.cancel')}
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined} data-testid="admin-access-submit">
            <LogIn aria-hidden className="h-4 w-4" />
            {pending ? t('page.signingIn') : t('page.signIn')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
