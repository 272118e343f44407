/** A fresh VAPID key pair for a test or a bench: the config the API reads, or the environment of a process. */
import webpush from 'web-push';
import type { PushConfig } from '../../src/platform/config';

export const TEST_VAPID_SUBJECT = 'mailto:push-test@surgery-journeys.example';

export function testVapidKeys(): NonNullable<PushConfig['vapid']> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey, subject: TEST_VAPID_SUBJECT };
}

export function testVapidEnv(): Record<'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT', string> {
  const keys = testVapidKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: keys.subject,
  };
}
