import { useMutation } from '@tanstack/react-query';
import { contactSchema, type ContactInput } from '@domain/contact/schemas';
import { api } from '../../lib/api-client';

export { contactSchema };

export const sendContact = (input: ContactInput) => api<{ ok: true; id: string }>('/api/contact', { method: 'POST', body: input });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
