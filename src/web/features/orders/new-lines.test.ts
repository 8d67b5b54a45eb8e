import { describe, expect, it } from 'vitest';
import { isShownAsNew, linesToMarkSeen, studioNewCount } from './new-lines';

const line = (id: string, isNew: boolean) => ({ id, isNew });

describe("the studio's new lines", () => {
  it('marks the new lines seen once, and keeps showing them as new for the visit', () => {
    const lines = [line('a', true), line('b', false), line('c', true), line('a', true)];
    expect(linesToMarkSeen(lines, new Set())).toEqual(['a', 'c']);
    const arrived = new Set(['a', 'c']);
    expect(linesToMarkSeen(lines, arrived)).toEqual([]);
    // The server has them seen now; the badge stays until the designer leaves.
    expect(isShownAsNew(line('a', false), arrived)).toBe(true);
    expect(isShownAsNew(line('b', false), arrived)).toBe(false);
  });

  it('counts the same before and after the server answers, and adds new lines not loaded yet', () => {
    const before = [line('a', true), line('b', false), line('c', true)];
    // The server counts 5: a, c and three on later pages.
    expect(studioNewCount(before, new Set(), 5)).toBe(5);
    expect(studioNewCount(before, new Set(['a', 'c']), 5)).toBe(5);
    const after = [line('a', false), line('b', false), line('c', false)];
    expect(studioNewCount(after, new Set(['a', 'c']), 3)).toBe(5);
    expect(studioNewCount(after, new Set(), 0)).toBe(0);
  });
});
