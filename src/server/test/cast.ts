import { eq, sql } from 'drizzle-orm';
import { products, profiles } from '../db/schema';
import { signInAs, signUp, type Session, type TestApp } from './test-app';

/** The people the money suites act as: two shoppers, the two demo designers, two admins. */
export interface Cast {
  shopper: Session;
  otherShopper: Session;
  selam: Session;
  hirut: Session;
  admin: Session;
  otherAdmin: Session;
}

/** Signs in two of each role (the seed's demo designers and admin, a second admin made here). */
export async function signInCast(t: TestApp): Promise<Cast> {
  const shopper = await signUp(t.app);
  const otherShopper = await signUp(t.app);
  const selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  const hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  const admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  const second = await signUp(t.app, { password: 'Another-Admin-2026!' });
  await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, second.userId));
  const otherAdmin = await signInAs(t.app, second.email, 'Another-Admin-2026!');
  return { shopper, otherShopper, selam, hirut, admin, otherAdmin };
}

/** A published product of the designer with at least `minSizes` sizes, stocked with 100 so orders never run out. */
export async function stockedProductOf(t: TestApp, designerId: string, minSizes = 1): Promise<{ id: string; sizes: string[]; priceMinor: number }> {
  const [row] = await t.database.db
    .select({ id: products.id, sizes: products.sizes, priceMinor: products.priceMinor })
    .from(products)
    .where(sql`${products.isActive} and ${products.designerId} = ${designerId} and cardinality(${products.sizes}) >= ${minSizes}`)
    .limit(1);
  if (!row) throw new Error(`no product of ${designerId}`);
  await t.database.db.update(products).set({ stockQuantity: 100 }).where(eq(products.id, row.id));
  return row;
}
