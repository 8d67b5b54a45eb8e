import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designerApplicationSchema, isWebLink, withScheme } from './application';

const application = {
  displayName: 'Meron Habesha',
  country: 'ET',
  city: 'Addis Ababa',
  bio: 'Hand-woven kemis from Shiro Meda, made to measure.',
  categories: ['habesha-kemis'],
  phone: '+251 911 234 567',
  acceptTerms: true,
};
const linksOf = (links: string[]) => designerApplicationSchema.safeParse({ ...application, links });

describe('application links', () => {
  it('takes a link written without its scheme as https', () => {
    const parsed = linksOf(['instagram.com/meronhabesha', ' www.meron.et ', 'http://meron.example/shop']);
    expect(parsed.success && parsed.data.links).toEqual(['https://instagram.com/meronhabesha', 'https://www.meron.et', 'http://meron.example/shop']);
  });

  it('refuses other schemes, bare words and hosts without a dot', () => {
    for (const bad of ['javascript:alert(1)', 'mailto:meron@example.com', 'data:text/html,hi', 'meron', 'https://localhost/x', 'ftp://files.example.com', 'https://']) {
      const parsed = linksOf([bad]);
      expect(parsed.success, bad).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('LINK_INVALID');
    }
  });

  it('never lets a scheme other than http(s) through, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (typed) => {
        const value = withScheme(typed.trim());
        if (isWebLink(value)) expect(['http:', 'https:']).toContain(new URL(value).protocol);
      }),
    );
  });
});
