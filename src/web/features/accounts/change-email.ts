import { useMutation } from '@tanstack/react-query';
import { changeEmailSchema, type ChangeEmailInput } from '@domain/accounts';
import { api } from '../../lib/api-client';

export { changeEmailSchema };

/** Nothing changes until the link mailed to the new address is opened (confirm-email.ts). */
export const changeEmail = (input: ChangeEmailInput) => api<{ ok: true }>('/api/account/email', { method: 'POST', body: input });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
