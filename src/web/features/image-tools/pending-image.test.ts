import { afterEach, describe, expect, it } from 'vitest';
import { forgetPendingImage, isPendingImage, keepPendingImage, peekPendingImage, takePendingImageFor } from './pending-image';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

afterEach(() => forgetPendingImage());

describe('pending generated image', () => {
  it('accepts only a fresh PNG data URL with a safe name', () => {
    const now = 1_800_000_000_000;
    expect(isPendingImage({ dataUrl: PNG, name: 'tibeb-illustration-1.png', at: now - 1000 }, now)).toBe(true);
    expect(isPendingImage({ dataUrl: PNG, name: 'x.png', at: now - 2 * 60 * 60 * 1000 }, now)).toBe(false);
    expect(isPendingImage({ dataUrl: PNG, name: 'x.png', at: now + 5000 }, now)).toBe(false);
    expect(isPendingImage({ dataUrl: 'data:text/html;base64,PHNjcmlwdD4=', name: 'x.png', at: now }, now)).toBe(false);
    expect(isPendingImage({ dataUrl: 'javascript:alert(1)', name: 'x.png', at: now }, now)).toBe(false);
    expect(isPendingImage({ dataUrl: PNG, name: '../../etc/passwd', at: now }, now)).toBe(false);
    expect(isPendingImage({ dataUrl: PNG, name: 'x.png', at: 'soon' }, now)).toBe(false);
    expect(isPendingImage(null, now)).toBe(false);
    expect(isPendingImage('{"dataUrl":1}', now)).toBe(false);
  });

  it('hands the picture once, and only to a product made after it', () => {
    keepPendingImage(PNG, 'tibeb-illustration-1.png');
    const handed = peekPendingImage();
    expect(handed?.name).toBe('tibeb-illustration-1.png');
    const at = handed?.at ?? 0;
    expect(takePendingImageFor(new Date(at - 24 * 60 * 60 * 1000).toISOString())).toBeNull();
    expect(peekPendingImage()).not.toBeNull();
    const file = takePendingImageFor(new Date(at + 5000).toISOString());
    expect(file?.name).toBe('tibeb-illustration-1.png');
    expect(file?.type).toBe('image/png');
    expect(file?.size).toBeGreaterThan(60);
    expect(peekPendingImage()).toBeNull();
    expect(takePendingImageFor(new Date(at + 5000).toISOString())).toBeNull();
  });
});
