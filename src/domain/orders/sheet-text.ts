import type { MeasurementKey } from '../sizing/types';
import type { SheetLabels, SheetLang } from './sheet-labels';

/**
 * Shopper text and stored values turned into what the measurement sheet prints: controls and
 * direction characters removed, lengths capped, dates in UTC, confidences as percentages.
 */

/** Notes longer than this are cut: 2–3 pages of text is all a tailor needs and keeps the PDF small. */
export const MAX_NOTES_CHARS = 5000;
export const MAX_NOTES_LINES = 160;
const MAX_FIELD_CHARS = 300;

// C0/C1 controls except tab and line breaks (handled separately), soft hyphen, zero-width and
// bidi controls (they would reorder or hide text in viewers), variation selectors, BOM.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]|[\uFE00-\uFE0F]|\u200D/g;
const ODD_SPACES = /[\t\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/g;

/** Half of a surrogate pair on its own (broken UTF-16) becomes '?'. A loop, not a lookbehind
 * regex, so older mobile Safari can still parse this module when the web app loads it. */
function replaceLoneSurrogates(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i += 1;
      } else out += '?';
    } else if (c >= 0xdc00 && c <= 0xdfff) out += '?';
    else out += text[i] ?? '';
  }
  return out;
}

function truncateChars(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** Any value to printable text: one line unless `multiline`, controls removed, length capped. */
export function cleanText(value: unknown, max = MAX_FIELD_CHARS, multiline = false): string {
  let text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  // Cut absurd input before the work below; what is left is still more than `max` characters.
  text = replaceLoneSurrogates(text.slice(0, max * 4 + 64));
  try {
    // NFC turns 'e' + combining accent into 'é', which the Latin font has.
    text = text.normalize('NFC');
  } catch {
    // a string that cannot be normalised is printed as it is
  }
  text = text.replace(/\r\n?/g, '\n');
  if (!multiline) text = text.replace(/\n/g, ' ');
  text = text.replace(ODD_SPACES, ' ').replace(INVISIBLE, '');
  text = multiline
    ? text
        .split('\n')
        .map((line) => line.replace(/ {2,}/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/ {2,}/g, ' ').trim();
  return truncateChars(text, max);
}

export function measurementValue(metrics: unknown, key: MeasurementKey): number | null {
  if (!metrics || typeof metrics !== 'object') return null;
  const value: unknown = (metrics as Record<string, unknown>)[key];
  // Zero or negative is "not measured", not a body.
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function formatDate(value: unknown, lang: SheetLang, labels: SheetLabels, withTime: boolean): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return cleanText(value, 40) || null;
  // Always UTC: the server and every reader's browser print the same day and time.
  const iso = date.toISOString();
  let day = iso.slice(0, 10);
  try {
    const locale = lang === 'am-ET' ? 'am-ET' : 'en-GB';
    day = cleanText(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)) || day;
  } catch {
    // an engine without that locale prints the ISO date
  }
  return withTime ? `${day}${lang === 'am-ET' ? ' ' : ', '}${iso.slice(11, 16)} ${labels.utc}` : day;
}

/** Stored confidences are fractions (0.82); a value above 1 is taken as already a percentage. */
export function confidencePercent(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.round(Math.min(value <= 1 ? value * 100 : value, 100));
}

export function lookup(map: Record<string, string>, value: unknown): string | null {
  const text = cleanText(value, 80);
  if (!text) return null;
  return Object.hasOwn(map, text) ? (map[text] ?? text) : text;
}
