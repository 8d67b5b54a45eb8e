import { z } from 'zod';

/** `/…/:id`: the path parameter most routes share (its kind is checked by the service, which answers 404). */
export const idParamsSchema = z.object({ id: z.string().max(64) });
export type IdParams = z.infer<typeof idParamsSchema>;

/** The console's paged lists stop here (a page past it is a 400). */
export const ADMIN_PAGE_MAX = 10_000;

/** A 204 answer: no body. */
export const noContentSchema = z.null();
