import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `DATA_DIR/server.json` says a server runs on this data folder (its pid and address), so
 * `npm run backup` asks it instead of opening the embedded database a second time (two processes on
 * one PGlite folder would damage it) and `npm run restore` refuses. A file left by a killed server
 * names a pid that is gone and is ignored.
 */
export interface ServerFile {
  pid: number;
  host: string;
  port: number;
}

const fileOf = (dataDir: string) => path.join(dataDir, 'server.json');

export async function writeServerFile(dataDir: string, entry: ServerFile): Promise<void> {
  await writeFile(fileOf(dataDir), JSON.stringify(entry), { mode: 0o600 });
}

export async function removeServerFile(dataDir: string): Promise<void> {
  await rm(fileOf(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function readServerFile(dataDir: string): Promise<ServerFile | null> {
  try {
    const entry = JSON.parse(await readFile(fileOf(dataDir), 'utf8')) as ServerFile;
    return Number.isInteger(entry.pid) && entry.pid !== process.pid && alive(entry.pid) ? entry : null;
  } catch {
    return null;
  }
}
