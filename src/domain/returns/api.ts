import { z } from 'zod';
import { MEASUREMENT_SOURCES } from '../sizing/types';
import { FIT_AREAS, FIT_VERDICTS } from '../fit-feedback/types';
import { ALTERATION_CAUSES, REMEDIES, REQUEST_KINDS, REQUEST_STATES, RETURN_CONDITIONS } from './states';
import { returnsSettingsSchema } from './schemas';

/**
 * The returns feature's HTTP contract (issue 39): routes validate and document with these; the
 * web imports only their types.
 */
export { orderTokenHeadersSchema } from '../orders/api';
export {
  adminDecisionSchema,
  designerAnswerSchema,
  newRequestSchema,
  receiptSchema,
  receivedSchema,
  returnsSettingsSchema,
  shopperMoveSchema,
  type AdminDecisionInput,
  type DesignerAnswerInput,
  type NewRequestInput,
  type ReceiptInput,
  type ReceivedInput,
  type ShopperMoveInput,
} from './schemas';

/** The policies as every page states them (public). */
export const returnsPolicySchema = returnsSettingsSchema;
export const returnsPolicyResultSchema = z.object({ policy: returnsPolicySchema });
export type ReturnsPolicy = z.infer<typeof returnsPolicySchema>;

export const returnPhotoSchema = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string().nullable(), purpose: z.enum(['evidence', 'receipt']) });
export type ReturnPhoto = z.infer<typeof returnPhotoSchema>;
export const returnPhotoResultSchema = z.object({ photo: returnPhotoSchema });
export const returnPhotoQuerySchema = z.object({ purpose: z.enum(['evidence', 'receipt']).default('evidence'), token: z.string().max(200).optional() });

/** A request as its shopper, its designer and admins see it. */
export const returnRequestSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  lineId: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  size: z.string().nullable(),
  designerId: z.string().nullable(),
  kind: z.enum(REQUEST_KINDS),
  state: z.enum(REQUEST_STATES),
  remedyWished: z.enum(REMEDIES),
  /** The remedy on the table: the designer's proposal, or the one agreed. */
  remedy: z.enum(REMEDIES).nullable(),
  refundAmountMinor: z.number().int().nullable(),
  exchangeSize: z.string().nullable(),
  reason: z.string(),
  fitAreas: z.partialRecord(z.enum(FIT_AREAS), z.enum(FIT_VERDICTS)),
  measurementSource: z.enum(MEASUREMENT_SOURCES).nullable(),
  designerNote: z.string().nullable(),
  decisionNote: z.string().nullable(),
  cause: z.enum(ALTERATION_CAUSES).nullable(),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  answerDueAt: z.string(),
  /** The line's price as charged and the money the request has given back, in `currency`. */
  lineChargedMinor: z.number().int(),
  alterationCapMinor: z.number().int(),
  refundedMinor: z.number().int(),
  reimbursedMinor: z.number().int(),
  currency: z.string(),
  remakeLineId: z.string().nullable(),
  exchangeLineId: z.string().nullable(),
  /** Where the garment goes back (returns and exchanges, once agreed): the designer's name and the shop's instructions. */
  returnTo: z.string().nullable(),
  /** The designer's return address and how to send: only in the answer to the request's own shopper (null for anyone else). */
  returnInstructions: z.string().nullable(),
  photos: z.array(returnPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnRequestView = z.infer<typeof returnRequestSchema>;
export const returnRequestResultSchema = z.object({ request: returnRequestSchema });
export const returnRequestListSchema = z.object({ requests: z.array(returnRequestSchema) });
export type ReturnRequestList = z.infer<typeof returnRequestListSchema>;

/** GET /api/orders/:id/returns: the order's requests and what each line may still ask. */
export const orderReturnsSchema = z.object({
  requests: z.array(returnRequestSchema),
  lines: z.array(z.object({ lineId: z.string(), kinds: z.array(z.enum(REQUEST_KINDS)), windowEndsAt: z.string().nullable() })),
  policy: returnsPolicySchema,
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

/** The console's claim rates: claims per delivered made-to-measure line, by measurement source, product and designer. */
const rateRow = z.object({ key: z.string(), label: z.string(), delivered: z.number().int(), claims: z.number().int() });
export const claimRatesSchema = z.object({ bySource: z.array(rateRow), byProduct: z.array(rateRow), byDesigner: z.array(rateRow) });
export type ClaimRates = z.infer<typeof claimRatesSchema>;

export const requestListQuerySchema = z.object({ state: z.enum(REQUEST_STATES).optional() });
