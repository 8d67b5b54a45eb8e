import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, MAX_TOASTS, toast, TOAST_DURATION_MS, useToasts, withToast, type ToastItem } from './toast';

const titles = () => useToasts.getState().toasts.map((t) => t.title);

describe('toasts', () => {
  beforeEach(() => useToasts.setState({ toasts: [] }));

  it('shows at most 3, newest first, for 4 seconds by default', () => {
    for (const title of ['a', 'b', 'c', 'd']) toast({ title });
    expect(MAX_TOASTS).toBe(3);
    expect(titles()).toEqual(['d', 'c', 'b']);
    expect(TOAST_DURATION_MS).toBe(4_000);
  });

  it('dismisses one toast by id', () => {
    const id = toast({ title: 'x' });
    toast({ title: 'y' });
    useToasts.getState().dismiss(id);
    expect(titles()).toEqual(['y']);
  });

  it('replaces a shown toast with the same key instead of stacking it', () => {
    toast({ title: 'Added to Cart', key: 'cart' });
    toast({ title: 'Link Copied' });
    toast({ title: 'Cart Updated', key: 'cart' });
    toast({ title: 'Cart Updated', key: 'cart' });
    expect(titles()).toEqual(['Cart Updated', 'Link Copied']);
  });

  it('dismisses by key once the cause is resolved, leaving the others', () => {
    toast({ title: 'Size Selection Required', key: 'size-required' });
    toast({ title: 'Link Copied' });
    dismissToast('size-required');
    expect(titles()).toEqual(['Link Copied']);
  });

  it('dismissing an absent key changes nothing (no re-render of the region)', () => {
    toast({ title: 'x' });
    const before = useToasts.getState().toasts;
    dismissToast('nothing-here');
    expect(useToasts.getState().toasts).toBe(before);
  });

  it('withToast keeps untouched toasts as they were and caps the list', () => {
    const a: ToastItem = { id: 1, title: 'a', key: 'k' };
    const b: ToastItem = { id: 2, title: 'b' };
    const c: ToastItem = { id: 3, title: 'c' };
    expect(withToast([b, a], { id: 4, title: 'a2', key: 'k' })).toEqual([{ id: 4, title: 'a2', key: 'k' }, b]);
    expect(withToast([c, b, a], { id: 5, title: 'd' }).map((t) => t.id)).toEqual([5, 3, 2]);
    // Toasts without a key never replace each other.
    expect(withToast([b], { id: 6, title: 'b' }).map((t) => t.id)).toEqual([6, 2]);
  });
});
