/**
 * A fresh build of the API (scripts/build.mjs) into a folder of the suite's own, so a suite never
 * runs a stale dist/ nor removes one another process is running. The folder sits under api/ so
 * the bundle's package imports resolve from node_modules exactly as they do from dist/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const API_DIR = path.join(__dirname, '..', '..');

export interface CompiledApi {
  dir: string;
  remove: () => void;
}

export function buildCompiledApi(suite: string): CompiledApi {
  const dir = path.join(API_DIR, 'node_modules', '.cache', `journeys-api-${suite}-${process.pid}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', dir], {
    cwd: API_DIR,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the API build failed:\n${build.stdout}${build.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
