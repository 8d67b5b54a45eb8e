// A circle closed by a type-only import: erased at build, so no-cycle must let it pass.
import { typeB } from './type-cycle-b';

export interface TypeA {
  name: string;
}
export const typeA = (): string => typeB;
