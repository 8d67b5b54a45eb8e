import { describe, expect, it } from 'vitest';
import { resolveNav } from './nav-links';

const t = (k: string) => k;
const item = (n: number) => ({ id: `m${n}`, title: `Item ${n}`, titleAm: `ንጥል ${n}`, url: `/x${n}`, isExternal: false });

describe('resolveNav', () => {
  it('uses the fallback when fewer than 4 items come back', () => {
    expect(resolveNav([item(1), item(2), item(3)], 'en', t).map((l) => l.to)).toEqual(['/products', '/categories', '/designers', '/sale', '/about']);
    expect(resolveNav(undefined, 'en', t)).toHaveLength(5);
  });
  it('uses server items when at least 4, at most 5, in the reader language', () => {
    const nav = resolveNav([1, 2, 3, 4, 5, 6].map(item), 'am-ET', t);
    expect(nav).toHaveLength(5);
    expect(nav[0]?.label).toBe('ንጥል 1');
  });
});
