import type { Role } from '@domain/accounts';

export interface Me {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  role: Role;
  isApproved: boolean;
  country: string | null;
  city: string | null;
  phone: string | null;
  slug: string | null;
  profileImageUrl: string | null;
  preferredLanguage: string;
  preferredCurrency: string;
  createdAt: string;
}
