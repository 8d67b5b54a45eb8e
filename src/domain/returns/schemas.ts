import { z } from 'zod';
import { FIT_AREAS, FIT_VERDICTS } from '../fit-feedback/types';
import { RETURNS_SETTINGS_LIMITS } from './policy';
import { ALTERATION_CAUSES, REMEDIES, REQUEST_KINDS, RETURN_CONDITIONS } from './states';

/**
 * The field rules of what callers send the returns feature, with their error codes: the server
 * validates with them through api.ts, and the web forms import this file directly.
 */
export const REASON_MAX = 2000;
export const PHOTOS_MAX = 6;
/** The largest amount anyone may type (a million in major units): larger is a typing error, refused as such. */
export const AMOUNT_MAX_MINOR = 100_000_000;

const reason = z
  .string({ error: 'RETURN_REASON_REQUIRED' })
  .trim()
  .min(1, { error: 'RETURN_REASON_REQUIRED' })
  .max(REASON_MAX, { error: 'RETURN_REASON_TOO_LONG' });
const amountMinor = z
  .number({ error: 'REFUND_AMOUNT_INVALID' })
  .int({ error: 'REFUND_AMOUNT_INVALID' })
  .min(1, { error: 'REFUND_AMOUNT_INVALID' })
  .max(AMOUNT_MAX_MINOR, { error: 'REFUND_AMOUNT_INVALID' });
const photoIds = z.array(z.string().max(64)).max(PHOTOS_MAX, { error: 'RETURN_PHOTOS_TOO_MANY' });
/** The designer's return instructions (address, how to send): at most this many characters. */
export const RETURN_INSTRUCTIONS_MAX = 1000;
const returnInstructions = z
  .string({ error: 'RETURN_INSTRUCTIONS_INVALID' })
  .trim()
  .max(RETURN_INSTRUCTIONS_MAX, { error: 'RETURN_INSTRUCTIONS_TOO_LONG' })
  .optional();
const remedy = z.enum(REMEDIES, { error: 'REMEDY_INVALID' });
const size = z.string().trim().min(1, { error: 'EXCHANGE_SIZE_REQUIRED' }).max(20, { error: 'EXCHANGE_SIZE_REQUIRED' });

/** The shopper starts a return, an exchange or a fit claim on a line. */
export const newRequestSchema = z.strictObject({
  kind: z.enum(REQUEST_KINDS, { error: 'REQUEST_KIND_INVALID' }),
  remedy,
  reason,
  /** A partial refund wished (charge currency minor units); absent: the whole line. */
  refundAmountMinor: amountMinor.optional(),
  exchangeSize: size.optional(),
  /** The fit review's areas and verdicts: where it does not fit (claims). */
  fitAreas: z.partialRecord(z.enum(FIT_AREAS), z.enum(FIT_VERDICTS, { error: 'FIT_VERDICT_INVALID' })).default({}),
  photoIds: photoIds.default([]),
});
export type NewRequestInput = z.input<typeof newRequestSchema>;

/** The designer's answer: accept, propose another remedy, or decline with a reason. */
export const designerAnswerSchema = z.discriminatedUnion('answer', [
  z.strictObject({ answer: z.literal('accept'), note: z.string().trim().max(REASON_MAX, { error: 'RETURN_REASON_TOO_LONG' }).optional(), returnInstructions }),
  z.strictObject({
    answer: z.literal('propose'),
    remedy,
    refundAmountMinor: amountMinor.optional(),
    exchangeSize: size.optional(),
    note: reason,
    // A proposed return or exchange carries them too, for when the shopper takes it.
    returnInstructions,
  }),
  z.strictObject({ answer: z.literal('decline'), note: reason }),
], { error: 'ANSWER_INVALID' });
export type DesignerAnswerInput = z.input<typeof designerAnswerSchema>;

/** The shopper's move on a proposal or a decline: take the proposal, or ask an admin. */
export const shopperMoveSchema = z.strictObject({
  move: z.enum(['accept_proposal', 'escalate'], { error: 'MOVE_INVALID' }),
  note: z.string().trim().max(REASON_MAX, { error: 'RETURN_REASON_TOO_LONG' }).optional(),
});
export type ShopperMoveInput = z.input<typeof shopperMoveSchema>;

/** The admin's final decision on an escalated request. */
export const adminDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('remedy'),
    remedy,
    refundAmountMinor: amountMinor.optional(),
    exchangeSize: size.optional(),
    /** Who bears an alteration or a refund of a claim: the designer's making or the shop's measuring tool. */
    cause: z.enum(ALTERATION_CAUSES, { error: 'CAUSE_INVALID' }),
    note: reason,
  }),
  z.strictObject({ decision: z.literal('reject'), note: reason }),
], { error: 'DECISION_INVALID' });
export type AdminDecisionInput = z.input<typeof adminDecisionSchema>;

/** The designer has the garment back. */
export const receivedSchema = z.strictObject({
  condition: z.enum(RETURN_CONDITIONS, { error: 'CONDITION_INVALID' }),
  note: z.string().trim().max(REASON_MAX, { error: 'RETURN_REASON_TOO_LONG' }).optional(),
});
export type ReceivedInput = z.input<typeof receivedSchema>;

/** The tailor's receipt for an agreed alteration: its photo and amount (charge currency minor units). */
export const receiptSchema = z.strictObject({ amountMinor, photoId: z.string().max(64) });
export type ReceiptInput = z.input<typeof receiptSchema>;

const days = (key: keyof typeof RETURNS_SETTINGS_LIMITS) =>
  z
    .number({ error: 'RETURNS_SETTING_INVALID' })
    .int({ error: 'RETURNS_SETTING_INVALID' })
    .min(RETURNS_SETTINGS_LIMITS[key].min, { error: 'RETURNS_SETTING_INVALID' })
    .max(RETURNS_SETTINGS_LIMITS[key].max, { error: 'RETURNS_SETTING_INVALID' });

export const returnsSettingsSchema = z.strictObject({
  returnDays: days('returnDays'),
  claimDays: days('claimDays'),
  alterationCapBp: days('alterationCapBp'),
  answerDays: days('answerDays'),
});
