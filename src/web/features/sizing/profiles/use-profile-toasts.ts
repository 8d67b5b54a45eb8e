import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { PROFILES_PER_USER_MAX } from './profile-input';

export type ProfileAction = 'save' | 'update' | 'delete' | 'primary';

/** What the mutations tell the shopper; a plain interface so the mutation options are testable without React. */
export interface ProfileToasts {
  failed(action: ProfileAction, error: unknown): void;
  done(action: ProfileAction, name: string): void;
}

/** Error codes with their own explanation in `sizing-profiles:errors.codes`. */
const EXPLAINED = new Set(['PROFILE_LIMIT', 'PROFILE_NOT_FOUND', 'UNAUTHENTICATED', 'VALIDATION_FAILED', 'NETWORK_ERROR', 'RATE_LIMITED']);

/** The stable code of a failure; anything that is not our API's error counts as INTERNAL. */
export const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'INTERNAL');

/**
 * The toasts of the profile actions (docs/requirements/sizing.md §8 "Profiles and saving"): the spec's titles
 * ('Error saving profile', ...) with the reason in the shopper's language underneath.
 */
export function useProfileToasts(): ProfileToasts & { explain(error: unknown): string } {
  const { t } = useTranslation('sizing-profiles');
  const qc = useQueryClient();
  const explain = useCallback(
    (error: unknown) => {
      const code = errorCode(error);
      return EXPLAINED.has(code) ? t(`sizing-profiles:errors.codes.${code}`, { max: PROFILES_PER_USER_MAX }) : t('sizing-profiles:errors.codes.INTERNAL');
    },
    [t],
  );
  const failed = useCallback(
    (action: ProfileAction, error: unknown) => {
      // An expired session: the tab falls back to the sign-in panel.
      if (errorCode(error) === 'UNAUTHENTICATED') void qc.invalidateQueries({ queryKey: ['me'] });
      toast({ title: t(`sizing-profiles:toasts.${action}.error`), description: explain(error), variant: 'destructive' });
    },
    [t, qc, explain],
  );
  const done = useCallback(
    (action: ProfileAction, name: string) => toast({ title: t(`sizing-profiles:toasts.${action}.done`, { name }), variant: 'success', durationMs: 2_500 }),
    [t],
  );
  return useMemo(() => ({ failed, done, explain }), [failed, done, explain]);
}
