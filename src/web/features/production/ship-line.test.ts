import { describe, expect, it } from 'vitest';
import { shipCarriersFor } from '@domain/production/carriers';
import { shipmentFieldErrors } from './ship-line';

const europe = shipCarriersFor([{ name: 'DHL Express', trackingUrlTemplate: 'https://www.dhl.com/track?id={tracking}' }]);

describe("the ship form's own check", () => {
  it("names what the server would refuse, against the line's carriers", () => {
    expect(shipmentFieldErrors({ carriers: europe, carrier: '', trackingNumber: '', note: '' })).toEqual({ carrier: 'CARRIER_REQUIRED' });
    expect(shipmentFieldErrors({ carriers: europe, carrier: 'dhl_express', trackingNumber: '1234567890', note: '' })).toEqual({ carrier: 'CARRIER_UNKNOWN' });
    expect(shipmentFieldErrors({ carriers: europe, carrier: 'DHL Express', trackingNumber: '', note: '' })).toEqual({ trackingNumber: 'TRACKING_NUMBER_REQUIRED' });
    expect(shipmentFieldErrors({ carriers: europe, carrier: 'DHL Express', trackingNumber: '12<34>', note: '' })).toEqual({ trackingNumber: 'TRACKING_NUMBER_INVALID' });
    expect(shipmentFieldErrors({ carriers: europe, carrier: 'DHL Express', trackingNumber: '12 3456 7890', note: 'x'.repeat(1001) })).toEqual({ note: 'PRODUCTION_NOTE_TOO_LONG' });
  });

  it('lets a sendable shipment through: a zone carrier with its number, or by hand without one', () => {
    expect(shipmentFieldErrors({ carriers: europe, carrier: 'DHL Express', trackingNumber: '12 3456 7890', note: '' })).toBeNull();
    expect(shipmentFieldErrors({ carriers: europe, carrier: 'by_hand', trackingNumber: '', note: '' })).toBeNull();
  });
});
