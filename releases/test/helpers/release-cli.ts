// The release commands run as an operator types them (`npm run promote -- …`: releases/src/cli.mjs),
// each in a child process of its own, on folders a test lays out.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const repoRoot = resolve(__dirname, '..', '..', '..');

/** A case that runs the CLI several times takes seconds on a busy machine. */
export const CLI_CASE_MS = 60_000;

/** The folders the commands read and write: RELEASES_DIR, MODULES_DIR and SHELL_DIST. */
export interface ReleaseFolders {
  releasesRoot: string;
  modulesRoot: string;
  shellDist: string;
}

/** `npm run <command> -- <args>` on `folders`: its exit status and what it printed. */
export function runReleaseCli(
  folders: ReleaseFolders,
  command: 'promote' | 'rollback' | 'list',
  ...args: string[]
): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['releases/src/cli.mjs', command, ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      RELEASES_DIR: folders.releasesRoot,
      MODULES_DIR: folders.modulesRoot,
      SHELL_DIST: folders.shellDist,
      INIT_CWD: repoRoot,
    },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}
