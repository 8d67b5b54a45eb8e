import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { studioProductKeys } from './product-query-keys';
import type { StudioPhoto, StudioProduct } from './product-types';
import { setProductPhotos } from './upload-photo';

const photo = (id: string, sortOrder: number) => ({ id, sortOrder, isPrimary: sortOrder === 0, altText: null, url: `/p/${id}.webp` }) as unknown as StudioPhoto;
const product = (photos: StudioPhoto[]) => ({ id: 'p', name: 'Kemis', photos }) as unknown as StudioProduct;

describe('setProductPhotos', () => {
  it('keeps the upload’s answer when a read started before it lands after it', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = studioProductKeys.product('p');
    qc.setQueryData(key, product([photo('a', 0)]));
    // A read of the product made before the second photo was stored: it answers one photo, late.
    let answer: (p: StudioProduct) => void = () => undefined;
    const stale = qc.fetchQuery({ queryKey: key, queryFn: () => new Promise<StudioProduct>((resolve) => (answer = resolve)), staleTime: 0 }).catch(() => undefined);
    await setProductPhotos(qc, 'p', [photo('a', 0), photo('b', 1)]);
    answer(product([photo('a', 0)]));
    await stale;
    expect(qc.getQueryData<StudioProduct>(key)?.photos.map((p) => p.id)).toEqual(['a', 'b']);
  });
});
