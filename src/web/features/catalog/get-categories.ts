import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Category } from './types';

export const getCategories = () => api<{ items: Category[] }>('/api/categories').then((r) => r.items);

export const categoriesQuery = () => queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQuery());
