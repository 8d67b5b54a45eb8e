/** Rows of `db.execute` on either driver: node-postgres answers `{ rows }`, PGlite's drizzle driver too, older paths an array. */
export const rowsOf = <T,>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
