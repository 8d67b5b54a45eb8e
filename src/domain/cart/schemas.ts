import { z } from 'zod';
import { aiMeasurementsInputSchema } from '../sizing/schemas';
import { CART_MERGE_MAX_LINES, FAVORITES_MERGE_MAX, SIZE_MAX_LENGTH } from './rules';

/**
 * One line to add. Only what the shopper chooses travels: name, price and stock are always
 * read from the database, and any such fields a client sends are dropped.
 */
export const cartItemInputSchema = z.object({
  productId: z.string().min(1).max(64),
  selectedSize: z.string().min(1).max(SIZE_MAX_LENGTH).nullable().default(null),
  // Safe integers only; anything above the cap is capped by the rules, not refused.
  quantity: z.int().min(1).default(1),
  /** Body measurements for a custom-fit line; the server stamps the owner and the imperial values. */
  aiMeasurements: aiMeasurementsInputSchema.optional(),
});
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/** Measurements attached to an existing line (cart context of the size guide). */
export const cartMeasurementsSchema = z.object({ aiMeasurements: aiMeasurementsInputSchema });

/** 0 or less removes the line. */
export const cartQuantitySchema = z.object({ quantity: z.int() });

/** A line's size changed (the size-required dialog of docs/requirements/sizing.md §4 sets it from the cart). */
export const cartSizeSchema = z.object({ selectedSize: z.string().min(1).max(SIZE_MAX_LENGTH) });

/** Lines are checked one by one so that one bad line never fails a whole merge. */
export const cartMergeSchema = z.object({ lines: z.array(z.unknown()).max(CART_MERGE_MAX_LINES) });

export const favoritesMergeSchema = z.object({ productIds: z.array(z.unknown()).max(FAVORITES_MERGE_MAX) });
