/**
 * Migrations are frozen SQL (docs/architecture.md §9, "Add a migration"): a migration imports
 * nothing but kysely, so a later change of the code it would import cannot change what it does,
 * and once written it never changes, so a database migrated a year ago and one migrated today
 * hold the same schema. A new migration adds its line to MIGRATION_HASHES; an edit of an old one
 * fails here (write a new migration instead).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.join(__dirname, '..', 'src', 'platform', 'db', 'migrations');
const MIGRATOR = path.join(DIR, '..', 'migrator.ts');

/** SHA-256 of each migration file as it was written. */
const MIGRATION_HASHES: Record<string, string> = {
  '0001-initial': '530e162a1438bd2ce1e27435cd9bcb6fd8753aeebdd13aa0519096dffbf615fe',
  '0002-doctor-name-orders': '1f5e140f0921675c64e5f4d71117695a0c497c50d743348695b6eb2cee68761b',
  '0003-stream-tickets': '47d81076498eebb532ad3cade96f65ac55d6681c87ac700bfaa86a2f03070789',
  '0004-login-throttle': '6be6be51d4a8efc4c37da6f07fb923dea1989525f9a7d4574156810110f2ed32',
  '0005-idempotency-keys': 'd9a2e0f23de46ed9e8c05bc1659234b3ec8be593b66982f112482e179cbabb6c',
  '0006-account-security': '7eccbd163552208bd480441859260883a701705389b34bdd82f7369e11292f73',
  '0007-erasure': 'ff71d238a39979c5d2839de9f94955e00f46a0d88723ab030f33ee3e35544920',
  '0008-comment-edits': '7a6a0ce3375ebb8e0bc23f1cf453bbf7077a0d3ec86245ddf75ce03aa266d3e0',
  '0009-search': '346db0cef78fcb909b27261e5c8808d72492e019dcd453dd9f480e683d3486ef',
  '0010-insights': 'c7eac70652091dfcd3775f69f05294a6698ad7a15d1c32a5bca72c092dffe9ee',
  '0011-surgical-doctors': '59c447c092f08c8346643b8aacf1aa974bd82ceab8dfe9a6fbc5da052ab93d21',
  '0012-insight-summaries': '4e00ba332f8eb8fb8b35e4273cf19f9c5a98bf0f3002f14d87ca99b0b92ce065',
  '0013-notification-kinds': '2dc6dffd06cc5e740eb55704a58a04fb9d1525aaaba14be9b0036f5ff35cbe6e',
  '0014-procedure-counts': 'e73cd70dc48effada0c3f98da41238e4da1ec53c814c90edd97c344f0d89fd83',
  '0015-jobs-and-email': '9f4c684420ee927300e7923e0b2147c312d112185ef08e9206dc3a8370a70ac7',
  '0016-moderation': 'cb9f63794e622002623450abae3c3f98fea09ad1c853f15b90a06733499d30b3',
  '0017-follows-and-reminders': 'b832c3eceb48af91dcae688360f9248e433a74c2a166bb1e9959930a93e43e16',
  '0018-session-bound-tickets': 'da71613c69d5c5d16be115e2c61468416fcd2e2d9b49740d3ba621427986b724',
  '0019-login-devices': 'e36dc0b4ac49113f87dc70a4f9982c416595c0047cbcb2b04da21900869e544d',
  '0020-client-events': '7097ba9c0dfc61a2d98f2baa36e11015d1bd50f7ca5bf2b7125ef86dd7a6d97b',
  '0021-photos': 'c084a0d3b0ca5a4931ac9572b41b9846f5f09a7e1f0bc9a95fbe23338a4ac4f1',
  '0022-photo-moderation': '2f08a9f81463bf035657cff5e0d06aaa09d22a88ed07164072e9b384c7656ecd',
  '0023-member-language': 'd95f1dffd55bda003d9514d950e81b21a4c60b6cf2c11be44c57532d440d221d',
  '0024-worth-it-and-cost': '3b79d1ab48c71418d327eb53bbea7e1754defb3b7a4cf068c4c2ae43218c6cdb',
  '0025-push': '2a14d9540041e65af211d65526c026eae0bfb0bd8552aeb56e58b1c8500f3f69',
  '0026-help-calendar': '421e9cda5e96b9e079447eb5910be078f9933c8a6a76e3af59d3d96cf7262c20',
  '0027-caregiver-update-notifications': '6ceef546513ea0106801ba57c39e857d3c3c186790d557b6dcd626036a91a9f9',
};

const files = readdirSync(DIR)
  .filter((file) => file.endsWith('.ts'))
  .sort();
const source = (file: string): string => readFileSync(path.join(DIR, file), 'utf8');

/** Every module a file names: static imports and re-exports, dynamic imports, requires. */
function importsOf(text: string): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(?\s*['"]([^'"]+)['"]/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

describe('migrations', () => {
  it('import nothing but kysely', () => {
    const foreign = files.flatMap((file) =>
      importsOf(source(file))
        .filter((name) => name !== 'kysely')
        .map((name) => `${file} imports ${name}`),
    );
    expect(foreign).toEqual([]);
  });

  it('never change once written', () => {
    const hashes = Object.fromEntries(
      files.map((file) => [file.slice(0, -3), createHash('sha256').update(source(file)).digest('hex')]),
    );
    expect(hashes).toEqual(MIGRATION_HASHES);
  });

  it('are all listed in the migrator, in name order', () => {
    const listed = [...readFileSync(MIGRATOR, 'utf8').matchAll(/from '\.\/migrations\/([^']+)'/g)].map(
      (match) => `${match[1]}.ts`,
    );
    expect(listed).toEqual(files);
  });
});
