// Bundles the server into dist/server (dependencies stay in node_modules).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: { main: path.join(root, 'src/server/main.ts'), cli: path.join(root, 'src/server/cli.ts') },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Modules imported with import() (the PDF sheet with pdf-lib) become their own chunks, loaded on first use.
  splitting: true,
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  alias: { '@domain': path.join(root, 'src/domain') },
});
console.log('server built: dist/server/main.js');
