import type { FooterGroup } from '@domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminContentKey } from './get-content-page';

export interface AdminFooterLink {
  id: string;
  category: FooterGroup;
  label: string;
  labelAm: string | null;
  url: string;
  isActive: boolean;
  displayOrder: number;
}

export const footerLinksKey = [...adminContentKey, 'footer'] as const;

export const getFooterLinks = (signal?: AbortSignal) => api<{ items: AdminFooterLink[] }>('/api/admin/footer-links', { signal }).then((r) => r.items);

export const footerLinksQuery = () => queryOptions({ queryKey: footerLinksKey, queryFn: ({ signal }) => getFooterLinks(signal), staleTime: 0 });

export const useFooterLinks = () => useQuery(footerLinksQuery());
