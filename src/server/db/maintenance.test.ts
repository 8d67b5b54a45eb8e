import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTOVACUUM_RULE, maintenanceDue } from './maintenance';

const table = (live: number, dead: number, modifiedSinceAnalyze: number) => ({ table: 't', live, dead, modifiedSinceAnalyze });

describe('maintenanceDue', () => {
  it("follows PostgreSQL's autovacuum defaults: dead rows past 50 + 20 %, changes past 50 + 10 %", () => {
    expect(AUTOVACUUM_RULE).toEqual({ vacuumBase: 50, vacuumScale: 0.2, analyzeBase: 50, analyzeScale: 0.1 });
    expect(maintenanceDue(table(1000, 250, 0))).toBeNull();
    expect(maintenanceDue(table(1000, 251, 0))).toBe('vacuum');
    expect(maintenanceDue(table(1000, 0, 150))).toBeNull();
    expect(maintenanceDue(table(1000, 0, 151))).toBe('analyze');
    expect(maintenanceDue(table(0, 51, 0))).toBe('vacuum');
    expect(maintenanceDue(table(0, 0, 0))).toBeNull();
  });

  it('a vacuum (which analyzes too) wins over an analyze, and more dead rows never make it less due', () => {
    fc.assert(
      fc.property(fc.nat(1e7), fc.nat(1e7), fc.nat(1e7), fc.nat(1e6), (live, dead, modified, more) => {
        const due = maintenanceDue(table(live, dead, modified));
        if (due === 'vacuum') expect(maintenanceDue(table(live, dead + more, modified))).toBe('vacuum');
        if (dead > 50 + 0.2 * live) expect(due).toBe('vacuum');
        else if (modified > 50 + 0.1 * live) expect(due).toBe('analyze');
        else expect(due).toBeNull();
      }),
    );
  });
});
