import type { QueryClient } from '@tanstack/react-query';
import { favoritesKey } from './get-favorites';
import type { FavoritesList } from './types';

/** One scope: a quick favourite-unfavourite reaches the server in the order it was tapped. */
export const favoritesMutation = { mutationKey: ['favorites'], scope: { id: 'favorites' } } as const;

export interface FavoritesContext {
  previous: FavoritesList | undefined;
}

export async function applyOptimistic(qc: QueryClient, userId: string, change: (list: FavoritesList) => FavoritesList): Promise<FavoritesContext> {
  await qc.cancelQueries({ queryKey: favoritesKey(userId) });
  const previous = qc.getQueryData<FavoritesList>(favoritesKey(userId));
  qc.setQueryData<FavoritesList>(favoritesKey(userId), change(previous ?? { items: [] }));
  return { previous };
}

export function rollback(qc: QueryClient, userId: string, context: FavoritesContext | undefined): void {
  if (context?.previous) qc.setQueryData(favoritesKey(userId), context.previous);
}

/** The server's list is fetched once the last queued change has landed. */
export function settle(qc: QueryClient): void {
  if (qc.isMutating({ mutationKey: favoritesMutation.mutationKey }) <= 1) void qc.invalidateQueries({ queryKey: ['favorites'] });
}
