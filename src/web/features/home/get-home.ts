import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Designer, ProductCardData as ProductCard } from '../catalog';

export interface HomeData {
  featuredProducts: ProductCard[];
  featuredDesigners: Designer[];
  stats: { products: number; designers: number; countries: number };
}

export const getHome = () => api<HomeData>('/api/home');

export const homeQuery = () => queryOptions({ queryKey: ['home'], queryFn: getHome });

export const useHome = () => useQuery(homeQuery());
