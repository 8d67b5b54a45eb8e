import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homepageLinkIssues, homepageSettingsInputSchema, type HomepageSettingsInput } from '@domain/content';
import { api } from '../../../lib/api-client';
import { adminContentKey } from './get-content-page';
import type { HomepageSettings } from './get-homepage-settings';

/** The server's schema, and its link rule (relative, or http/https) on the two links. */
export const saveHomepageSettingsSchema = homepageSettingsInputSchema.superRefine((value, ctx) => {
  for (const [path, code] of Object.entries(homepageLinkIssues(value))) ctx.addIssue({ code: 'custom', path: [path], message: code });
});

export const saveHomepageSettings = (input: HomepageSettingsInput) => api<HomepageSettings>('/api/admin/homepage-settings', { method: 'PUT', body: input });

export function useSaveHomepageSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveHomepageSettings,
    onSuccess: (saved) => qc.setQueryData([...adminContentKey, 'homepage'], saved),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: [...adminContentKey, 'homepage'] }), qc.invalidateQueries({ queryKey: ['site'] }), qc.invalidateQueries({ queryKey: ['home'] })]),
  });
}
