import { and, asc, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { escapeLike, type RangeFilter, type SaleSort } from '../../../domain/catalog';
import type { Database } from '../../db/client';
import { categories, products, profiles } from '../../db/schema';

export interface SaleFilter {
  categorySlug?: string;
  designerSlug?: string;
  region?: string;
  search?: string;
  price?: RangeFilter | null;
  discount?: RangeFilter | null;
}

/**
 * The rounded discount percent in SQL, the same integer formula as the domain's discountPercent
 * (halves round up, no floating point), so the filter, the sort and the '-N% OFF' badge always
 * agree. Exported for the test that compares the two over thousands of prices.
 */
export function discountPercentSql(price: SQLWrapper, original: SQLWrapper): SQL<number> {
  return sql<number>`(case when ${original} > ${price} and ${original} > 0
    then ((${original} - ${price}) * 200 + ${original}) / (2 * ${original})
    else 0 end)`;
}

const discountExpr = discountPercentSql(products.priceUsdMinor, products.originalPriceUsdMinor);
// Savings and prices compare across price currencies in USD (decision 029); a percent needs no currency.
const savingsExpr = sql<number>`(case when ${products.originalPriceMinor} > ${products.priceMinor} then ${products.originalPriceUsdMinor} - ${products.priceUsdMinor} else 0 end)`;
/** docs/requirements/shop.md §5: only an original price above the price makes an item discounted. */
const isDiscounted = sql`${products.originalPriceMinor} > ${products.priceMinor}`;
/** The sale list of docs/requirements/shop.md §7: active products marked on sale. */
const onSale = and(eq(products.isActive, true), eq(products.isOnSale, true)) as SQL;

const cents = (dollars: number) => Math.round(dollars * 100);

function priceWhere(f: RangeFilter): SQL {
  if (f.kind === 'sale') return isDiscounted;
  if (f.kind === 'min') return sql`${products.priceUsdMinor} >= ${cents(f.min)}`;
  return sql`${products.priceUsdMinor} between ${cents(f.min)} and ${cents(f.max)}`;
}

/** On the rounded percent, which is a whole number: a bound like 12.5 means 13 and up. */
function discountWhere(f: RangeFilter): SQL {
  if (f.kind === 'sale') return isDiscounted;
  if (f.kind === 'min') return sql`${isDiscounted} and ${discountExpr} >= ${Math.ceil(f.min)}`;
  return sql`${isDiscounted} and ${discountExpr} between ${Math.ceil(f.min)} and ${Math.floor(f.max)}`;
}

/** Everything on `products` alone (slugs become subqueries), so the page is chosen before any join. */
function whereFor(f: SaleFilter): SQL {
  const parts: SQL[] = [onSale];
  if (f.categorySlug) parts.push(sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${f.categorySlug})`);
  if (f.designerSlug) parts.push(sql`${products.designerId} = (select ${profiles.userId} from ${profiles} where ${profiles.slug} = ${f.designerSlug})`);
  if (f.region) parts.push(eq(products.region, f.region));
  if (f.price) parts.push(priceWhere(f.price));
  if (f.discount) parts.push(discountWhere(f.discount));
  if (f.search) {
    // docs/requirements/shop.md §5: the sale page searches name, description and designer name.
    const like = `%${escapeLike(f.search)}%`;
    parts.push(
      or(
        ilike(products.name, like),
        ilike(products.description, like),
        sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${products.designerId} and ${profiles.fullName} ilike ${like})`,
      ) as SQL,
    );
  }
  return and(...parts) as SQL;
}

/** Mirrors saleComparator in src/domain/catalog/sale.ts; ties end on id so pages never overlap. */
const ORDER: Record<SaleSort, SQL[]> = {
  discount: [desc(discountExpr), desc(savingsExpr), desc(products.createdAt), asc(products.id)],
  savings: [desc(savingsExpr), desc(discountExpr), desc(products.createdAt), asc(products.id)],
  'price-low': [asc(products.priceUsdMinor), desc(products.createdAt), asc(products.id)],
  'price-high': [desc(products.priceUsdMinor), desc(products.createdAt), asc(products.id)],
  // One order on every database collation: lower-cased, byte by byte.
  name: [sql`lower(${products.name}) collate "C" asc`, asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

export async function listSale(db: Database, filter: SaleFilter, sort: SaleSort, limit: number, offset: number) {
  const where = whereFor(filter);
  const page = await db.select({ id: products.id }).from(products).where(where).orderBy(...ORDER[sort]).limit(limit).offset(offset);
  const [totalRow] = await db.select({ n: count() }).from(products).where(where);
  return { ids: page.map((r) => r.id), total: totalRow?.n ?? 0 };
}

/** The biggest discounts among all active sale items, whatever the shopper filtered. */
export async function topDeals(db: Database, limit: number) {
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(and(onSale, isDiscounted))
    .orderBy(...ORDER.discount)
    .limit(limit);
  return ids.map((r) => r.id);
}

export async function countSale(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(onSale);
  return row?.n ?? 0;
}
