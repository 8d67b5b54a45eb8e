import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Designer } from '@domain/catalog/api';

export const getDesigners = () => api<{ items: Designer[] }>('/api/designers').then((r) => r.items);

export const designersQuery = () => queryOptions({ queryKey: ['designers'], queryFn: getDesigners });

export const useDesigners = () => useQuery(designersQuery());
