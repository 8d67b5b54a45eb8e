import type { addToCart } from '@domain/cart';
import type { CartAddResultDto, CartDto, CartLineDto, CartMergeResultDto } from '@domain/cart/api';
import type { AiMeasurementRecord } from '@domain/sizing/attachment';

/**
 * A cart line as the drawer shows it, for guests and signed-in shoppers alike: the API's line
 * (GET /api/cart), except that a guest's line, kept on this device, does not know its category,
 * making time, measurements or gating, and may hold measurements not on the server yet.
 */
export type CartLine = Omit<CartLineDto, 'categorySlug' | 'productionDays' | 'aiMeasurements' | 'needsSize'> &
  Partial<Pick<CartLineDto, 'categorySlug' | 'productionDays' | 'needsSize'>> & {
    /** The attached measurements, in the shape the cart API stores them (the server strips others' lines). */
    aiMeasurements?: AiMeasurementRecord | null;
    /** Measurements attached with no connection, not on the server yet (shown on this device only). */
    measurementsPending?: boolean;
  };

export type CartTotals = CartDto['totals'];

export type Cart = Omit<CartDto, 'lines'> & { lines: CartLine[] };

export type CartMergeResult = Cart & Pick<CartMergeResultDto, 'merged' | 'skipped'>;

export type CartAddResult = Cart & Pick<CartAddResultDto, 'added'>;

/** The measurements a line is added with (the cart API's `aiMeasurements`; the server stamps the owner). */
export interface CartMeasurementsPayload {
  source: AiMeasurementRecord['source'];
  category: AiMeasurementRecord['category'];
  fit?: AiMeasurementRecord['fit'];
  timestamp: string;
  heightInput?: AiMeasurementRecord['heightInput'];
  sizeRecommendation?: AiMeasurementRecord['sizeRecommendation'];
  measurements: AiMeasurementRecord['measurements']['metric'];
  confidence: number;
}

/** What a component knows about a product when it adds it; the server only takes id, size, quantity and measurements. */
export type CartItemDraft = Parameters<typeof addToCart>[1] & { aiMeasurements?: CartMeasurementsPayload };
