import { describe, expect, it } from 'vitest';
import { parseUnitSystem, preferredUnitSystem } from './unit-preference';

describe('preferredUnitSystem', () => {
  it('starts in centimetres for Amharic readers, whatever they pay in', () => {
    expect(preferredUnitSystem({ stored: null, language: 'am-ET', currency: 'USD' })).toBe('metric');
    expect(preferredUnitSystem({ stored: null, language: 'am', currency: 'EUR' })).toBe('metric');
    expect(preferredUnitSystem({ stored: null, language: 'am-ET', currency: 'ETB' })).toBe('metric');
  });

  it('starts in centimetres for shoppers paying in birr', () => {
    expect(preferredUnitSystem({ stored: null, language: 'en', currency: 'ETB' })).toBe('metric');
    expect(preferredUnitSystem({ stored: null, language: 'en', currency: 'etb' })).toBe('metric');
  });

  it('starts in inches for everyone else (the spec default)', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'AED']) expect(preferredUnitSystem({ stored: null, language: 'en', currency })).toBe('inches');
    expect(preferredUnitSystem({ stored: undefined, language: '', currency: '' })).toBe('inches');
  });

  it('keeps a choice the shopper made over any default', () => {
    expect(preferredUnitSystem({ stored: 'inches', language: 'am-ET', currency: 'ETB' })).toBe('inches');
    expect(preferredUnitSystem({ stored: 'metric', language: 'en', currency: 'USD' })).toBe('metric');
  });

  it('ignores a stored value that is not a unit', () => {
    expect(preferredUnitSystem({ stored: 'cm', language: 'en', currency: 'USD' })).toBe('inches');
    expect(preferredUnitSystem({ stored: '{"x":1}', language: 'am-ET', currency: 'USD' })).toBe('metric');
    expect(preferredUnitSystem({ stored: 42, language: 'en', currency: 'ETB' })).toBe('metric');
  });
});

describe('parseUnitSystem', () => {
  it('reads the two units and nothing else', () => {
    expect(parseUnitSystem('metric')).toBe('metric');
    expect(parseUnitSystem('inches')).toBe('inches');
    for (const v of ['METRIC', 'imperial', '', null, undefined, 1, {}]) expect(parseUnitSystem(v)).toBeNull();
  });
});
