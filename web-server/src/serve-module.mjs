// `npm run serve -w <module>`: serve one module's built dist/ standalone, on its port from the
// module map (docs/architecture.md §2) unless one is given.
import { basename, resolve } from 'node:path';
import { moduleConfigFor, SHELL } from '@journeys/shared/module-map';
import { startStaticServer } from './static-server.mjs';

const folder = basename(process.cwd());
const [dir = 'dist', port = String(moduleConfigFor(folder).port)] = process.argv.slice(2);
await startStaticServer({
  dir: resolve(dir),
  port: Number(port),
  host: process.env.HOST ?? '127.0.0.1',
  spa: true,
  pageHints: folder === SHELL.folder,
});
console.log(`serving ${resolve(dir)} on http://localhost:${port}`);
