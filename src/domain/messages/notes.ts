import { z } from 'zod';

/**
 * System notes in an order's conversation: what another feature did to a line (the designer asked
 * about measurements, the shopper corrected them…), written into the thread so the conversation
 * tells the whole story. A note is stored as a code and plain parameters, never as text, so each
 * reader sees it in their own language; parameters are shown as text, never as markup.
 */
export const NOTE_CODES = [
  'measurements_asked',
  'measurements_accepted',
  'measurements_corrected',
  'measurements_confirmed',
  'line_cancelled_overdue',
  'return_opened',
  'return_accepted',
  'return_proposed',
  'return_declined',
  'return_escalated',
  'return_decided',
  'return_received',
  'return_resolved',
  'return_overdue',
] as const;
export type NoteCode = (typeof NOTE_CODES)[number];

/** A note's parameters: short strings and numbers (a product's name, a version, measurement keys). */
export const NOTE_PARAM_MAX = 300;
export const noteParamsSchema = z.record(z.string().max(40), z.union([z.string().max(NOTE_PARAM_MAX), z.number().finite()]));
export type NoteParams = z.infer<typeof noteParamsSchema>;

export const noteSchema = z.object({ code: z.enum(NOTE_CODES), params: noteParamsSchema });
export type ThreadNote = z.infer<typeof noteSchema>;

/** What is kept of a note's parameters: unknown shapes dropped, strings cut to the limit. */
export function cleanNoteParams(params: Record<string, unknown>): NoteParams {
  const out: NoteParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.length > 40) continue;
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (typeof value === 'string') out[key] = value.slice(0, NOTE_PARAM_MAX);
  }
  return out;
}

/** Reads a stored note back; null for a row that is not a note or holds a code this build does not know. */
export function readNote(code: string | null, params: unknown): ThreadNote | null {
  if (code === null) return null;
  const parsed = noteSchema.safeParse({ code, params: params ?? {} });
  return parsed.success ? parsed.data : null;
}
