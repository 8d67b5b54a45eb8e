import { describe, expect, it } from 'vitest';
import { classGroup, cn } from './cn';

describe('cn', () => {
  it('joins conditional class names like clsx', () => {
    expect(cn('a', false, null, undefined, ['c', { d: true, e: false }])).toBe('a c d');
    expect(cn()).toBe('');
  });

  it('lets the later utility win a conflict the stylesheet would decide the other way', () => {
    // Skeleton: rounded-md and bg-linen come after these in Tailwind's CSS.
    expect(cn('animate-pulse rounded-md bg-linen', 'h-11 w-11 rounded-full')).toBe('animate-pulse bg-linen h-11 w-11 rounded-full');
    expect(cn('animate-pulse rounded-md bg-linen', 'h-4 w-24 bg-cotton/20')).toBe('animate-pulse rounded-md h-4 w-24 bg-cotton/20');
    // The ghost button's text-ink against the cart's crimson 'Clear cart'.
    expect(cn('text-ink hover:bg-linen disabled:text-ink/40', 'min-h-9 px-3 text-sm', 'min-h-11 text-crimson')).toBe('hover:bg-linen disabled:text-ink/40 px-3 text-sm min-h-11 text-crimson');
    // The search box's small thumbnails against the product image's full width.
    expect(cn('aspect-[4/5] w-full bg-linen object-cover', 'h-12 w-10 shrink-0 rounded-md')).toBe('aspect-[4/5] bg-linen object-cover h-12 w-10 shrink-0 rounded-md');
    // The link button's padding gives way to the size's, as it did with tailwind-merge.
    expect(cn('text-emerald px-0 min-h-0', 'min-h-11 px-4 text-sm')).toBe('text-emerald min-h-11 px-4 text-sm');
  });

  it('keeps utilities of different groups, variants or sides', () => {
    const keep = [
      'text-sm text-emerald text-center',
      'font-display font-bold',
      'border border-line border-t-transparent border-b-2',
      'rounded-full rounded-t-2xl',
      'px-4 sm:px-6 lg:px-8 hover:px-2',
      'flex flex-col flex-1 flex-wrap',
      'focus:ring-2 focus:ring-emerald/20 outline-3 outline-offset-2 outline-saffron',
      'min-h-11 h-11 max-h-[90dvh]',
      'bg-white/90 bg-cover',
      'p-4 px-2',
      'inset-0 inset-x-0 -translate-x-1/2 -translate-y-1/2',
      'transition-colors select-none',
    ];
    for (const classes of keep) expect(cn(classes), classes).toBe(classes);
  });

  it('treats a negative value, an important mark and arbitrary values in their own group', () => {
    expect(cn('mt-4', '-mt-6')).toBe('-mt-6');
    expect(cn('border border-line', 'border-2')).toBe('border-line border-2');
    expect(cn('!mt-4', 'mt-6')).toBe('!mt-4 mt-6');
    expect(cn('text-sm', 'text-[11px]')).toBe('text-[11px]');
    expect(cn('text-ink', 'text-[#8a6400]')).toBe('text-[#8a6400]');
    expect(cn('data-[state=open]:bg-linen', 'data-[state=open]:bg-white')).toBe('data-[state=open]:bg-white');
  });

  it('names groups only for utilities it knows', () => {
    expect(classGroup('sm:grid-cols-2')).toBe('sm:|grid-cols');
    expect(classGroup('hover:bg-linen')).toBe('hover:|bg-color');
    expect(classGroup('tibeb-band')).toBeNull();
    expect(classGroup('animate-fade-in')).toBeNull();
  });

  it('answers the same from its cache, also after the cache has been emptied', () => {
    const first = cn('px-4 py-2 text-ink', { 'px-0': true }, 'text-crimson');
    expect(first).toBe('py-2 px-0 text-crimson');
    expect(cn('px-4 py-2 text-ink', { 'px-0': true }, 'text-crimson')).toBe(first);
    for (let i = 0; i < 1500; i += 1) cn(`mt-${i}`, 'mt-1');
    expect(cn('px-4 py-2 text-ink', { 'px-0': true }, 'text-crimson')).toBe(first);
    expect(cn(`mt-1499`, 'mt-1')).toBe('mt-1');
  });
});
