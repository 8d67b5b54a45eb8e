import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { HomeData } from '@domain/catalog/api';

export type { HomeData };

export const getHome = () => api<HomeData>('/api/home');

export const homeQuery = () => queryOptions({ queryKey: ['home'], queryFn: getHome });

export const useHome = () => useQuery(homeQuery());
