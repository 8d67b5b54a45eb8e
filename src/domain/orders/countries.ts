/**
 * Countries a parcel can go to, as ISO 3166-1 alpha-2 codes: Ethiopia first, then the places
 * most of the diaspora lives, then every other country. Names come from Intl.DisplayNames in
 * the active language, so Amharic names need no table of our own.
 */
export const FIRST_COUNTRIES = ['ET', 'US', 'CA', 'GB', 'DE', 'SE', 'NO', 'NL', 'IT', 'FR', 'AE', 'SA', 'IL', 'AU', 'KE', 'DJ', 'ER', 'ZA'] as const;

const OTHER_COUNTRIES = (
  'AD AF AG AI AL AM AO AR AT AW AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT BW BY BZ CD CF CG CH CI CL CM CN CO CR CU CV CY CZ ' +
  'DK DM DO DZ EC EE EG ES FI FJ FM GA GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IN IQ IR IS JM JO JP KG KH KI KM KN KR KW ' +
  'KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NP NR NZ OM PA PE PG ' +
  'PH PK PL PR PS PT PW PY QA RO RS RU RW SB SC SD SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA ' +
  'UG UY UZ VA VC VE VN VU WS YE ZM ZW'
).split(' ');

export const COUNTRY_CODES: readonly string[] = [...FIRST_COUNTRIES, ...OTHER_COUNTRIES.filter((c) => !(FIRST_COUNTRIES as readonly string[]).includes(c))];

const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && KNOWN.has(value);
}

export const ETHIOPIA = 'ET';

/** The country's name in the language (falls back to the code where the runtime has no name). */
export function countryName(code: string, locale: string): string {
  try {
    return regionNames(locale).of(code) ?? code;
  } catch {
    return code;
  }
}

// Building the names of a locale takes milliseconds (measured in a product page's hydration, once
// per designer shown); they are built once per locale.
const namesByLocale = new Map<string, Intl.DisplayNames>();
function regionNames(locale: string): Intl.DisplayNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    namesByLocale.set(locale, names);
  }
  return names;
}

let codesByEnglishName: Map<string, string> | null = null;

/**
 * The ISO code of a stored country: the studio stores codes, rows written before it (the first
 * demo seeds) hold the English name. Null when the value is neither.
 */
export function countryCodeOf(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (KNOWN.has(stored)) return stored;
  codesByEnglishName ??= new Map(COUNTRY_CODES.map((c) => [countryName(c, 'en').toLowerCase(), c]));
  return codesByEnglishName.get(stored.trim().toLowerCase()) ?? null;
}

export interface CountryFields {
  /** English name, or the stored text of a country without a known code. */
  country: string;
  /** Amharic name, when the code is known. */
  countryAm: string | null;
  countryCode: string | null;
}

/**
 * What the API says of a designer's stored country: its names in both languages and its code.
 * Named here rather than in the browser: the first Intl.DisplayNames a tab builds loads locale
 * data (35-40 ms on our machine, far more on a phone) while a public page hydrates. Designers
 * without one are in Ethiopia, as at sign-up.
 */
export function countryFields(stored: string | null | undefined): CountryFields {
  const code = stored ? countryCodeOf(stored) : ETHIOPIA;
  if (!code) return { country: stored ?? '', countryAm: null, countryCode: null };
  return { country: countryName(code, 'en'), countryAm: countryName(code, 'am-ET'), countryCode: code };
}
