import { useState } from 'react';
import { cn } from '../../lib/cn';

/** A product image that falls back to the drawn placeholder when it fails to load. */
export function ProductImage({ src, alt, className, eager }: { src: string | null; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? '/placeholder-product.svg' : src;
  return (
    <img
      src={url}
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
