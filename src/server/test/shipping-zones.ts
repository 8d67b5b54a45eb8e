import type { ZoneInput } from '../../domain/shipping/api';
import { freshIp, withCookie, type Session, type TestApp } from './test-app';

/** A zone of one Ethiopian town of its own (no default zone names it): it overlaps nothing, whatever else exists. */
export const townZoneBody = (id: string): ZoneInput => ({
  nameEn: `Town ${id}`,
  nameAm: `ከተማ ${id}`,
  countries: ['ET'],
  cities: [`Town ${id}`],
  bands: [{ fromGrams: 0, toGrams: null, priceUsdMinor: 500 }],
  transitMinDays: 1,
  transitMaxDays: 3,
  freeOverUsdMinor: null,
  carriers: [],
});

let made = 0;
/** Adds a fresh town zone as the admin; answers its id. */
export async function townZone(t: TestApp, admin: Session | null): Promise<string> {
  made += 1;
  const id = `town-${made}-${Math.random().toString(36).slice(2, 8)}`;
  const res = await t.app.inject(withCookie(admin, { method: 'POST', url: '/api/admin/shipping/zones', remoteAddress: freshIp(), payload: { id, ...townZoneBody(id) } }));
  if (res.statusCode !== 201) throw new Error(`town zone fixture: ${res.statusCode} ${res.body}`);
  return id;
}
