import { describe, expect, it } from 'vitest';
import { WAIST_DEFINITION } from './default-size-charts';
import { isNavelWaist } from './waist';

describe('isNavelWaist', () => {
  it('knows the default charts’ waist and the ways a designer may write it', () => {
    for (const text of [WAIST_DEFINITION, 'Waist at navel level', 'umbilical waist', 'ወገብ እምብርት ላይ']) expect(isNavelWaist(text), text).toBe(true);
  });

  it('leaves any other definition to be shown as written', () => {
    for (const text of ['natural waist (narrowest point)', 'high waist', '']) expect(isNavelWaist(text), text).toBe(false);
  });
});
