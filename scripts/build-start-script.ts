// `npm run build` (scripts/build.mjs): the inline start script of server-rendered pages, compiled
// into the renderer build's folder with its hash (src/server/plugins/ssr-start.ts).
import path from 'node:path';
import { writeStartScript } from '../src/server/plugins/ssr-start';

const ssrDir = process.argv[2];
if (!ssrDir) throw new Error('usage: build-start-script.ts <renderer build folder>');
const { code, csp } = await writeStartScript(path.resolve(ssrDir));
console.log(`start script built: ${path.join(ssrDir, 'start-script.js')} (${Buffer.byteLength(code)} bytes, ${csp})`);
