import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './form-fields';

const render = (value: string) =>
  renderToStaticMarkup(<TextAreaField id="d" label="Description" value={value} maxLength={4000} counter={`${value.length} / 4000`} onChange={() => undefined} />);

describe('TextAreaField', () => {
  it('keeps a text longer than the limit whole and marks it, instead of the browser cutting it silently', () => {
    const html = render('x'.repeat(10_000));
    expect(html).not.toMatch(/maxlength/i);
    expect(html).toContain('x'.repeat(10_000));
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"/);
    expect(html).toContain('data-over="true"');
    expect(html).toContain('10000 / 4000');
  });

  it('is not marked within the limit', () => {
    const html = render('x'.repeat(4000));
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('data-over');
  });
});
