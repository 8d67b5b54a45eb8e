import { useState } from 'react';
import { cn } from '../../lib/cn';

/** A small 4:5 product picture that falls back to the drawn placeholder (the product may be gone). */
export function LineThumb({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? '/placeholder-product.svg' : src}
      // The product's name is written next to it; the picture adds nothing for a screen reader.
      alt=""
      width={64}
      height={80}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('aspect-[4/5] w-16 shrink-0 rounded-lg bg-linen object-cover', className)}
    />
  );
}
