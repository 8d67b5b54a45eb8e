import { describe, expect, it } from 'vitest';
import { lastToastId, toast, toastsYieldingTo, useToasts, withToast, type ToastItem } from './toast-store';

const item = (id: number, extra: Partial<ToastItem> = {}): ToastItem => ({ id, title: `toast ${id}`, ...extra });

describe('withToast', () => {
  it('puts the newest first, one per key, at most three', () => {
    const shown = [item(3, { key: 'cart' }), item(2), item(1)];
    expect(withToast(shown, item(4, { key: 'cart' })).map((t) => t.id)).toEqual([4, 2, 1]);
    expect(withToast(shown, item(4)).map((t) => t.id)).toEqual([4, 3, 2]);
  });
});

describe('toastsYieldingTo', () => {
  it('names the toasts from before the dialog opened, but not an error or one with an action', () => {
    const shown = [
      item(7, { variant: 'success' }),
      item(5, { variant: 'destructive' }),
      item(4, { action: { label: 'Edit', onClick: () => undefined } }),
      item(3, { variant: 'success' }),
      item(2),
    ];
    expect(toastsYieldingTo(shown, 6)).toEqual([3, 2]);
    expect(toastsYieldingTo(shown, 1)).toEqual([]);
    expect(toastsYieldingTo([], 6)).toEqual([]);
  });
});

describe('lastToastId', () => {
  it('is the id of the toast shown last', () => {
    const before = lastToastId();
    const id = toast({ title: 'Update posted' });
    expect(id).toBe(before + 1);
    expect(lastToastId()).toBe(id);
    // A dialog opened now lets this one give way; one shown after it opened stays.
    const later = toast({ title: 'Shipped' });
    expect(toastsYieldingTo(useToasts.getState().toasts, id)).toEqual([id]);
    expect(later).toBeGreaterThan(id);
  });
});
