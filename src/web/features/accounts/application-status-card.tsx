import { Clock, PencilLine, XCircle } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useApplication } from './get-application';

/** On the shopper's profile: where their designer application stands, while it is pending, waits for their changes, or after a rejection. */
export function ApplicationStatusCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('studio-apply');
  const state = useApplication(enabled);
  const application = state.data?.application;
  if (!enabled || !application || application.status === 'approved') return null;
  const pending = application.status === 'pending';
  const changes = application.status === 'changes_requested';
  const Icon = pending ? Clock : changes ? PencilLine : XCircle;
  return (
    <Link
      to="/designer-register"
      data-testid="profile-application-status"
      data-status={application.status}
      className="mb-6 flex min-h-11 items-start gap-3 rounded-card border border-line bg-white p-4 shadow-card hover:border-emerald hover:bg-emerald-tint"
    >
      <Icon aria-hidden className={pending || changes ? 'mt-0.5 h-5 w-5 shrink-0 text-saffron' : 'mt-0.5 h-5 w-5 shrink-0 text-crimson'} />
      <span>
        <span className="block font-semibold">{pending ? t('pending.title') : changes ? t('changes.title') : t('rejected.title')}</span>
        <span className="mt-0.5 block text-sm text-emerald-dark">{t('statusCard.view')}</span>
      </span>
    </Link>
  );
}
