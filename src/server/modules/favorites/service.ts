import { isUuid } from '../../../domain/ids';
import { FAVORITES_MAX, planFavoritesMerge, PRODUCTS_BY_IDS_MAX } from '../../../domain/cart';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog';
import type { FavoriteDto } from '../../../domain/favorites/api';
import * as q from './queries';

const productNotFound = () => notFound('PRODUCT_NOT_FOUND', 'Product Not Found');
const favoritesFull = () => conflict('FAVORITES_FULL', `You can keep up to ${FAVORITES_MAX} favourites.`);

export interface FavoritesServiceDeps {
  db: Database;
  /** Cards come from the catalog, so a favourite shows exactly the card the shop lists. */
  catalog: Pick<CatalogService, 'cardsByIds'>;
}

export function createFavoritesService({ db, catalog }: FavoritesServiceDeps) {

  async function list(userId: string): Promise<FavoriteDto[]> {
    const rows = await q.listFavorites(db, userId);
    const cards = new Map((await catalog.cardsByIds(rows.map((r) => r.productId))).map((c) => [c.id, c]));
    return rows.flatMap((r) => {
      const product = cards.get(r.productId);
      return product ? [{ productId: r.productId, addedAt: r.addedAt.toISOString(), product }] : [];
    });
  }

  return {
    list,

    async add(userId: string, productId: string) {
      if (!isUuid(productId)) throw productNotFound();
      const total = await db.transaction(async (tx) => {
        await q.lockUserFavorites(tx, userId);
        if (!(await q.activeProductIds(tx, [productId])).has(productId)) throw productNotFound();
        if ((await q.favoriteProductIds(tx, userId)).has(productId)) return q.countFavorites(tx, userId);
        if ((await q.countFavorites(tx, userId)) >= FAVORITES_MAX) throw favoritesFull();
        await q.insertFavorites(tx, userId, [productId]);
        return q.countFavorites(tx, userId);
      });
      return { productId, favorited: true, count: total };
    },

    async remove(userId: string, productId: string) {
      if (!isUuid(productId) || !(await q.deleteFavorite(db, userId, productId))) {
        throw notFound('FAVORITE_NOT_FOUND', 'This product is not in your favourites.');
      }
      return { productId, favorited: false, count: await q.countFavorites(db, userId) };
    },

    /** Guest favourites join the account at sign-in; unknown ids and those past the cap are skipped and reported. */
    async merge(userId: string, raw: readonly unknown[]) {
      const plan = await db.transaction(async (tx) => {
        await q.lockUserFavorites(tx, userId);
        const active = await q.activeProductIds(tx, [...new Set(raw.filter(isUuid))]);
        const result = planFavoritesMerge(raw, active, await q.favoriteProductIds(tx, userId));
        await q.insertFavorites(tx, userId, result.inserts);
        return result;
      });
      return { items: await list(userId), merged: plan.merged, skipped: plan.skipped };
    },

    /** Product cards for a guest's favourites, in the order asked; unknown and withdrawn ids are left out. */
    async productsByIds(idsParam: string) {
      const ids = [...new Set(idsParam.split(',').map((s) => s.trim()).filter(Boolean))];
      if (ids.length > PRODUCTS_BY_IDS_MAX) {
        throw badRequest('VALIDATION_FAILED', 'Some fields are missing or invalid.', { ids: [`TOO_MANY_IDS (max ${PRODUCTS_BY_IDS_MAX})`] });
      }
      return { items: await catalog.cardsByIds(ids.filter(isUuid)) };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
