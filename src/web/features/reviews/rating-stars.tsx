import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * Five stars filled to the rating (halves rounded to the nearer whole star for the picture); the
 * words are the caller's (`label`), read instead of the pictures by screen readers.
 */
export function RatingStars({ value, label, className, size = 'sm' }: { value: number; label: string; className?: string; size?: 'sm' | 'lg' }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex shrink-0 items-center', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn(size === 'lg' ? 'h-5 w-5' : 'h-4 w-4', n <= filled ? 'fill-saffron text-saffron' : 'fill-transparent text-ink/25')} />
      ))}
    </span>
  );
}
