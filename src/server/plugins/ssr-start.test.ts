import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileStartScript, loadStartScript, writeStartScript } from './ssr-start';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-start-script-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const cspOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the start script', async () => {
  const START_SCRIPT = await compileStartScript();

  it('is valid JavaScript', () => {
    expect(() => new Function(START_SCRIPT)).not.toThrow();
  });

  it('as built, starts the app on a page that never has a first contentful paint', () => {
    // The unit tests of src/web/ssr-start test its parts; this runs the compiled script as a page
    // would, in a browser whose paint observer never reports a paint (a page holding only a spinner).
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const imported: string[] = [];
    const fakeDocument = {
      readyState: 'complete',
      visibilityState: 'visible',
      head: { append: () => undefined },
      getElementById: (id: string) => (id === 'tibeb-start' ? { textContent: JSON.stringify({ scripts: ['/assets/index-abc.js'], preload: [] }) } : null),
      addEventListener: () => undefined,
      createElement: () => ({}),
    };
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    // The test runner's sandbox has no hook for import(): the script's one import call is handed a stand-in.
    expect(START_SCRIPT.match(/import\(/g)).toHaveLength(1);
    const body = START_SCRIPT.replace('import(src)', 'importScript(src)');
    const run = new Function('window', 'document', 'PerformanceObserver', 'setTimeout', 'requestAnimationFrame', 'importScript', body);
    const win = { addEventListener: () => undefined, removeEventListener: () => undefined };
    run(win, fakeDocument, SilentObserver, (fn: () => void, ms: number) => timers.push({ fn, ms }), () => 0, (src: string) => imported.push(src));
    expect(imported).toEqual([]);
    const latest = Math.max(...timers.map((t) => t.ms));
    expect(latest).toBeGreaterThan(0);
    expect(latest).toBeLessThanOrEqual(5_000);
    timers.find((t) => t.ms === latest)!.fn();
    expect(imported).toEqual(['/assets/index-abc.js']);
  });

  it('is allowed inline by its hash, and holds no text a template replacement would rewrite', async () => {
    const { code, csp } = await loadStartScript(tempDir());
    expect(code).toBe(START_SCRIPT);
    expect(csp).toBe(cspOf(START_SCRIPT));
    expect(START_SCRIPT).not.toContain('</script');
  });

  it('is read from the build with its hash, and the hash follows the bytes if the file was changed after', async () => {
    const built = tempDir();
    const written = await writeStartScript(built);
    expect(written.code).toBe(START_SCRIPT);
    const manifest = JSON.parse(readFileSync(path.join(built, 'start-script.json'), 'utf8'));
    expect(manifest).toEqual({ file: 'start-script.js', sha256: createHash('sha256').update(START_SCRIPT).digest('base64') });
    expect(await loadStartScript(built)).toEqual({ code: START_SCRIPT, csp: cspOf(START_SCRIPT) });

    const edited = tempDir();
    await writeStartScript(edited);
    writeFileSync(path.join(edited, 'start-script.js'), `${START_SCRIPT};`);
    expect(await loadStartScript(edited)).toEqual({ code: `${START_SCRIPT};`, csp: cspOf(`${START_SCRIPT};`) });
  });
});
