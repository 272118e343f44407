// VAPID keys for the browser tests' API, made fresh per site as a deployment makes its own: a
// P-256 key pair, the public key as the uncompressed point and the private key as its 32 bytes,
// base64url (RFC 8292). Push then works in the composed site as it does after `npm start`.
import { createECDH } from 'node:crypto';

export function vapidEnv(): Record<'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT', string> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes always: Node drops leading zero bytes, and web-push refuses a shorter key.
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
    VAPID_SUBJECT: 'mailto:browser-tests@surgery-journeys.example',
  };
}
