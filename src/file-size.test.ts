import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file grows past 600 lines (docs/architecture.md): a file that large is several things
 * that want names of their own. Data files (the seed's catalogue vocabulary) and generated files
 * (migrations, their snapshots) are lists, not logic, and are left out.
 */
const root = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 600;
const DATA_OR_GENERATED = [/^src\/server\/db\/seed\/catalogue\//, /^src\/server\/db\/migrations\//];

function oversized(files: Array<{ file: string; lines: number }>): string[] {
  return files.filter((f) => f.lines > MAX_LINES && !DATA_OR_GENERATED.some((re) => re.test(f.file))).map((f) => `${f.file} (${f.lines} lines)`);
}

describe('file sizes', () => {
  it(`finds a planted file over ${MAX_LINES} lines, and leaves data out`, () => {
    expect(oversized([{ file: 'src/web/features/x/big.tsx', lines: 601 }])).toEqual(['src/web/features/x/big.tsx (601 lines)']);
    expect(oversized([{ file: 'src/web/features/x/ok.tsx', lines: 600 }])).toEqual([]);
    expect(oversized([{ file: 'src/server/db/seed/catalogue/vocabulary.ts', lines: 900 }])).toEqual([]);
  });

  it(`keeps every tracked source file at ${MAX_LINES} lines or fewer`, () => {
    const tracked = execFileSync('git', ['ls-files', '-z', '--', 'src', 'scripts', 'tests', 'bench'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
    expect(tracked.length).toBeGreaterThan(100);
    const sizes = tracked.map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }));
    expect(oversized(sizes)).toEqual([]);
  });
});
