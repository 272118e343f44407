import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './paths';

const run = promisify(execFile);

export interface NpmResult {
  status: number;
  output: string;
}

/**
 * `npm run <script> -- <args>` as an operator types it, its output printed for the closing note;
 * `script` may carry npm's own options (`['release', '-w', 'mfe-feed']`).
 * Asynchronous on purpose: the site's static servers run in this process, and a spawnSync would
 * stop them answering for as long as the command runs (a page loading meanwhile waits, and a
 * keep-alive socket can time out under the client that reuses it).
 */
export async function npmRun(
  script: string | string[],
  args: string[] = [],
  { cwd = repoRoot, env = process.env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<NpmResult> {
  const command = ['run', '--silent', ...[script].flat(), '--', ...args];
  const result = await run('npm', command, {
    cwd,
    env: { ...env, INIT_CWD: cwd },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      status: typeof error.code === 'number' ? error.code : 1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
  const output = `${result.stdout}${result.stderr}`.trim();
  console.log(
    `\n$ npm ${command.filter((a) => a !== '--silent').join(' ')}   (exit ${result.status})\n${output}`,
  );
  return { status: result.status, output };
}
