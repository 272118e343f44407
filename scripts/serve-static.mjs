// `npm run serve -w <module>`: serve one module's built dist/ on its port, standalone.
import { resolve } from 'node:path';
import { startStaticServer } from './static-server.mjs';

const [dir = 'dist', port = '3000'] = process.argv.slice(2);
const isShell = process.cwd().endsWith('shell');
await startStaticServer({
  dir: resolve(dir),
  port: Number(port),
  host: process.env.HOST ?? '127.0.0.1',
  spa: true,
  pageHints: isShell,
});
console.log(`serving ${resolve(dir)} on http://localhost:${port}`);
