import { cartItemInputSchema } from '../../../domain/cart/schemas';
import {
  cartSummary,
  decideAdd,
  decideQuantity,
  isUuid,
  maxQuantity,
  planMerge,
  type CartRefusal,
  type LineRequest,
  type ProductStock,
} from '../../../domain/cart';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound, type AppError } from '../../lib/errors';
import type { CartDto, CartLineDto } from './dto';
import * as q from './queries';

/** One answer for "not yours" and "does not exist", so line ids of other carts leak nothing. */
const lineNotFound = () => notFound('CART_ITEM_NOT_FOUND', 'This item is not in your cart.');

const REFUSALS: Record<CartRefusal, () => AppError> = {
  INVALID_LINE: () => badRequest('VALIDATION_FAILED', 'Some fields are missing or invalid.', { quantity: ['INVALID_LINE'] }),
  PRODUCT_NOT_FOUND: () => notFound('PRODUCT_NOT_FOUND', 'Product Not Found'),
  OUT_OF_STOCK: () => conflict('OUT_OF_STOCK', 'This product is out of stock.'),
  SIZE_REQUIRED: () => badRequest('SIZE_REQUIRED', 'Size Selection Required', { selectedSize: ['SIZE_REQUIRED'] }),
  SIZE_NOT_AVAILABLE: () => badRequest('SIZE_NOT_AVAILABLE', 'This size is not available for this product.', { selectedSize: ['SIZE_NOT_AVAILABLE'] }),
  CART_FULL: () => conflict('CART_FULL', 'Your cart is full.'),
};

function toLine(row: q.CartLineRow): CartLineDto {
  const max = row.isActive ? maxQuantity(row.stock) : 0;
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    nameAm: row.nameAm,
    priceMinor: row.priceMinor,
    imageUrl: row.imageUrl,
    sizes: row.sizes,
    stock: row.stock,
    maxQuantity: max,
    selectedSize: row.selectedSize,
    quantity: row.quantity,
    available: max > 0,
    addedAt: row.addedAt.toISOString(),
  };
}

const toStock = (rows: Awaited<ReturnType<typeof q.productStock>>): Map<string, ProductStock> => new Map(rows.map((p) => [p.id, p]));

export function createCartService(db: Database) {
  async function view(userId: string): Promise<CartDto> {
    const lines = (await q.listLines(db, userId)).map(toLine);
    const { count, totals } = cartSummary(lines);
    return { lines, count, currency: 'USD', totals };
  }

  return {
    view,

    async addItem(userId: string, input: { productId: string; selectedSize: string | null; quantity: number }) {
      if (!isUuid(input.productId)) throw REFUSALS.PRODUCT_NOT_FOUND();
      const added = await db.transaction(async (tx) => {
        const cartId = await q.lockCart(tx, userId);
        const lines = await q.storedLines(tx, cartId);
        const product = toStock(await q.productStock(tx, [input.productId])).get(input.productId);
        const decision = decideAdd(lines, product, input);
        if (!decision.ok) throw REFUSALS[decision.reason]();
        if (decision.kind === 'update') {
          await q.setLineQuantity(tx, cartId, decision.lineId, decision.quantity);
          return { lineId: decision.lineId, quantity: decision.quantity, capped: decision.capped };
        }
        const [row] = await q.insertLines(tx, cartId, [{ productId: decision.productId, selectedSize: decision.selectedSize, quantity: decision.quantity }]);
        if (!row) throw new Error('cart line insert returned no row');
        return { lineId: row.id, quantity: decision.quantity, capped: decision.capped };
      });
      return { ...(await view(userId)), added };
    },

    async setQuantity(userId: string, lineId: string, quantity: number): Promise<CartDto> {
      if (!isUuid(lineId)) throw lineNotFound();
      await db.transaction(async (tx) => {
        const cartId = await q.lockExistingCart(tx, userId);
        const line = cartId ? await q.findLine(tx, cartId, lineId) : null;
        if (!cartId || !line) throw lineNotFound();
        const decision = decideQuantity(quantity, line);
        if (decision.kind === 'refuse') throw REFUSALS[decision.reason]();
        if (decision.kind === 'remove') await q.deleteLine(tx, cartId, lineId);
        else await q.setLineQuantity(tx, cartId, lineId, decision.quantity);
      });
      return view(userId);
    },

    async removeItem(userId: string, lineId: string): Promise<CartDto> {
      if (!isUuid(lineId)) throw lineNotFound();
      await db.transaction(async (tx) => {
        const cartId = await q.lockExistingCart(tx, userId);
        if (!cartId || !(await q.deleteLine(tx, cartId, lineId))) throw lineNotFound();
      });
      return view(userId);
    },

    async clear(userId: string): Promise<CartDto> {
      await db.transaction(async (tx) => {
        const cartId = await q.lockExistingCart(tx, userId);
        if (cartId) await q.deleteAllLines(tx, cartId);
      });
      return view(userId);
    },

    /** A guest cart joins the account: every line by the add rules, bad lines skipped and reported. */
    async merge(userId: string, raw: readonly unknown[]) {
      const incoming: (LineRequest | null)[] = raw.map((line) => {
        const parsed = cartItemInputSchema.safeParse(line);
        return parsed.success ? parsed.data : null;
      });
      const ids = [...new Set(incoming.flatMap((l) => (l && isUuid(l.productId) ? [l.productId] : [])))];
      const plan = await db.transaction(async (tx) => {
        const cartId = await q.lockCart(tx, userId);
        const lines = await q.storedLines(tx, cartId);
        const result = planMerge(lines, incoming, toStock(await q.productStock(tx, ids)));
        for (const update of result.updates) await q.setLineQuantity(tx, cartId, update.lineId, update.quantity);
        await q.insertLines(tx, cartId, result.inserts);
        return result;
      });
      return { ...(await view(userId)), merged: plan.merged, skipped: plan.skipped };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
