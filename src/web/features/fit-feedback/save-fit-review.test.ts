import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitReviewInputSchema } from '@domain/fit-feedback/schemas';
import { saveFitReview } from './save-fit-review';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The body the form puts on the wire for one review. */
async function sentBody(input: Parameters<typeof saveFitReview>[0]['input']): Promise<unknown> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ review: {} }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  await saveFitReview({ lineId: 'line-1', productId: 'p1', input });
  const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
  return JSON.parse(String(init.body));
}

describe('saveFitReview', () => {
  // The server validates the body with the same schema; the parsed value (note: null) failed it.
  it('sends a two-tap review the server schema accepts', async () => {
    const body = await sentBody({ overall: 'a_little_small', areas: {}, note: undefined, kept: 'kept' });
    expect(body).not.toHaveProperty('note');
    expect(fitReviewInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends a detailed review as entered, and the server schema accepts it', async () => {
    const body = await sentBody({ overall: 'too_small', areas: { bust: 'too_small' }, note: '  Tight at the bust ', kept: 'returning' });
    expect(body).toEqual({ overall: 'too_small', areas: { bust: 'too_small' }, note: '  Tight at the bust ', kept: 'returning' });
    expect(fitReviewInputSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a review without a verdict before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(() => saveFitReview({ lineId: 'line-1', productId: null, input: { overall: 'roomy' as 'too_small' } })).toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
