import { useMutation } from '@tanstack/react-query';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@domain/accounts';
import { api } from '../../lib/api-client';

export { forgotPasswordSchema };

export const forgotPassword = (input: ForgotPasswordInput) => api<{ ok: true }>('/api/account/forgot-password', { method: 'POST', body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
