import { describe, expect, it } from 'vitest';
import { addressLines, firstName, paymentState, type AddressLabels } from './order-view';

const labels: AddressLabels = {
  house: (v) => `House ${v}`,
  kebele: (v) => `Kebele ${v}`,
  woreda: (v) => `Woreda ${v}`,
};

describe('order view', () => {
  it('names the payment state the page shows', () => {
    expect(paymentState({ paymentMethod: 'cod', paymentStatus: 'unpaid', canRetryPayment: false })).toBe('on_delivery');
    expect(paymentState({ paymentMethod: 'cod', paymentStatus: 'paid', canRetryPayment: false })).toBe('paid');
    expect(paymentState({ paymentMethod: 'chapa', paymentStatus: 'pending', canRetryPayment: false })).toBe('pending');
    expect(paymentState({ paymentMethod: 'chapa', paymentStatus: 'unpaid', canRetryPayment: false })).toBe('pending');
    expect(paymentState({ paymentMethod: 'stripe', paymentStatus: 'unpaid', canRetryPayment: true })).toBe('failed');
    expect(paymentState({ paymentMethod: 'stripe', paymentStatus: 'failed', canRetryPayment: true })).toBe('failed');
    expect(paymentState({ paymentMethod: 'stripe', paymentStatus: 'refunded', canRetryPayment: false })).toBe('refunded');
  });

  it('writes an Ethiopian address as a courier reads it', () => {
    expect(
      addressLines({ fullName: 'Selam Tesfaye', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', kebele: '05', houseNumber: '1234', landmark: 'Behind Edna Mall' }, 'Ethiopia', labels),
    ).toEqual(['Selam Tesfaye', 'House 1234, Kebele 05, Woreda 03', 'Bole, Addis Ababa', 'Behind Edna Mall', 'Ethiopia']);
    // The landmark is the shopper's own words, whatever preposition they chose.
    expect(addressLines({ fullName: 'A B', country: 'ET', city: 'Adama', landmark: 'Opposite the bus station' }, 'Ethiopia', labels)).toEqual(['A B', 'Adama', 'Opposite the bus station', 'Ethiopia']);
    // Words typed in already say what they are.
    expect(addressLines({ fullName: 'A B', country: 'ET', city: 'Adama', woreda: 'Woreda 2' }, 'Ethiopia', labels)).toEqual(['A B', 'Woreda 2', 'Adama', 'Ethiopia']);
  });

  it('writes an address abroad in lines', () => {
    expect(addressLines({ fullName: 'Hana', country: 'US', city: 'Washington', region: 'DC', postalCode: '20001', addressLine1: '1 Main St' }, 'United States', labels)).toEqual([
      'Hana',
      '1 Main St',
      'Washington, DC, 20001',
      'United States',
    ]);
  });

  it('greets by the first name', () => {
    expect(firstName('  Selam   Tesfaye ')).toBe('Selam');
    expect(firstName('')).toBe('');
    expect(firstName(null)).toBe('');
  });
});
