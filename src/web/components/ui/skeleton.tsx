import { cn } from '../../lib/cn';

/** Placeholders keep the same boxes as the content so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-linen', className)} />;
}
