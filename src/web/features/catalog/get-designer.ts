import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Designer } from '@domain/catalog/api';

export const getDesigner = (slug: string) => api<Designer>(`/api/designers/${encodeURIComponent(slug)}`);

export const designerQuery = (slug: string) => queryOptions({ queryKey: ['designers', slug], queryFn: () => getDesigner(slug) });

export const useDesigner = (slug: string) => useQuery(designerQuery(slug));
