import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierDisplay, checkShipment, isCarrierId, shipCarriersFor, shipTrackingUrl, trackingUrlOf } from './carriers';
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

/** A parcel to Europe as checkout keeps it: the zone's carriers with the pages the admin set. */
const europe = [
  { name: 'DHL Express', trackingUrlTemplate: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}' },
  { name: 'Aramex', trackingUrlTemplate: 'https://www.aramex.com/track/results?ShipmentNumber={tracking}' },
  { name: 'Bole runner', trackingUrlTemplate: '' },
];

describe("the carriers a line ships with", () => {
  it("offers the parcel's zone carriers, then by hand; the standard list when the parcel has none", () => {
    const choices = shipCarriersFor(europe);
    expect(choices.map((c) => c.id)).toEqual(['DHL Express', 'Aramex', 'Bole runner', 'by_hand']);
    expect(choices.map((c) => c.listedId)).toEqual([null, null, null, 'by_hand']);
    // A zone carrier without a tracking page (the zone form's empty address) may go without a number.
    expect(choices.map((c) => c.trackingNumber)).toEqual(['required', 'required', 'optional', 'none']);
    expect(choices[2]?.trackingUrlTemplate).toBeNull();
    expect(shipCarriersFor(null).map((c) => c.id)).toEqual([...CARRIERS.map((c) => c.id)]);
    expect(shipCarriersFor([]).map((c) => c.id)).toEqual([...CARRIERS.map((c) => c.id)]);
  });

  it("takes one of the choices with its number as carriers print it, and names what is wrong", () => {
    const choices = shipCarriersFor(europe);
    const ok = checkShipment(choices, { carrier: 'Aramex', trackingNumber: ' 4321 5678 90 ' });
    expect(ok.ok && { id: ok.carrier.id, number: ok.trackingNumber }).toEqual({ id: 'Aramex', number: '4321567890' });
    expect(ok.ok && shipTrackingUrl(ok.carrier, ok.trackingNumber)).toBe('https://www.aramex.com/track/results?ShipmentNumber=4321567890');
    // A listed carrier the zone does not offer, another zone's name, the name in other letters: not this parcel's.
    expect(checkShipment(choices, { carrier: 'dhl_express', trackingNumber: '1234567890' })).toEqual({ ok: false, errors: { carrier: 'CARRIER_UNKNOWN' } });
    expect(checkShipment(choices, { carrier: 'EMS Ethiopia', trackingNumber: '1234567890' })).toEqual({ ok: false, errors: { carrier: 'CARRIER_UNKNOWN' } });
    expect(checkShipment(choices, { carrier: 'aramex', trackingNumber: '1234567890' })).toEqual({ ok: false, errors: { carrier: 'CARRIER_UNKNOWN' } });
    expect(checkShipment(choices, { carrier: '  ', trackingNumber: null })).toEqual({ ok: false, errors: { carrier: 'CARRIER_REQUIRED' } });
    expect(checkShipment(choices, { carrier: 'DHL', trackingNumber: 'AB<1>' })).toEqual({ ok: false, errors: { carrier: 'CARRIER_UNKNOWN', trackingNumber: 'TRACKING_NUMBER_INVALID' } });
    expect(checkShipment(choices, { carrier: 'DHL Express', trackingNumber: '   ' })).toEqual({ ok: false, errors: { trackingNumber: 'TRACKING_NUMBER_REQUIRED' } });
    expect(checkShipment(choices, { carrier: 'DHL Express', trackingNumber: null })).toEqual({ ok: false, errors: { trackingNumber: 'TRACKING_NUMBER_REQUIRED' } });
    expect(checkShipment(choices, { carrier: 'DHL Express', trackingNumber: '<img src=x>' })).toEqual({ ok: false, errors: { trackingNumber: 'TRACKING_NUMBER_INVALID' } });
    const runner = checkShipment(choices, { carrier: 'Bole runner', trackingNumber: 'br 77' });
    expect(runner.ok && { number: runner.trackingNumber, page: shipTrackingUrl(runner.carrier, runner.trackingNumber) }).toEqual({ number: 'BR77', page: null });
    const bare = checkShipment(choices, { carrier: 'Bole runner', trackingNumber: '' });
    expect(bare.ok && bare.trackingNumber).toBeNull();
  });

  it('encodes the number into the page, so it cannot change the address', () => {
    expect(shipTrackingUrl({ trackingUrlTemplate: 'https://t.example.com/?n={tracking}' }, 'AB 12&x')).toBe('https://t.example.com/?n=AB%2012%26x');
    expect(shipTrackingUrl({ trackingUrlTemplate: null }, 'AB12')).toBeNull();
    expect(shipTrackingUrl({ trackingUrlTemplate: 'https://t.example.com/?n={tracking}' }, null)).toBeNull();
  });

  it('needs no tracking number by hand, and keeps one optional for the standard courier across Addis', () => {
    const byHand = checkShipment(shipCarriersFor(europe), { carrier: 'by_hand', trackingNumber: 'whatever <b>' });
    expect(byHand.ok && { id: byHand.carrier.id, number: byHand.trackingNumber }).toEqual({ id: 'by_hand', number: null });
    const standard = shipCarriersFor(null);
    const bare = checkShipment(standard, { carrier: 'addis_courier', trackingNumber: null });
    expect(bare.ok && bare.trackingNumber).toBeNull();
    const numbered = checkShipment(standard, { carrier: 'addis_courier', trackingNumber: 'ab-1234' });
    expect(numbered.ok && numbered.trackingNumber).toBe('AB-1234');
    expect(checkShipment(standard, { carrier: 'addis_courier', trackingNumber: '<x>' })).toEqual({ ok: false, errors: { trackingNumber: 'TRACKING_NUMBER_INVALID' } });
    const ems = checkShipment(standard, { carrier: 'ems_ethiopia', trackingNumber: 'ee 123 456 789 et' });
    expect(ems.ok && shipTrackingUrl(ems.carrier, ems.trackingNumber)).toBe('https://www.ems.post/en/global-network/tracking?tracking=EE123456789ET');
  });

  it('accepts a number only as carriers print it, and no number can change the page it goes to (fast-check)', () => {
    const choices = shipCarriersFor(europe);
    fc.assert(
      fc.property(fc.constantFrom('DHL Express', 'Aramex'), fc.string({ maxLength: 60 }), (carrier, raw) => {
        const checked = checkShipment(choices, { carrier, trackingNumber: raw });
        const normal = normaliseTrackingNumber(raw.trim());
        if (normal === null) {
          expect(checked.ok).toBe(false);
          return;
        }
        expect(checked.ok && checked.trackingNumber).toBe(normal);
        const url = checked.ok ? new URL(shipTrackingUrl(checked.carrier, checked.trackingNumber)!) : null;
        expect(url?.origin).toBe(carrier === 'Aramex' ? 'https://www.aramex.com' : 'https://www.dhl.com');
      }),
    );
  });
});
