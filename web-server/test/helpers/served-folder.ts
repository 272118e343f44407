// What the static server's tests serve: a folder of files written for the test, and a page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The smallest shell page: what the server serves for a route, and fills in for the shell. */
export const INDEX =
  '<!doctype html><html><head><title>page</title></head><body><div id="root"></div></body></html>';

/** A fresh temporary folder named `prefix…` holding `files` (a name may go down folders: `a/b.js`). */
export function servedFolder(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
