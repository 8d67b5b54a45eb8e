import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeLink } from '../security/input';
import { escapeMarkdown, markdownLinkTargets, parseInline, parseMarkdown, plainText, type Block, type Inline } from './markdown';

const INLINE_TYPES = new Set(['text', 'strong', 'em', 'link']);
const BLOCK_TYPES = new Set(['heading', 'paragraph', 'list']);

function inlines(blocks: Block[]): Inline[] {
  const all: Inline[] = [];
  const walk = (nodes: Inline[]) => nodes.forEach((n) => (all.push(n), n.type === 'text' ? undefined : walk(n.children)));
  for (const b of blocks) {
    if (b.type === 'heading') walk(b.children);
    else if (b.type === 'paragraph') b.lines.forEach(walk);
    else b.items.forEach(walk);
  }
  return all;
}

/** Lines trimmed, blank runs as one blank line, none at either end: what a reader sees. */
function normalize(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

const hostile = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: fc.constantFrom('*', '_', '[', ']', '(', ')', '\\', '#', ' ', '\n', '-', '1', '.', 'a', ':', '/'), maxLength: 200 }),
  fc.constantFrom(
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x]( javascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](//evil.example)',
    '[x](/\\evil.example)',
    '[x](/\\/evil.example)',
    '[x](/\\\\evil.example)',
    '[x](vbscript:msgbox)',
    '[x](/ok)',
    '[**x**](https://tibeb.example)',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[a](/b c)',
  ),
);

describe('parseMarkdown', () => {
  it('reads the subset: headings, paragraphs with line breaks, lists, bold, italic, links', () => {
    const blocks = parseMarkdown('# Title\n\nFirst line\nsecond **bold** and *it* and _it2_\n\n- one\n- [two](/help)\n\n1. a\n2) b\n\n### Small');
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        lines: [
          [{ type: 'text', text: 'First line' }],
          [
            { type: 'text', text: 'second ' },
            { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
            { type: 'text', text: ' and ' },
            { type: 'em', children: [{ type: 'text', text: 'it' }] },
            { type: 'text', text: ' and ' },
            { type: 'em', children: [{ type: 'text', text: 'it2' }] },
          ],
        ],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one' }], [{ type: 'link', href: '/help', children: [{ type: 'text', text: 'two' }] }]] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b' }]] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Small' }] },
    ]);
  });

  it('keeps an unsafe link as its label, as text', () => {
    expect(parseInline('go [here](javascript:alert(1)) now')).toEqual([{ type: 'text', text: 'go here) now' }]);
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](https://tibeb.example/a)')).toEqual([{ type: 'link', href: 'https://tibeb.example/a', children: [{ type: 'text', text: 'x' }] }]);
  });

  it('leaves markup it does not know as text: HTML stays characters', () => {
    expect(plainText(parseMarkdown('<script>alert(1)</script>'))).toBe('<script>alert(1)</script>');
    expect(plainText(parseMarkdown('**unclosed [link( _x'))).toBe('**unclosed [link( _x');
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*not em\\*')).toEqual([{ type: 'text', text: '*not em*' }]);
    expect(parseMarkdown('\\# not a heading')[0]?.type).toBe('paragraph');
    expect(parseMarkdown('1\\. not a list')[0]?.type).toBe('paragraph');
  });

  it('lists the link targets written in a text, escaped ones aside', () => {
    expect(markdownLinkTargets('[a](/x) and [b]( javascript:1 ) and \\[c](/y)')).toEqual(['/x', 'javascript:1']);
  });

  it('never produces an unsafe link or a node outside the subset, whatever the input', () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 6 }).map((parts) => parts.join('')), (source) => {
        const blocks = parseMarkdown(source);
        for (const b of blocks) expect(BLOCK_TYPES.has(b.type)).toBe(true);
        for (const node of inlines(blocks)) {
          expect(INLINE_TYPES.has(node.type)).toBe(true);
          if (node.type === 'link') {
            expect(isSafeLink(node.href)).toBe(true);
            expect(node.href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
            expect(node.href.startsWith('//')).toBe(false);
            // A browser reads '/\\host' as '//host': another site.
            if (node.href.startsWith('/')) expect(new URL(node.href, 'https://tibeb.example/').origin).toBe('https://tibeb.example');
            // Links do not nest.
            expect(inlines([{ type: 'paragraph', lines: [node.children] }]).some((n) => n.type === 'link')).toBe(false);
          }
          if (node.type === 'text') expect(node.text.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never loses or invents characters outside markup: escaped text round-trips', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: fc.constantFrom('*', '_', '[', ']', '(', ')', '\\', '#', ' ', '\n', '-', '+', '1', '.', '•', 'x', 'ሰ'), maxLength: 200 })), (text) => {
        expect(plainText(parseMarkdown(escapeMarkdown(text)))).toBe(normalize(text));
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips plain text (no markup characters) as itself', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdefghij ሰላምኢትዮጵያ,;!?\'"'.split('')), minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (paragraphs) => {
        const source = paragraphs.map((lines) => lines.join('\n')).join('\n\n');
        expect(plainText(parseMarkdown(source))).toBe(normalize(source));
      }),
    );
  });

  it('stays linear on pathological input', () => {
    for (const unit of ['[', '*', '_', '**', '[a](', '\\', '#', '- ']) {
      const started = performance.now();
      parseMarkdown(unit.repeat(20_000));
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
