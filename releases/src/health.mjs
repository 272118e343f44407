// `npm run release-health -- <remote> [--json]` (docs/releasing.md §11): per release of the remote
// being served, its share of browser sessions, sessions, error rate (sessions with an error ÷
// sessions), p75 LCP, INP and CLS with their counts, and the canary's verdict against the live
// release. The figures come from the API (GET /client-events/release-health), which holds the
// browsers' reports; it is found at API_URL, or the `apiUrl` of the live remotes.json. With
// METRICS_TOKEN set, it is sent as the bearer, as a scraper sends it to /metrics.
import { readLiveConfig } from './live-pointer.mjs';
import { findRemote, UserError } from './paths.mjs';

const percent = (rate) => `${Math.round(rate * 1000) / 10} %`;
const timing = (ms) => (ms >= 1000 ? `${Math.round(ms / 10) / 100} s` : `${Math.round(ms)} ms`);
const vital = (name, { p75, count }) =>
  p75 === null ? `— (0)` : `${name === 'CLS' ? String(p75) : timing(p75)} (${count})`;

function apiUrl() {
  if (process.env.API_URL) return process.env.API_URL.replace(/\/+$/, '');
  const { apiUrl: configured } = readLiveConfig();
  if (typeof configured !== 'string') {
    throw new UserError('no API to ask: set API_URL, or give remotes.json an apiUrl');
  }
  return configured.replace(/\/+$/, '');
}

async function fetchHealth(remote) {
  const url = `${apiUrl()}/client-events/release-health?remote=${encodeURIComponent(remote.name)}`;
  const token = process.env.METRICS_TOKEN;
  let response;
  try {
    response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new UserError(
      `the API did not answer at ${url} (${error.cause?.code ?? error.message}): is it running?`,
    );
  }
  if (response.status === 401) throw new UserError(`the API wants its METRICS_TOKEN (${url} answered 401)`);
  if (!response.ok) throw new UserError(`${url} answered ${response.status}`);
  return response.json();
}

/** The table a person reads: one row per release served, the live one first. */
function healthTable(remote, health) {
  const header = [
    'version',
    'role',
    'share',
    'sessions',
    'with errors',
    'LCP p75 (n)',
    'INP p75 (n)',
    'CLS p75 (n)',
    'verdict',
  ];
  const rows = health.versions.map((v) => [
    v.version,
    v.role,
    `${v.share} %`,
    String(v.sessions),
    `${v.sessionsWithErrors} (${percent(v.errorRate)})`,
    vital('LCP', v.vitals.LCP),
    vital('INP', v.vitals.INP),
    vital('CLS', v.vitals.CLS),
    v.verdict ?? '(the reference)',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `  ${cells.map((c, i) => c.padEnd(widths[i])).join('  ')}`.trimEnd();
  const since = health.since.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return [
    `${remote.name} (${remote.folder}): the releases served, from browsers' reports since ${since}`,
    line(header),
    ...rows.map(line),
    `  verdicts compare a canary with the live release once both have ${health.minSessions} sessions (RELEASE_GUARD_MIN_SESSIONS)`,
  ].join('\n');
}

const [nameOrFolder, flag] = process.argv.slice(2);
try {
  if (!nameOrFolder) throw new UserError('usage: npm run release-health -- <remote> [--json]');
  if (flag !== undefined && flag !== '--json') throw new UserError(`unknown option '${flag}' (--json)`);
  const remote = findRemote(nameOrFolder);
  const health = await fetchHealth(remote);
  console.log(flag === '--json' ? JSON.stringify(health, null, 2) : healthTable(remote, health));
} catch (error) {
  if (!(error instanceof UserError)) throw error;
  console.error(`release-health: ${error.message}`);
  process.exit(1);
}
