import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../../domain/studio';

/** A designer application as the applicant and the admins' approvals section see it. */
export const applicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  displayName: z.string(),
  country: z.string(),
  city: z.string(),
  cityAm: z.string().nullable(),
  bio: z.string(),
  bioAm: z.string().nullable(),
  categories: z.array(z.string()),
  links: z.array(z.string()),
  phone: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
