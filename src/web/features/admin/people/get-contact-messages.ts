import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessage, ContactMessagePage, MessageListQuery } from '@domain/contact/api';
import type { MessageFilter } from '@domain/contact/admin';
import { api, toQuery } from '../../../lib/api-client';

export type { ContactMessage, ContactMessagePage };

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

export const getContactMessages = (status: MessageFilter, page: number, signal?: AbortSignal) =>
  api<ContactMessagePage>(`/api/admin/messages${toQuery({ status, page: page > 1 ? page : undefined } satisfies MessageListQuery)}`, { signal });

export const contactMessagesQuery = (status: MessageFilter, page: number) =>
  queryOptions({
    queryKey: [...contactMessagesKey, status, page],
    queryFn: ({ signal }) => getContactMessages(status, page, signal),
    staleTime: 15_000,
  });

/** Newest first, one status and page at a time; the page on screen stays while the next one loads. */
export const useContactMessages = (status: MessageFilter, page: number) => useQuery({ ...contactMessagesQuery(status, page), placeholderData: keepPreviousData });
