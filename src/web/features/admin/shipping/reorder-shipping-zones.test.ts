import { describe, expect, it } from 'vitest';
import { movedOrder } from './reorder-shipping-zones';

const zones = [{ id: 'addis-ababa' }, { id: 'ethiopia' }, { id: 'europe-uk' }];

describe('moving a zone', () => {
  it('swaps it with its neighbour, up or down', () => {
    expect(movedOrder(zones, { id: 'ethiopia', by: -1 })).toEqual(['ethiopia', 'addis-ababa', 'europe-uk']);
    expect(movedOrder(zones, { id: 'ethiopia', by: 1 })).toEqual(['addis-ababa', 'europe-uk', 'ethiopia']);
  });

  it('does not move past an end, nor a zone that is not there', () => {
    expect(movedOrder(zones, { id: 'addis-ababa', by: -1 })).toBeNull();
    expect(movedOrder(zones, { id: 'europe-uk', by: 1 })).toBeNull();
    expect(movedOrder(zones, { id: 'japan', by: 1 })).toBeNull();
    expect(movedOrder([], { id: 'japan', by: -1 })).toBeNull();
  });

  it('leaves the list it was given as it was', () => {
    const copy = structuredClone(zones);
    movedOrder(zones, { id: 'ethiopia', by: 1 });
    expect(zones).toEqual(copy);
  });
});
