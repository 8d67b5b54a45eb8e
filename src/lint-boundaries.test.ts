// The boundary rules of eslint.config.js (docs/decisions/026-boundaries-enforced-by-import-x.md), shown
// failing: each planted snippet is linted as if it lived at a real path, with the project's own config.
// The import targets are picked from the folders as they are now, so that renaming a file does not
// break the test; only the circle needs files on disk (tests/lint-fixtures, which `npm run lint` skips).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ZONE = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

interface Finding {
  ruleId: string | null;
  message: string;
}

let eslint: ESLint;
beforeAll(() => {
  // `ignore: false` so that the fixtures, ignored by `npm run lint`, are linted here.
  eslint = new ESLint({ cwd: root, ignore: false });
});

/** The import-x findings (and any parse failure) for `code` placed at `file`. */
async function boundaryFindings(file: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.fatal === true || m.ruleId?.startsWith('import-x/'))
    .map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

// The first lint loads the config and the resolver, and no-cycle parses every file an import reaches:
// 17 s for one case on the loaded 2-core development machine, so the unit project's 30 s is too tight.
const LINTING = { timeout: 120_000 };

const oneFinding = (ruleId: string, says: string) => [{ ruleId, message: expect.stringContaining(says) }];

const folders = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const foldersWith = (dir: string, file: string): string[] => folders(dir).filter((name) => existsSync(path.join(root, dir, name, file)));

/** A source file of `dir` that is not its public surface or its SQL, without its extension. */
function aSourceFile(dir: string): string {
  const name = readdirSync(path.join(root, dir))
    .sort()
    .find((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && file !== 'index.ts' && file !== 'queries.ts');
  if (!name) throw new Error(`no source file in ${dir}`);
  return name.replace(/\.tsx?$/, '');
}

function twoOf(names: string[], what: string): [string, string] {
  const [first, second] = names;
  if (!first || !second) throw new Error(`needs two ${what}`);
  return [first, second];
}

// Web features and server modules that have a public surface, so both the allowed and the forbidden road exist.
const [webA, webB] = twoOf(foldersWith('src/web/features', 'index.ts'), 'web features with an index.ts');
const [moduleA, moduleB] = twoOf(foldersWith('src/server/modules', 'index.ts'), 'server modules with an index.ts');
const moduleWithQueries = foldersWith('src/server/modules', 'queries.ts').find((name) => name !== moduleA);
const domainFolder = folders('src/domain')[0] ?? 'orders';

describe('no circles', LINTING, () => {
  it('reports a runtime circle between two files', async () => {
    const file = 'tests/lint-fixtures/cycle-a.ts';
    expect(await boundaryFindings(file, readFileSync(path.join(root, file), 'utf8'))).toEqual([{ ruleId: CYCLE, message: expect.any(String) }]);
  });

  it('lets a circle closed by a type-only import pass (it is erased at build)', async () => {
    for (const file of ['tests/lint-fixtures/type-cycle-a.ts', 'tests/lint-fixtures/type-cycle-b.ts']) {
      expect(await boundaryFindings(file, readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
    }
  });
});

describe('floors', LINTING, () => {
  it('web/lib and web/components never import a feature, not even its index.ts or a type', async () => {
    expect(await boundaryFindings('src/web/lib/planted.ts', `import type { Planted } from '../features/${webA}';\nexport type P = Planted;\n`)).toEqual(
      oneFinding(ZONE, 'web/lib and web/components sit below the features'),
    );
    expect(await boundaryFindings('src/web/components/ui/planted.ts', `import { planted } from '../../features/${webA}';\nexport const p = planted;\n`)).toEqual(
      oneFinding(ZONE, 'web/lib and web/components sit below the features'),
    );
  });

  it('a web feature never imports src/web/app, which composes the features', async () => {
    expect(await boundaryFindings(`src/web/features/${webA}/planted.ts`, `import { planted } from '../../app/${aSourceFile('src/web/app')}';\nexport const p = planted;\n`)).toEqual(
      oneFinding(ZONE, 'src/web/app composes the features'),
    );
  });

  it('server/plugins never import a module', async () => {
    expect(await boundaryFindings('src/server/plugins/planted.ts', `import { planted } from '../modules/${moduleA}';\nexport const p = planted;\n`)).toEqual(
      oneFinding(ZONE, 'server/plugins sit below the modules'),
    );
  });

  it('a server module never imports jobs/ (or app.ts), which compose the modules', async () => {
    expect(await boundaryFindings(`src/server/modules/${moduleA}/planted.ts`, `import { planted } from '../../jobs/${aSourceFile('src/server/jobs')}';\nexport const p = planted;\n`)).toEqual(
      oneFinding(ZONE, 'app.ts, main.ts and jobs/ compose the modules'),
    );
  });

  it('src/domain imports nothing outside src/domain', async () => {
    expect(await boundaryFindings(`src/domain/${domainFolder}/planted.ts`, `import { planted } from '../../server/lib/${aSourceFile('src/server/lib')}';\nexport const p = planted;\n`)).toEqual(
      oneFinding(ZONE, 'src/domain imports nothing outside src/domain'),
    );
    expect(await boundaryFindings(`src/domain/${domainFolder}/planted.ts`, `import type { Planted } from '../../web/lib/${aSourceFile('src/web/lib')}';\nexport type P = Planted;\n`)).toEqual(
      oneFinding(ZONE, 'src/domain imports nothing outside src/domain'),
    );
  });

  it('a domain test may read scripts/ but no server code', async () => {
    const test = `src/domain/${domainFolder}/planted.test.ts`;
    expect(await boundaryFindings(test, `import { planted } from '../../../scripts/${aSourceFile('scripts')}';\nexport const p = planted;\n`)).toEqual([]);
    expect(await boundaryFindings(test, `import { planted } from '../../server/plugins/${aSourceFile('src/server/plugins')}';\nexport const p = planted;\n`)).toEqual(
      oneFinding(ZONE, 'no server or web code'),
    );
  });
});

describe('features are reached through their index.ts', LINTING, () => {
  it('reports a deep import into another web feature, a type-only one too', async () => {
    const deep = `../${webB}/${aSourceFile(`src/web/features/${webB}`)}`;
    const file = `src/web/features/${webA}/planted.ts`;
    expect(await boundaryFindings(file, `import { planted } from '${deep}';\nexport const p = planted;\n`)).toEqual(oneFinding(ZONE, `Import the ${webB} feature through its index.ts`));
    expect(await boundaryFindings(file, `import type { Planted } from '${deep}';\nexport type P = Planted;\n`)).toEqual(oneFinding(ZONE, `Import the ${webB} feature through its index.ts`));
  });

  it('reports a deep import into another server module, from a module, jobs/ or app.ts', async () => {
    const deep = `${moduleB}/${aSourceFile(`src/server/modules/${moduleB}`)}`;
    const says = `Import the ${moduleB} module through its index.ts`;
    expect(await boundaryFindings(`src/server/modules/${moduleA}/planted.ts`, `import { planted } from '../${deep}';\nexport const p = planted;\n`)).toEqual(oneFinding(ZONE, says));
    expect(await boundaryFindings('src/server/jobs/planted.ts', `import { planted } from '../modules/${deep}';\nexport const p = planted;\n`)).toEqual(oneFinding(ZONE, says));
    expect(await boundaryFindings('src/server/planted.ts', `import { planted } from './modules/${deep}';\nexport const p = planted;\n`)).toEqual(oneFinding(ZONE, says));
  });

  it("reports an import of another module's queries.ts once, with its own message", async () => {
    if (!moduleWithQueries) throw new Error('needs a server module with a queries.ts');
    expect(await boundaryFindings(`src/server/modules/${moduleA}/planted.ts`, `import { planted } from '../${moduleWithQueries}/queries';\nexport const p = planted;\n`)).toEqual(
      oneFinding(ZONE, `queries.ts is the ${moduleWithQueries} module's own SQL`),
    );
  });

  it('lets an import through index.ts pass, on both sides and from app.ts and jobs/', async () => {
    expect(await boundaryFindings(`src/web/features/${webA}/planted.ts`, `import type { Planted } from '../${webB}';\nimport { planted } from '../${webB}/index';\nexport const p: Planted = planted;\n`)).toEqual([]);
    expect(await boundaryFindings(`src/server/modules/${moduleA}/planted.ts`, `import { planted } from '../${moduleB}';\nexport const p = planted;\n`)).toEqual([]);
    expect(await boundaryFindings('src/server/jobs/planted.ts', `import { planted } from '../modules/${moduleB}';\nexport const p = planted;\n`)).toEqual([]);
    expect(await boundaryFindings('src/server/planted.ts', `import { planted } from './modules/${moduleB}/index';\nexport const p = planted;\n`)).toEqual([]);
  });

  it("lets a feature's own files, tests included, and src/web/app (lazy pages) import it freely", async () => {
    const own = aSourceFile(`src/web/features/${webA}`);
    expect(await boundaryFindings(`src/web/features/${webA}/planted.test.ts`, `import { planted } from './${own}';\nexport const p = planted;\n`)).toEqual([]);
    const ownModule = aSourceFile(`src/server/modules/${moduleA}`);
    expect(await boundaryFindings(`src/server/modules/${moduleA}/planted.api.test.ts`, `import { planted } from './${ownModule}';\nimport { rows } from './queries';\nexport const p = [planted, rows];\n`)).toEqual([]);
    expect(await boundaryFindings('src/web/app/planted.tsx', `import { planted } from '../features/${webB}/${aSourceFile(`src/web/features/${webB}`)}';\nexport const p = planted;\n`)).toEqual([]);
  });
});
