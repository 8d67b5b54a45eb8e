import { CATEGORY_SLUGS } from '@domain/catalog';
import { APPLICATION_LIMITS } from '@domain/studio';
import { asRecord, text, texts } from './form-draft';

/** The application form's values as the device keeps them; accepting the terms is never kept (it is asked each time). */
export interface ApplicationDraftValues {
  displayName: string;
  country: string;
  city: string;
  cityAm: string;
  bio: string;
  bioAm: string;
  categories: string[];
  /** The link rows' texts, in order (rows get fresh ids when restored). */
  links: string[];
  phone: string;
}

/** The form's name in its storage key: one application per account. */
export const APPLICATION_DRAFT_FORM = 'application';

export function sameApplicationDraft(a: ApplicationDraftValues, b: ApplicationDraftValues): boolean {
  const keys = ['displayName', 'country', 'city', 'cityAm', 'bio', 'bioAm', 'phone'] as const;
  if (keys.some((k) => a[k] !== b[k])) return false;
  const sameList = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  // Empty link rows are not worth keeping: "one empty row" and "two empty rows" are the same form.
  const filled = (links: readonly string[]) => links.filter((l) => l.trim() !== '');
  return sameList([...a.categories].sort(), [...b.categories].sort()) && sameList(filled(a.links), filled(b.links));
}

/** A kept application read back: strings bounded, categories the catalogue knows, at most three links. */
export function parseApplicationDraft(raw: unknown): ApplicationDraftValues | null {
  const r = asRecord(raw);
  if (!r) return null;
  const links = texts(r, 'links', APPLICATION_LIMITS.linksMax);
  return {
    displayName: text(r, 'displayName'),
    country: text(r, 'country'),
    city: text(r, 'city'),
    cityAm: text(r, 'cityAm'),
    bio: text(r, 'bio'),
    bioAm: text(r, 'bioAm'),
    categories: texts(r, 'categories', CATEGORY_SLUGS.length).filter((slug) => (CATEGORY_SLUGS as readonly string[]).includes(slug)),
    links: links.length > 0 ? links : [''],
    phone: text(r, 'phone'),
  };
}
