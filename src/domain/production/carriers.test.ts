import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierDisplay, isCarrierId, trackingUrlOf } from './carriers';
import { normaliseTrackingNumber } from './rules';

describe('carriers and their tracking pages', () => {
  it('builds DHL and EMS tracking URLs from the template, and none for couriers without a page', () => {
    expect(trackingUrlOf('dhl_express', '1234567890')).toBe('https://www.dhl.com/et-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890');
    expect(trackingUrlOf('ems_ethiopia', 'EE123456789ET')).toBe('https://www.ems.post/en/global-network/tracking?tracking=EE123456789ET');
    expect(trackingUrlOf('addis_courier', 'AB-1234')).toBeNull();
    expect(trackingUrlOf('by_hand', null)).toBeNull();
    expect(trackingUrlOf('dhl_express', null)).toBeNull();
    expect(trackingUrlOf('DHL', '1234567890')).toBeNull();
  });

  it('encodes whatever the number holds, so no number can change the address (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const url = trackingUrlOf('dhl_express', raw);
        if (raw === '') {
          expect(url).toBeNull();
          return;
        }
        const parsed = new URL(url!);
        expect(parsed.origin).toBe('https://www.dhl.com');
        expect(parsed.searchParams.get('tracking-id')).toBe(raw);
        expect(parsed.searchParams.get('submit')).toBe('1');
      }),
    );
  });

  it('a normalised number reads back unchanged from every carrier page (fast-check)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{2,30}[A-Za-z0-9]$/), (raw) => {
        const number = normaliseTrackingNumber(raw);
        fc.pre(number !== null);
        for (const c of CARRIERS) {
          const url = trackingUrlOf(c.id, number);
          if (c.trackingUrlTemplate === null) expect(url).toBeNull();
          else expect(url).toBe(c.trackingUrlTemplate.replace('{tracking}', number!));
        }
      }),
    );
  });

  it('shows a listed carrier by name and an older free-text carrier as written', () => {
    expect(carrierDisplay('dhl_express')).toEqual({ carrierId: 'dhl_express', name: 'DHL Express' });
    expect(carrierDisplay('EMS Ethiopia')).toEqual({ carrierId: null, name: 'EMS Ethiopia' });
    expect(isCarrierId('by_hand')).toBe(true);
    expect(isCarrierId('toString')).toBe(false);
    expect(CARRIERS.find((c) => c.id === 'by_hand')?.trackingNumber).toBe('none');
  });
});
