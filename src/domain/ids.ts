const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every record id (products, lines, orders, users) is a UUID; anything else is unknown without
 * asking the database, and PostgreSQL would refuse it as a uuid parameter.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
