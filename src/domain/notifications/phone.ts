import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; code: 'PHONE_INVALID' | 'PHONE_NOT_ETHIOPIAN_MOBILE' };

/** Ethiopian mobile numbers: Ethio Telecom's 9… and Safaricom Ethiopia's 7…, nine digits after +251. */
const ETHIOPIAN_MOBILE = /^\+251[79]\d{8}$/;

export const isEthiopianMobile = (e164: string) => ETHIOPIAN_MOBILE.test(e164);

/**
 * Reads a phone number as people type it ("0911 23 45 67", "+251 911-234567", "251911234567")
 * and answers it in E.164. Numbers without a country code are read as Ethiopian. SMS goes only
 * to Ethiopian mobiles: the gateways Tibeb uses deliver nowhere else.
 */
export function parseMobile(input: string): PhoneCheck {
  const text = input.trim();
  if (text.length === 0 || text.length > 32 || !/^[+\d\s().-]+$/.test(text)) return { ok: false, code: 'PHONE_INVALID' };
  const withPlus = /^251\d{9}$/.test(text.replace(/[\s().-]/g, '')) ? `+${text.replace(/[\s().-]/g, '')}` : text;
  const parsed = parsePhoneNumberFromString(withPlus, 'ET');
  if (!parsed || !parsed.isValid()) return { ok: false, code: 'PHONE_INVALID' };
  const e164 = parsed.number;
  if (!isEthiopianMobile(e164)) return { ok: false, code: 'PHONE_NOT_ETHIOPIAN_MOBILE' };
  return { ok: true, e164 };
}

/** "+251911234567" → "+251 91 123 4567"-like shape with all but the last four digits hidden: "+251 •••• 4567". */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 4)} •••• ${e164.slice(-4)}`;
}

/**
 * "selam@designers.tibeb.example" → "se•••@designers.tibeb.example": the console names whom a
 * failed delivery was for without showing the whole address. A local part of one or two
 * characters keeps only its first.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  const local = [...email.slice(0, at)];
  return `${local.slice(0, local.length > 2 ? 2 : 1).join('')}•••${email.slice(at)}`;
}

/** A confirmation code: 6 digits, 5 tries, 10 minutes. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_PATTERN = /^\d{6}$/;
