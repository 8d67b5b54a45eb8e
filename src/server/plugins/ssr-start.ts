import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';

/**
 * The start script of server-rendered pages (src/web/ssr-start/start-script.ts), as the server
 * inlines it, and the CSP source that allows it (docs/decisions/028). `npm run build` writes it
 * into the renderer build, `<webDistDir>-ssr/start-script.js`, with its hash beside it in
 * `start-script.json`; the server reads both at start. Without that build (tests in a fresh
 * clone, `npm run dev`) it is compiled from the source once per process, with esbuild loaded only
 * then: a production start with its build never loads esbuild.
 */
export interface StartScript {
  /** The script, exactly as it goes between `<script>` and `</script>`. */
  code: string;
  /** `'sha256-…'`: the Content-Security-Policy source that lets this script, and nothing else inline, run. */
  csp: string;
}

/** What `start-script.json` holds next to the built script. */
interface StartScriptManifest {
  file: string;
  sha256: string;
}

export const START_SCRIPT_SOURCE = path.join(PROJECT_ROOT, 'src/web/ssr-start/start-script.ts');
const CODE_FILE = 'start-script.js';
const MANIFEST_FILE = 'start-script.json';

const sha256 = (code: string) => createHash('sha256').update(code).digest('base64');
const startScript = (code: string, hash = sha256(code)): StartScript => ({ code, csp: `'sha256-${hash}'` });

/**
 * Compiles the source into one small IIFE for the browsers the web build targets (Vite's
 * baseline). Whitespace and syntax are minified, names are not: the inline copy goes out with
 * every page, and a name in it still says what it is.
 */
export async function compileStartScript(): Promise<string> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [START_SCRIPT_SOURCE],
    bundle: true,
    format: 'iife',
    target: ['chrome111', 'edge111', 'firefox114', 'safari16'],
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    logLevel: 'warning',
  });
  const code = out.outputFiles[0]?.text.trimEnd() ?? '';
  // The script is inlined as it is: the sequence would end its <script> element early.
  if (!code || /<\/script/i.test(code)) throw new Error(`the start script compiled from ${START_SCRIPT_SOURCE} cannot be inlined`);
  return code;
}

/** `npm run build`: the script and its hash into the renderer build's folder. */
export async function writeStartScript(ssrDir: string): Promise<StartScript> {
  const code = await compileStartScript();
  const hash = sha256(code);
  await mkdir(ssrDir, { recursive: true });
  await writeFile(path.join(ssrDir, CODE_FILE), code);
  await writeFile(path.join(ssrDir, MANIFEST_FILE), `${JSON.stringify({ file: CODE_FILE, sha256: hash } satisfies StartScriptManifest, null, 2)}\n`);
  return startScript(code, hash);
}

/** The built script and its hash, or null when that build is not there (or not whole). */
function readBuilt(ssrDir: string): StartScript | null {
  let code: string;
  let manifest: StartScriptManifest;
  try {
    code = readFileSync(path.join(ssrDir, CODE_FILE), 'utf8');
    manifest = JSON.parse(readFileSync(path.join(ssrDir, MANIFEST_FILE), 'utf8')) as StartScriptManifest;
  } catch {
    return null;
  }
  // A script edited after the build would be blocked by the CSP: the hash is of the bytes sent.
  return startScript(code, manifest.sha256 === sha256(code) ? manifest.sha256 : undefined);
}

let compiled: Promise<StartScript> | null = null;
const loaded = new Map<string, Promise<StartScript>>();

/**
 * The start script for the renderer build in `ssrDir` (plugins/ssr.ts `ssrDirFor`): read once at
 * start from the build, else compiled once from the source and kept in memory. Both the CSP and
 * the pages take it from here, so the hash allowed is always the script sent, even if a rebuild
 * replaces the file while the server runs (a new start script takes effect at the next start).
 */
export function loadStartScript(ssrDir: string): Promise<StartScript> {
  let found = loaded.get(ssrDir);
  if (!found) {
    const built = readBuilt(ssrDir);
    found = built ? Promise.resolve(built) : (compiled ??= compileFromSource());
    loaded.set(ssrDir, found);
    // A failed compile is tried again by the next app built in this process, not remembered.
    found.catch(() => loaded.delete(ssrDir));
  }
  return found;
}

async function compileFromSource(): Promise<StartScript> {
  try {
    return startScript(await compileStartScript());
  } catch (err) {
    compiled = null;
    throw new Error(`The page start script is not built (${CODE_FILE} in the renderer build) and could not be compiled from ${START_SCRIPT_SOURCE}: run \`npm run build\`.`, { cause: err });
  }
}
