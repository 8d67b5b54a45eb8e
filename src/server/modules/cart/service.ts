import { cartItemInputSchema } from '../../../domain/cart/schemas';
import { isUuid } from '../../../domain/ids';
import {
  cartSummary,
  decideAdd,
  decideQuantity,
  maxQuantity,
  planMerge,
  resolveSize,
  type CartRefusal,
  type LineRequest,
  type ProductStock,
} from '../../../domain/cart';
import { buildAiMeasurementRecord, ownedMeasurements, sizeForAttachment, sizeOnAttach, type AiMeasurementRecord } from '../../../domain/sizing/attachment';
import { needsSize } from '../../../domain/sizing/cart-gating';
import { type aiMeasurementsInputSchema } from '../../../domain/sizing/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { CUSTOM_FIT } from '../../../domain/sizing/constants';
import { badRequest, conflict, notFound, type AppError } from '../../lib/errors';
import type { CartDto, CartLineDto } from '../../../domain/cart/api';
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

type ParsedMeasurements = z.output<typeof aiMeasurementsInputSchema>;

function toRecord(input: ParsedMeasurements, userId: string): AiMeasurementRecord {
  return buildAiMeasurementRecord(
    {
      source: input.source,
      category: input.category,
      fit: input.fit,
      timestamp: input.timestamp,
      heightInput: input.heightInput ?? null,
      sizeRecommendation: input.sizeRecommendation ?? null,
      measurements: input.measurements,
      confidence: input.confidence,
    },
    userId,
    new Date(),
  );
}

function toLine(row: q.CartLineRow, userId: string): CartLineDto {
  const max = row.isActive ? maxQuantity(row.stock) : 0;
  // Measurements of anyone but the cart's owner are never shown (docs/requirements/sizing.md §4).
  const aiMeasurements = ownedMeasurements(row.aiMeasurements, userId);
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    nameAm: row.nameAm,
    priceMinor: row.priceMinor,
    imageUrl: row.imageUrl,
    sizes: row.sizes,
    categorySlug: row.categorySlug ?? null,
    stock: row.stock,
    productionDays: row.productionDays,
    maxQuantity: max,
    selectedSize: row.selectedSize,
    quantity: row.quantity,
    aiMeasurements: aiMeasurements as CartLineDto['aiMeasurements'],
    needsSize: needsSize({ sizes: row.sizes, selectedSize: row.selectedSize, hasMeasurements: aiMeasurements !== null }),
    available: max > 0,
    addedAt: row.addedAt.toISOString(),
  };
}

const toStock = (rows: Awaited<ReturnType<typeof q.productStock>>): Map<string, ProductStock> => new Map(rows.map((p) => [p.id, p]));

export function createCartService({ db }: { db: Database }) {
  async function view(userId: string): Promise<CartDto> {
    const lines = (await q.listLines(db, userId)).map((row) => toLine(row, userId));
    const { count, totals } = cartSummary(lines);
    return { lines, count, currency: 'USD', totals };
  }

  return {
    view,

    async addItem(userId: string, input: { productId: string; selectedSize: string | null; quantity: number; aiMeasurements?: ParsedMeasurements | undefined }) {
      if (!isUuid(input.productId)) throw REFUSALS.PRODUCT_NOT_FOUND();
      const record = input.aiMeasurements ? toRecord(input.aiMeasurements, userId) : null;
      const added = await db.transaction(async (tx) => {
        const cartId = await q.lockCart(tx, userId);
        const lines = await q.storedLines(tx, cartId);
        const product = toStock(await q.productStock(tx, [input.productId])).get(input.productId);
        // With measurements and no size chosen, the recommended size when the product has it, else Custom Fit.
        const selectedSize = record && input.selectedSize === null && product ? sizeForAttachment(product.sizes, record.sizeRecommendation?.size) : input.selectedSize;
        const decision = decideAdd(lines, product, { ...input, selectedSize, hasMeasurements: record !== null });
        if (!decision.ok) throw REFUSALS[decision.reason]();
        if (decision.kind === 'update') {
          await q.setLineQuantity(tx, cartId, decision.lineId, decision.quantity);
          if (record) await q.setLineMeasurements(tx, cartId, decision.lineId, record as unknown as Record<string, unknown>, decision.selectedSize);
          return { lineId: decision.lineId, quantity: decision.quantity, capped: decision.capped };
        }
        const [row] = await q.insertLines(tx, cartId, [
          { productId: decision.productId, selectedSize: decision.selectedSize, quantity: decision.quantity, aiMeasurements: record as unknown as Record<string, unknown> | null },
        ]);
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

    /** The size guide's cart context: the line gets the measurements and the recommended size, or Custom Fit. */
    async attachMeasurements(userId: string, lineId: string, input: ParsedMeasurements): Promise<CartDto> {
      if (!isUuid(lineId)) throw lineNotFound();
      const record = toRecord(input, userId);
      await db.transaction(async (tx) => {
        const cartId = await q.lockExistingCart(tx, userId);
        const line = cartId ? await q.findLineForMeasurements(tx, cartId, lineId) : null;
        if (!cartId || !line) throw lineNotFound();
        const size = sizeOnAttach(line.sizes, line.selectedSize, record.sizeRecommendation?.size);
        await q.setLineMeasurements(tx, cartId, lineId, record as unknown as Record<string, unknown>, size);
      });
      return view(userId);
    },

    /**
     * A line gets a size of its product (or Custom Fit when it carries measurements). If another
     * line already holds that product and size, the two become one, capped like any add.
     */
    async setSize(userId: string, lineId: string, requested: string): Promise<CartDto> {
      if (!isUuid(lineId)) throw lineNotFound();
      await db.transaction(async (tx) => {
        const cartId = await q.lockExistingCart(tx, userId);
        const line = cartId ? await q.findLineForMeasurements(tx, cartId, lineId) : null;
        if (!cartId || !line) throw lineNotFound();
        const size = resolveSize(line.sizes, requested, ownedMeasurements(line.aiMeasurements, userId) !== null);
        if (!size.ok) throw REFUSALS[size.reason]();
        const twin = (await q.storedLines(tx, cartId)).find((l) => l.id !== lineId && l.productId === line.productId && l.selectedSize === size.size);
        if (twin) {
          await q.setLineQuantity(tx, cartId, twin.id, Math.min(twin.quantity + line.quantity, Math.max(1, maxQuantity(line.stock))));
          await q.deleteLine(tx, cartId, lineId);
        } else {
          await q.setLineSize(tx, cartId, lineId, size.size);
        }
      });
      return view(userId);
    },

    /** Measurements removed: a Custom Fit line needs a size of the product again. */
    async detachMeasurements(userId: string, lineId: string): Promise<CartDto> {
      if (!isUuid(lineId)) throw lineNotFound();
      await db.transaction(async (tx) => {
        const cartId = await q.lockExistingCart(tx, userId);
        const line = cartId ? await q.findLineForMeasurements(tx, cartId, lineId) : null;
        if (!cartId || !line) throw lineNotFound();
        await q.setLineMeasurements(tx, cartId, lineId, null, line.selectedSize === CUSTOM_FIT ? null : line.selectedSize);
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

    /**
     * A guest cart joins the account: every line by the add rules, bad lines skipped and reported.
     * Measurements a guest took on this device come along, stamped with the account that signs in.
     */
    async merge(userId: string, raw: readonly unknown[]) {
      const parsedLines = raw.map((line) => {
        const parsed = cartItemInputSchema.safeParse(line);
        return parsed.success ? parsed.data : null;
      });
      const incoming: (LineRequest | null)[] = parsedLines.map((l) => (l ? { productId: l.productId, selectedSize: l.selectedSize, quantity: l.quantity, hasMeasurements: l.aiMeasurements !== undefined } : null));
      const ids = [...new Set(incoming.flatMap((l) => (l && isUuid(l.productId) ? [l.productId] : [])))];
      const plan = await db.transaction(async (tx) => {
        const cartId = await q.lockCart(tx, userId);
        const lines = await q.storedLines(tx, cartId);
        const result = planMerge(lines, incoming, toStock(await q.productStock(tx, ids)));
        for (const update of result.updates) await q.setLineQuantity(tx, cartId, update.lineId, update.quantity);
        await q.insertLines(
          tx,
          cartId,
          result.inserts.map(({ index, ...line }) => {
            const measurements = parsedLines[index]?.aiMeasurements;
            return { ...line, aiMeasurements: measurements ? (toRecord(measurements, userId) as unknown as Record<string, unknown>) : null };
          }),
        );
        return result;
      });
      return { ...(await view(userId)), merged: plan.merged, skipped: plan.skipped };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
