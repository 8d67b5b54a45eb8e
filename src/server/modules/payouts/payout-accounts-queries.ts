import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payoutAccounts, profiles, users } from '../../db/schema';

/** A payout account as stored: the full number, for transfers only. */
export interface PayoutAccountRow {
  designerId: string;
  kind: string;
  bankCode: string | null;
  wallet: string | null;
  accountNumber: string;
  accountName: string;
  heldUntil: Date;
  createdAt: Date;
  updatedAt: Date;
}

export async function readAccount(db: Database, designerId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.designerId, designerId)).limit(1);
  return row ?? null;
}

/** Several designers' accounts at once (a payout run), by designer. */
export async function readAccounts(db: Database, designerIds: readonly string[]): Promise<Map<string, PayoutAccountRow>> {
  if (designerIds.length === 0) return new Map();
  const rows = await db.select().from(payoutAccounts).where(inArray(payoutAccounts.designerId, [...designerIds]));
  return new Map(rows.map((r) => [r.designerId, r]));
}

/** One account per designer: a second save replaces the first, and its hold starts again. */
export async function upsertAccount(tx: Database, row: Omit<PayoutAccountRow, 'createdAt'>): Promise<void> {
  const { designerId: _id, ...values } = row;
  await tx
    .insert(payoutAccounts)
    .values({ ...row, createdAt: row.updatedAt })
    .onConflictDoUpdate({ target: payoutAccounts.designerId, set: values });
}

export interface AccountHolder {
  email: string;
  fullName: string;
  emailVerified: boolean;
  preferredLanguage: string;
}

/** Whom the account-change mail goes to, in which language. */
export async function accountHolder(db: Database, userId: string): Promise<AccountHolder | null> {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, fullName: profiles.fullName, preferredLanguage: profiles.preferredLanguage })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
