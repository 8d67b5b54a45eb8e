// The house's feature graph: which feature or layer imports which, at run time.
// `npx tsx scripts/feature-graph.ts` prints it (and any circle); `src/feature-graph.test.ts` keeps it
// free of circles. Lint's import-x/no-cycle follows files, so two features that use each other
// through different files pass it; this check works one level up, on whole features and layers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A node of the graph: `web:features/cart`, `web:lib`, `server:modules/orders`, `server:plugins`, `domain`. */
export function nodeOf(file: string): string | null {
  const rel = path.relative(path.join(root, 'src'), file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  const [floor, second = '', third] = rel;
  if (floor === 'domain') return 'domain';
  if (floor === 'web') {
    if (second === 'features' && third) return `web:features/${third}`;
    if (rel.length === 2) return 'web:app'; // main.tsx, entry-server.tsx sit with the app
    return `web:${second}`;
  }
  if (floor === 'server') {
    if (second === 'modules' && third) return `server:modules/${third}`;
    // app.ts and main.ts sit on top; config.ts, bootstrap.ts and the like are layers of their own.
    if (rel.length === 2) return /^(app|main)\.ts$/.test(second) ? 'server:app' : `server:${second.replace(/\.tsx?$/, '')}`;
    return `server:${second}`;
  }
  return null;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@domain/')) base = path.join(root, 'src/domain', spec.slice(8));
  else if (spec.startsWith('@web/')) base = path.join(root, 'src/web', spec.slice(5));
  else if (spec.startsWith('@server/')) base = path.join(root, 'src/server', spec.slice(8));
  else return null; // a package
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), base.replace(/\.js$/, '.ts')];
  for (const c of candidates) {
    try {
      if (statSync(c).isFile()) return c;
    } catch {
      /* try the next spelling */
    }
  }
  return null;
}

/** Import specifiers that load code at run time: type-only imports and re-exports are left out. */
export function runtimeImports(source: string): string[] {
  const specs: string[] = [];
  const statement = /^\s*(import|export)\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(statement)) {
    const clause = (m[2] ?? '').trim();
    if (clause.startsWith('type ')) continue;
    // `import { type A, type B } from` loads nothing either.
    const braces = /^\{([\s\S]*)\}$/.exec(clause);
    if (braces) {
      const names = (braces[1] ?? '').split(',').map((n) => n.trim()).filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    }
    if (m[3]) specs.push(m[3]);
  }
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) if (m[1]) specs.push(m[1]);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) if (m[1]) specs.push(m[1]);
  return specs;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

export type FeatureGraph = Map<string, Map<string, string[]>>;

/** node -> imported node -> the importing files (relative), from the non-test sources under src/. */
export function featureGraph(srcRoot = path.join(root, 'src')): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const file of sourceFiles(srcRoot)) {
    const from = nodeOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      const to = target ? nodeOf(target) : null;
      if (!to || to === from) continue;
      const edges = graph.get(from)!;
      const files = edges.get(to) ?? [];
      files.push(path.relative(root, file));
      edges.set(to, files);
    }
  }
  return graph;
}

/** Every strongly connected group of more than one node (Tarjan): each is a circle. */
export function findCycles(graph: FeatureGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!indices.has(v)) visit(v);
  return groups;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const graph = featureGraph();
  for (const [from, edges] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${from} -> ${[...edges.keys()].sort().join(', ') || '(nothing)'}`);
  }
  const cycles = findCycles(graph);
  console.log(cycles.length ? `\n${cycles.length} circle(s):` : '\nno circles');
  for (const group of cycles) {
    console.log(`- ${group.join(' <-> ')}`);
    for (const from of group) {
      for (const [to, files] of graph.get(from) ?? []) if (group.includes(to)) console.log(`    ${from} -> ${to}: ${[...new Set(files)].join(', ')}`);
    }
  }
}
