/**
 * Where a designer is paid: a bank account at an Ethiopian bank that Chapa Transfers reaches, or a
 * mobile wallet. The same rules run in the studio form and on the server.
 *
 * Bank codes are ours and stable; the Chapa provider maps them to Chapa's bank ids. The list is
 * kept here rather than fetched from Chapa at run time: the form must work offline and the server
 * must validate without a network call (a bank added by Chapa is added here).
 */

export const PAYOUT_ACCOUNT_KINDS = ['bank', 'wallet'] as const;
export type PayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];

export const PAYOUT_WALLETS = ['telebirr', 'cbe_birr'] as const;
export type PayoutWallet = (typeof PAYOUT_WALLETS)[number];

export const WALLET_NAMES: Record<PayoutWallet, string> = { telebirr: 'telebirr', cbe_birr: 'CBE Birr' };

export interface PayoutBank {
  code: string;
  name: string;
  /** Digits of an account number at this bank, when the bank uses one length. */
  accountLength?: number;
}

export const PAYOUT_BANKS: readonly PayoutBank[] = [
  { code: 'cbe', name: 'Commercial Bank of Ethiopia', accountLength: 13 },
  { code: 'awash', name: 'Awash Bank' },
  { code: 'dashen', name: 'Dashen Bank' },
  { code: 'abyssinia', name: 'Bank of Abyssinia' },
  { code: 'wegagen', name: 'Wegagen Bank' },
  { code: 'united', name: 'Hibret Bank' },
  { code: 'nib', name: 'Nib International Bank' },
  { code: 'coop', name: 'Cooperative Bank of Oromia' },
  { code: 'lion', name: 'Lion International Bank' },
  { code: 'oromia', name: 'Oromia Bank' },
  { code: 'zemen', name: 'Zemen Bank' },
  { code: 'bunna', name: 'Bunna Bank' },
  { code: 'berhan', name: 'Berhan Bank' },
  { code: 'abay', name: 'Abay Bank' },
  { code: 'addis', name: 'Addis International Bank' },
  { code: 'enat', name: 'Enat Bank' },
  { code: 'global', name: 'Global Bank Ethiopia' },
  { code: 'amhara', name: 'Amhara Bank' },
  { code: 'siinqee', name: 'Siinqee Bank' },
  { code: 'zamzam', name: 'ZamZam Bank' },
  { code: 'hijra', name: 'Hijra Bank' },
  { code: 'tsehay', name: 'Tsehay Bank' },
  { code: 'goh', name: 'Goh Betoch Bank' },
  { code: 'ahadu', name: 'Ahadu Bank' },
  { code: 'gadaa', name: 'Gadaa Bank' },
  { code: 'sidama', name: 'Sidama Bank' },
  { code: 'dbe', name: 'Development Bank of Ethiopia' },
];

const BANKS_BY_CODE = new Map(PAYOUT_BANKS.map((b) => [b.code, b]));

export function findBank(code: string): PayoutBank | undefined {
  return BANKS_BY_CODE.get(code);
}

/** Spaces and dashes people type inside numbers are dropped; anything else but digits is refused. */
export function normalizeAccountNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** An account number: digits only, the bank's length when it has one, else 7 to 20 digits. */
export function accountNumberError(bankCode: string, raw: string): 'ACCOUNT_NUMBER_INVALID' | 'BANK_UNKNOWN' | null {
  const bank = findBank(bankCode);
  if (!bank) return 'BANK_UNKNOWN';
  const digits = normalizeAccountNumber(raw);
  if (!/^\d+$/.test(digits)) return 'ACCOUNT_NUMBER_INVALID';
  if (bank.accountLength !== undefined) return digits.length === bank.accountLength ? null : 'ACCOUNT_NUMBER_INVALID';
  return digits.length >= 7 && digits.length <= 20 ? null : 'ACCOUNT_NUMBER_INVALID';
}

/**
 * An Ethiopian mobile number in +251 form (9 digits after the country code, starting 9 or 7), from
 * "0911 23 45 67", "+251 911234567" or "251911234567"; null when it is not one.
 */
export function normalizeEthiopianMobile(raw: string): string | null {
  const compact = raw.replace(/[\s\-().]/g, '');
  const m = /^(?:\+?251|0)?([79]\d{8})$/.exec(compact);
  return m ? `+251${m[1]}` : null;
}

/** The last four digits behind dots: what admins and mails show of an account. */
export function maskAccountNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}
