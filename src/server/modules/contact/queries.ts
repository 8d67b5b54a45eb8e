import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(db: Database, row: typeof contactMessages.$inferInsert) {
  const [created] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return created;
}
