import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TOASTS, toast, TOAST_DURATION_MS, useToasts } from './toast';

describe('toasts', () => {
  beforeEach(() => useToasts.setState({ toasts: [] }));

  it('shows at most 3, newest first, for 4 seconds by default', () => {
    for (const title of ['a', 'b', 'c', 'd']) toast({ title });
    const shown = useToasts.getState().toasts.map((t) => t.title);
    expect(MAX_TOASTS).toBe(3);
    expect(shown).toEqual(['d', 'c', 'b']);
    expect(TOAST_DURATION_MS).toBe(4_000);
  });

  it('dismisses one toast by id', () => {
    const id = toast({ title: 'x' });
    toast({ title: 'y' });
    useToasts.getState().dismiss(id);
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['y']);
  });
});
