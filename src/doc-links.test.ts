import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link in the README and docs/ points at a file (or folder) that exists, and a
 * link to a heading (#anchor) of a Markdown file names a heading it has: pages move and get
 * renamed, and a broken link is found here rather than by a new engineer.
 */
const root = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** The [text](target) links of a Markdown file, outside code blocks and inline code. */
function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

const files = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];

describe('links in the README and docs/', () => {
  it.each(files.map((f) => [path.relative(root, f), f]))('%s links only to what exists', (_name, file) => {
    const broken: string[] = [];
    for (const link of linksOf(file)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // http:, https:, mailto: are not checked here
      const [target = '', anchor] = link.split('#');
      const resolved = target === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(target));
      if (!existsSync(resolved)) broken.push(link);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor.toLowerCase())) broken.push(link);
    }
    expect(broken).toEqual([]);
  });
});
