import type { AdminFooterLink } from '@domain/content/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFooterLinks } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { adminContentKey } from './get-content-page';

export type { AdminFooterLink };

export const footerLinksKey = [...adminContentKey, 'footer'] as const;

export const getFooterLinks = (signal?: AbortSignal) => api<AdminFooterLinks>('/api/admin/footer-links', { signal }).then((r) => r.items);

export const footerLinksQuery = () => queryOptions({ queryKey: footerLinksKey, queryFn: ({ signal }) => getFooterLinks(signal), staleTime: 0 });

export const useFooterLinks = () => useQuery(footerLinksQuery());
