import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const resendConfirmation = () => api<{ ok: true }>('/api/account/confirm-email/resend', { method: 'POST' });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
