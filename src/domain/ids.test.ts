import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  const a = '11111111-1111-4111-8111-111111111111';

  it('recognises ids', () => {
    expect(isUuid(a)).toBe(true);
    expect(isUuid(a.toUpperCase())).toBe(true);
    expect(isUuid(`${a}x`)).toBe(false);
    expect(isUuid("' or 1=1 --")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
