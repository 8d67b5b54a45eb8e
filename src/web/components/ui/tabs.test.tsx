import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const render = (value: string) =>
  renderToStaticMarkup(
    <Tabs.Root defaultValue={value}>
      <Tabs.List aria-label="Details">
        <Tabs.Trigger value="description">Description</Tabs.Trigger>
        <Tabs.Trigger value="care">Care</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description">About the dress</Tabs.Content>
      <Tabs.Content value="care">Hand wash</Tabs.Content>
    </Tabs.Root>,
  );

/** Each element with the role, as its attributes and text (no DOM in the unit project). */
function parts(html: string, role: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag} ([^>]*role="${role}"[^>]*)>(.*?)</${tag}>`, 'g'))].map(([, attrs = '', text]) => ({
    attr: (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attrs)?.[1] ?? (new RegExp(`(?:^| )${name}(?: |$)`).test(attrs) ? '' : null),
    text,
  }));
}

describe('Tabs', () => {
  it('marks the selected tab and shows only its panel, each labelled by its tab', () => {
    const html = render('care');
    const tabs = parts(html, 'tab', 'button');
    const panels = parts(html, 'tabpanel', 'div');
    expect(tabs.map((t) => [t.text, t.attr('aria-selected'), t.attr('data-state'), t.attr('tabindex')])).toEqual([
      ['Description', 'false', 'inactive', '-1'],
      ['Care', 'true', 'active', '0'],
    ]);
    expect(panels.map((p) => [p.text, p.attr('hidden') !== null])).toEqual([
      ['', true],
      ['Hand wash', false],
    ]);
    for (const [i, tab] of tabs.entries()) {
      expect(tab.attr('aria-controls')).toBe(panels[i]?.attr('id'));
      expect(panels[i]?.attr('aria-labelledby')).toBe(tab.attr('id'));
    }
    expect(html).toContain('role="tablist" aria-orientation="horizontal" data-orientation="horizontal" aria-label="Details"');
  });

  it('starts on the tab it is given', () => {
    const tabs = parts(render('description'), 'tab', 'button');
    expect(tabs.map((t) => t.attr('data-state'))).toEqual(['active', 'inactive']);
  });
});
