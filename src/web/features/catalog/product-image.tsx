import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useNearViewport } from '../../components/ui/use-near-viewport';

/** A transparent pixel: the reserved box (with its linen background) until the picture is wanted. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * How near the screen a picture below the fold starts loading. Chrome's own `loading="lazy"` starts
 * at 1,250–2,500 px on mobile networks — most of a phone page — so on a first visit it fetched every
 * card on the home page (about 100 KB) before the shopper scrolled at all.
 */
export const NEAR_SCREEN_MARGIN = '400px';

/** A product image that falls back to the drawn placeholder when it fails to load. */
export function ProductImage({ src, alt, className, eager }: { src: string | null; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, NEAR_SCREEN_MARGIN);
  const url = !src || failed ? '/placeholder-product.svg' : src;
  return (
    <img
      ref={ref}
      // The server's HTML and the first render agree (no address yet for a picture below the fold).
      src={eager || near ? url : BLANK_IMAGE}
      alt={alt}
      width={400}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      // Eager images are the ones at the top of the page: the largest paint waits for them.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('aspect-[4/5] w-full bg-linen object-cover', className)}
    />
  );
}
