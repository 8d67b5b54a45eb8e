import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { FULL_NAME_MAX } from '@domain/accounts';
import { CURRENCY_CODES } from '@domain/money';
import { api } from '../../lib/api-client';
import type { Me } from '@domain/accounts/api';

/** The same limits the server holds (PATCH /api/me), with the same codes. */
export const updateMeSchema = z.object({
  fullName: z.string().trim().min(1, { error: 'FULL_NAME_REQUIRED' }).max(FULL_NAME_MAX, { error: 'FULL_NAME_TOO_LONG' }),
  country: z.string().trim().max(80).nullable(),
  phone: z
    .string()
    .trim()
    .max(32, { error: 'PHONE_INVALID' })
    .regex(/^[+0-9 ()-]*$/, { error: 'PHONE_INVALID' })
    .nullable(),
  preferredLanguage: z.enum(['en', 'am-ET']),
  preferredCurrency: z.enum(CURRENCY_CODES),
});
export type UpdateMeInput = z.input<typeof updateMeSchema>;

export const updateMe = (input: UpdateMeInput) => api<{ user: Me }>('/api/me', { method: 'PATCH', body: input }).then((r) => r.user);

export function useUpdateMe() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateMe, onSuccess: (user) => qc.setQueryData(['me'], user) });
}
