// `npm run` as an operator types it, for the release checks (the life-cycle check, the browser
// release tests, check:releases), its output printed for the closing note.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../src/paths.mjs';

const run = promisify(execFile);

/**
 * `npm run <script> -- <args>` in `cwd`; `script` may carry npm's own options
 * (`['release', '-w', 'mfe-feed']`). Asynchronous on purpose: the checks run the site's static
 * servers in their own process, and a spawnSync would stop them answering for as long as the
 * command runs (a page loading meanwhile waits, and a keep-alive socket can time out under the
 * client that reuses it).
 * @param {string | string[]} script
 * @param {string[]} [args]
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ status: number, output: string }>} never rejects: a failed command is its status
 */
export async function npmRun(script, args = [], { cwd = repoRoot, env = process.env } = {}) {
  const command = ['run', '--silent', ...[script].flat(), '--', ...args];
  const result = await run('npm', command, {
    cwd,
    env: { ...env, INIT_CWD: cwd },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error) => ({
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
