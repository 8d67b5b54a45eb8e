import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Me } from '@domain/accounts/api';
import '../../lib/i18n';
import { AccountMenuTrigger } from './account-menu-trigger';

const me: Me = {
  id: 'u1',
  email: 'selam@example.com',
  emailVerified: true,
  fullName: 'Selam Tesfaye',
  role: 'designer',
  isApproved: true,
  country: 'ET',
  city: 'Addis Ababa',
  phone: null,
  slug: 'selam',
  profileImageUrl: null,
  shopSuspended: false,
  preferredLanguage: 'en',
  preferredCurrency: 'USD',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('AccountMenuTrigger', () => {
  it('shows the uploaded photo when the account has one', () => {
    const html = renderToStaticMarkup(<AccountMenuTrigger me={{ ...me, profileImageUrl: '/storage/profiles/selam.webp' }} />);
    expect(html).toContain('src="/storage/profiles/selam.webp"');
    expect(html).not.toContain('>ST<');
  });

  it('shows the initials without a photo, and a person icon when signed out', () => {
    expect(renderToStaticMarkup(<AccountMenuTrigger me={me} />)).toContain('>ST<');
    expect(renderToStaticMarkup(<AccountMenuTrigger me={null} />)).not.toContain('<img');
  });
});
