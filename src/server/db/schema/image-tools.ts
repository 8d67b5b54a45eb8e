import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Calls to the paid images API per user and UTC day: the daily quota is counted here, in one
 * atomic upsert, so it holds across restarts and several app instances. The built-in
 * illustrator costs nothing and is not counted.
 */
export const imageApiUsage = pgTable(
  'image_api_usage',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
