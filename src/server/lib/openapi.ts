import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.array(z.string())).optional() }),
});

/** Response schemas for the error statuses a route documents. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
}
