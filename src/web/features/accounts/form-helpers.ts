import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';

export type FieldErrors = Record<string, string | undefined>;

export function firstIssues(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

export function useRateLimitToasts() {
  const { t } = useTranslation('auth');
  return (err: unknown) => {
    if (!(err instanceof ApiError)) return false;
    if (err.status === 429) {
      toast({ title: t('security.tooManyTitle'), description: t('security.tooManyBody'), variant: 'destructive' });
      return true;
    }
    const remaining = Number(err.headers?.get('x-ratelimit-remaining') ?? NaN);
    if (Number.isFinite(remaining) && remaining <= 2) {
      toast({ title: t('security.warningTitle'), description: t('security.warningBody', { count: remaining }), variant: 'warning' });
    }
    return false;
  };
}
