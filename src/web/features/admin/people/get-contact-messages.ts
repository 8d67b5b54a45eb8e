import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageFilter, MessageStatus } from '@domain/contact/admin';
import { api, toQuery } from '../../../lib/api-client';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  fromAccount: boolean;
  status: MessageStatus;
  handledAt: string | null;
  handledBy: string | null;
  repliedAt: string | null;
  createdAt: string;
}

export interface ContactMessagePage {
  items: ContactMessage[];
  total: number;
  page: number;
  pageSize: number;
  newCount: number;
}

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

export const getContactMessages = (status: MessageFilter, page: number, signal?: AbortSignal) =>
  api<ContactMessagePage>(`/api/admin/messages${toQuery({ status, page: page > 1 ? page : undefined })}`, { signal });

export const contactMessagesQuery = (status: MessageFilter, page: number) =>
  queryOptions({
    queryKey: [...contactMessagesKey, status, page],
    queryFn: ({ signal }) => getContactMessages(status, page, signal),
    staleTime: 15_000,
  });

/** Newest first, one status and page at a time; the page on screen stays while the next one loads. */
export const useContactMessages = (status: MessageFilter, page: number) => useQuery({ ...contactMessagesQuery(status, page), placeholderData: keepPreviousData });
