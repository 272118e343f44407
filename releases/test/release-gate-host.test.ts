// The promote gate and the federation code a remote takes from the shell (docs/releasing.md §3):
// a remote built to use the shell's federation set-up is refused while the live shell's build does
// not provide it. The CLI runs as an operator types it, on a release laid out as
// `npm run release` writes one (releases/src/cli.mjs).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEDERATION_HOST_FILE, federationHostJson } from '@journeys/shared/build/federation-host.mjs';
import { fakeDist, fakeRelease } from './helpers/fake-builds';
import { CLI_CASE_MS, runReleaseCli } from './helpers/release-cli';

/** A release of the feed; `withHostFile`: built as a production remote of this checkout is. */
const feedRelease = (releasesRoot: string, withHostFile: boolean): string =>
  fakeRelease(
    releasesRoot,
    'feed',
    'feed',
    withHostFile ? { [FEDERATION_HOST_FILE]: federationHostJson({ host: false }) } : {},
  );

/** The feed's dist/, which the first promote records as its starting build. */
const modulesRoot = mkdtempSync(join(tmpdir(), 'release-gate-modules-'));
fakeDist(modulesRoot, 'feed', 'started with');

function shellBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-gate-shell-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  writeFileSync(
    join(dir, 'remotes.json'),
    JSON.stringify({
      apiUrl: 'http://localhost:4000',
      remotes: { feed: 'http://localhost:3001/remoteEntry.js' },
    }),
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function promote(releasesRoot: string, shellDist: string, version: string) {
  return runReleaseCli({ releasesRoot, modulesRoot, shellDist }, 'promote', 'feed', version);
}

describe('the promote gate and the federation code the shell hands over', () => {
  it(
    'refuses a remote that takes the container set-up from a live shell built before it, and promotes it once the shell provides it',
    () => {
      const releasesRoot = mkdtempSync(join(tmpdir(), 'release-gate-releases-'));
      const version = feedRelease(releasesRoot, true);

      const refused = promote(releasesRoot, shellBuild({}), version);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(`refusing to promote feed ${version}`);
      expect(refused.output).toContain(
        '- federation container-set-up: the release takes it from the shell, and the live shell does not provide it',
      );
      // A shell that hands over the bundler runtime only (as before the set-up) is refused the same way.
      const older = shellBuild({ [FEDERATION_HOST_FILE]: JSON.stringify({ provides: ['bundler-runtime'] }) });
      const refusedAgain = promote(releasesRoot, older, version);
      expect(refusedAgain.status).toBe(1);
      expect(refusedAgain.output).toContain('federation container-set-up');
      expect(refusedAgain.output).not.toContain('federation bundler-runtime');

      const current = shellBuild({ [FEDERATION_HOST_FILE]: federationHostJson({ host: true }) });
      expect(promote(releasesRoot, current, version).status).toBe(0);
    },
    CLI_CASE_MS,
  );

  it(
    'lets a release that needs nothing of the shell through, whatever the shell provides',
    () => {
      const releasesRoot = mkdtempSync(join(tmpdir(), 'release-gate-releases-'));
      const version = feedRelease(releasesRoot, false);
      expect(promote(releasesRoot, shellBuild({}), version).status).toBe(0);
    },
    CLI_CASE_MS,
  );
});

describe('the promote gate and the languages the site ships', () => {
  it(
    'refuses a release without a complete Spanish catalog (an old release, or one with a key missing), naming the language',
    () => {
      const releasesRoot = mkdtempSync(join(tmpdir(), 'release-gate-releases-'));
      const englishOnly = fakeRelease(releasesRoot, 'feed', 'English only', {}, { languages: ['en'] });
      const refused = promote(releasesRoot, shellBuild({}), englishOnly);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(
        "- language 'es': the release has no complete catalog in it (npm run contract names what is missing)",
      );
      expect(refused.output).not.toContain("language 'en'");

      const both = fakeRelease(releasesRoot, 'feed', 'both languages');
      expect(promote(releasesRoot, shellBuild({}), both).status).toBe(0);
    },
    CLI_CASE_MS,
  );
});
