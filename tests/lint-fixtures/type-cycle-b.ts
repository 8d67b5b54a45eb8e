// The type-only half of the circle in type-cycle-a.ts.
import type { TypeA } from './type-cycle-a';

export const typeB = 'b';
export const nameOf = (value: TypeA): string => value.name;
