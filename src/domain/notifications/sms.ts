/**
 * SMS length rules (3GPP TS 23.038): a text written only in the GSM 7-bit alphabet fits 160
 * characters in one message and 153 per part when split; anything else (Amharic's Ge'ez script
 * above all) is sent as UCS-2, 70 characters alone and 67 per part. A character of the GSM
 * extension table (€, [, ], {, }, \, ^, ~, |) costs two septets.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '\f^{}\\[~]|€';
const basic = new Set(Array.from(GSM_BASIC));
const extended = new Set(Array.from(GSM_EXTENDED));

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** The most a notification SMS may cost: two parts. */
export const MAX_SMS_SEGMENTS = 2;

const isGsm = (text: string) => Array.from(text).every((c) => basic.has(c) || extended.has(c));
const septets = (text: string) => Array.from(text).reduce((n, c) => n + (extended.has(c) ? 2 : 1), 0);

export function smsLength(text: string): SmsLength {
  const encoding: SmsEncoding = isGsm(text) ? 'gsm7' : 'ucs2';
  const units = encoding === 'gsm7' ? septets(text) : text.length;
  const [single, part] = encoding === 'gsm7' ? [160, 153] : [70, 67];
  const segments = units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / part);
  return { encoding, units, segments };
}

/** The most units `segments` parts hold in an encoding. */
export function smsCapacity(encoding: SmsEncoding, segments: number): number {
  if (segments <= 1) return encoding === 'gsm7' ? 160 : 70;
  return segments * (encoding === 'gsm7' ? 153 : 67);
}

/**
 * Cuts `body` so that `body + tail` fits in `maxSegments` parts, ending the cut body with an
 * ellipsis ("..." in GSM-7, "…" otherwise, which would itself force UCS-2). The tail (the link)
 * is never cut; characters are whole code points, so no surrogate pair is split.
 */
export function fitSms(body: string, tail = '', maxSegments = MAX_SMS_SEGMENTS): string {
  const whole = body + tail;
  if (smsLength(whole).segments <= maxSegments) return whole;
  const encoding = smsLength(whole).encoding;
  const ellipsis = encoding === 'gsm7' ? '...' : '…';
  const capacity = smsCapacity(encoding, maxSegments);
  const cost = (s: string) => (encoding === 'gsm7' ? septets(s) : s.length);
  const budget = capacity - cost(tail) - cost(ellipsis);
  const chars = Array.from(body);
  let used = 0;
  let kept = '';
  for (const c of chars) {
    const n = cost(c);
    if (used + n > budget) break;
    used += n;
    kept += c;
  }
  return kept.trimEnd() + ellipsis + tail;
}
