import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './providers';

const unauthenticated = () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'Auth session missing!'));

describe('a session that ended elsewhere', () => {
  it('reads the account again when a signed-in shopper gets a 401, from a query or a mutation', async () => {
    const client = createQueryClient();
    client.setQueryData(['me'], { id: 'u1' });
    await client.fetchQuery({ queryKey: ['cart'], queryFn: unauthenticated, retry: false }).catch(() => undefined);
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(true);

    client.setQueryData(['me'], { id: 'u1' });
    await client.getMutationCache().build(client, { mutationFn: unauthenticated }).execute(undefined).catch(() => undefined);
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(true);
  });

  it('leaves a guest alone, and other errors too', async () => {
    const client = createQueryClient();
    client.setQueryData(['me'], null);
    await client.fetchQuery({ queryKey: ['cart'], queryFn: unauthenticated, retry: false }).catch(() => undefined);
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(false);
    client.setQueryData(['me'], { id: 'u1' });
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'no')), retry: false }).catch(() => undefined);
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(false);
  });
});
