import type { QueryClient } from '@tanstack/react-query';
import type { SizeCategory } from '@domain/sizing';

/** Every studio query lives under ['studio', ...]; the product form's own keys are these. */
export const studioProductKeys = {
  product: (id: string) => ['studio', 'product', id] as const,
  chart: (id: string, category: SizeCategory) => ['studio', 'product-chart', id, category] as const,
};

/** Studio queries a product edit cannot change (the designer's application and public profile). */
const UNRELATED = new Set<unknown>(['application', 'profile']);

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * After a product changed: the studio's other views (its products table, counts and overview are
 * written in other files, so they are matched by the ['studio'] prefix, not by name) and the
 * shop's catalogue. `keep` is a key just written from the server's answer: refetching it would
 * only repeat the request. The form's hooks do not await it: a save is done when the server
 * answers, not once every list behind it has refetched on a slow connection.
 */
export function invalidateAfterProductChange(qc: QueryClient, productId: string, keep?: readonly unknown[]): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ['studio'], predicate: (q) => !UNRELATED.has(q.queryKey[1]) && !(keep && sameKey(q.queryKey, keep)) }),
    qc.invalidateQueries({ queryKey: ['products'] }),
    qc.invalidateQueries({ queryKey: ['product', productId] }),
    qc.invalidateQueries({ queryKey: ['home'] }),
    qc.invalidateQueries({ queryKey: ['sale'] }),
    qc.invalidateQueries({ queryKey: ['search'] }),
    // Publishing or unpublishing changes the categories' product counts.
    qc.invalidateQueries({ queryKey: ['categories'] }),
  ]);
}
