import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Me } from '@domain/accounts/api';
import { meIdQuery } from './use-me-id';

/** What a component using `useMeId` is told, from its first render until `/api/me` has answered. */
async function seenBy(answer: Me | null): Promise<{ first: unknown; notified: unknown[] }> {
  const client = new QueryClient();
  let settle: (me: Me | null) => void = () => undefined;
  const observer = new QueryObserver(client, { ...meIdQuery(), queryFn: () => new Promise<Me | null>((resolve) => (settle = resolve)) });
  const first = observer.getOptimisticResult(client.defaultQueryOptions(observer.options)).data;
  const notified: unknown[] = [];
  // Tracks `data` only, as the hook does by destructuring it.
  observer.trackProp('data');
  const stop = observer.subscribe((result) => notified.push(result.data));
  settle(answer);
  await client.fetchQuery({ queryKey: observer.options.queryKey, queryFn: () => answer });
  await new Promise((resolve) => setTimeout(resolve, 0));
  stop();
  client.clear();
  return { first, notified };
}

describe('useMeId options', () => {
  it("read null before the answer and are not notified when a guest's answer is null", async () => {
    const { first, notified } = await seenBy(null);
    expect(first).toBeNull();
    expect(notified).toEqual([]);
  });

  it('are notified with the id when the answer is an account', async () => {
    const me = { id: 'u-1', role: 'customer' } as Me;
    const { first, notified } = await seenBy(me);
    expect(first).toBeNull();
    expect(notified).toContain('u-1');
  });
});
