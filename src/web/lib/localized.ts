/** Picks the Amharic variant of a server text when the shopper reads Amharic and one exists. */
export function localized(lang: string, en: string | null | undefined, am: string | null | undefined): string | null {
  if (lang === 'am-ET' && am) return am;
  return en ?? null;
}
