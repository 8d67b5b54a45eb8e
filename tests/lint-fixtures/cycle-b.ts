// The other half of the planted circle in cycle-a.ts.
import { a } from './cycle-a';

export const b = 'b';
export const callA = (): string => a();
