import { useMemo } from 'react';
import { COUNTRY_CODES, countryName, FIRST_COUNTRIES } from '@domain/orders/countries';

/**
 * Countries with Ethiopia and the diaspora's homes first (the domain's order), then every other
 * one alphabetically in the shopper's language: the domain lists those by code, which reads as
 * no order at all once the names are Amharic or English.
 */
export function useCountryOptions(language: string) {
  return useMemo(() => {
    const first = new Set<string>(FIRST_COUNTRIES);
    const named = (code: string) => ({ code, name: countryName(code, language) });
    const collator = new Intl.Collator(language === 'am-ET' ? ['am', 'en'] : ['en']);
    return {
      first: COUNTRY_CODES.filter((c) => first.has(c)).map(named),
      rest: COUNTRY_CODES.filter((c) => !first.has(c))
        .map(named)
        .sort((a, b) => collator.compare(a.name, b.name)),
    };
  }, [language]);
}
