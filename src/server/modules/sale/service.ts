import { PRODUCTS_PAGE_SIZE, TOP_DEALS, type SaleSort } from '../../../domain/catalog';
import type { Database } from '../../db/client';
import type { CatalogService } from '../catalog';
import * as q from './queries';

export interface SaleServiceDeps {
  db: Database;
  /** Cards are assembled by the catalog, so a sale card is exactly a catalogue card. */
  catalog: Pick<CatalogService, 'cardsByIds'>;
}

export function createSaleService({ db, catalog }: SaleServiceDeps) {
  return {
    /**
     * One page of the sale (24 cards), its total, and for the banner the top 3 deals and the
     * number of items on sale overall; filtering, sorting and paging all happen in SQL.
     */
    async listSale(filter: q.SaleFilter, sort: SaleSort, page: number) {
      const pageSize = PRODUCTS_PAGE_SIZE;
      const { ids, total } = await q.listSale(db, filter, sort, pageSize, (page - 1) * pageSize);
      const dealIds = await q.topDeals(db, TOP_DEALS);
      const saleCount = await q.countSale(db);
      const [items, topDeals] = await Promise.all([catalog.cardsByIds(ids), catalog.cardsByIds(dealIds)]);
      return {
        items,
        total,
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        topDeals,
        saleCount,
      };
    },
  };
}

export type SaleService = ReturnType<typeof createSaleService>;
