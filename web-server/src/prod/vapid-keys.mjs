// The VAPID keys of a machine that runs the site on its own (`npm start`, `npm run start:prod`):
// the operator's when VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are set, else a pair
// generated once into `file` (mode 0600) and kept, so push works locally and the browsers'
// subscriptions survive a restart (a new pair would end them all). docs/operations.md §18.
import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A contact the push services could use; a real deployment sets its own VAPID_SUBJECT. */
const LOCAL_SUBJECT = 'mailto:push@surgery-journeys.local';

/** A fixed-size big-endian number: a P-256 private key is 32 bytes, however many leading zeros. */
function padded(buffer, size) {
  return buffer.length >= size ? buffer : Buffer.concat([Buffer.alloc(size - buffer.length), buffer]);
}

function generate(file) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: padded(ecdh.getPrivateKey(), 32).toString('base64url'),
    subject: LOCAL_SUBJECT,
  };
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process wrote it first: use theirs.
    if (err.code !== 'EEXIST') throw err;
  }
}

/** The three VAPID variables for the API's environment. */
export function vapidEnv(env, file) {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env;
  if (VAPID_PUBLIC_KEY || VAPID_PRIVATE_KEY || VAPID_SUBJECT) {
    // The operator's choice, checked by the API (all three or none).
    return { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT };
  }
  if (!existsSync(file)) generate(file);
  const keys = JSON.parse(readFileSync(file, 'utf8'));
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: keys.subject ?? LOCAL_SUBJECT,
  };
}
