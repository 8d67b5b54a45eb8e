// A planted runtime circle (cycle-a -> cycle-b -> cycle-a) for src/lint-boundaries.test.ts; ignored by `npm run lint`.
import { b } from './cycle-b';

export const a = (): string => `a${b.length}`;
