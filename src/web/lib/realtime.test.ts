import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { oldestSharedRead } from './realtime';

describe('oldestSharedRead', () => {
  it('is the earliest server read of shared data, ignoring personal data and copies kept on the device', () => {
    const qc = new QueryClient();
    expect(oldestSharedRead(qc)).toBeNull();
    qc.setQueryData(['products', { page: 1 }], [], { updatedAt: 2_000 });
    qc.setQueryData(['categories'], [], { updatedAt: 1_500 });
    // Not a topic any change event names: its age says nothing about missed events.
    qc.setQueryData(['cart', 'u1'], [], { updatedAt: 1_000 });
    // A stored copy shown before the server answered (initialDataUpdatedAt 0).
    qc.setQueryData(['product', 'p1'], {}, { updatedAt: 0 });
    expect(oldestSharedRead(qc)).toBe(1_500);
  });
});
