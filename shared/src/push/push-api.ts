import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import type { PushSubscriptionPayload } from '../domain/schemas';
import { pushPublicKeySchema } from '../domain/wire';

/** GET /push/public-key: the VAPID key this device subscribes with (503 when the site has no push). */
export async function fetchPushPublicKey(): Promise<string> {
  const { data } = await http.get<{ publicKey: string }>('/push/public-key');
  return (
    process.env.NODE_ENV === 'production' ? data : checked(pushPublicKeySchema, data, 'GET /push/public-key')
  ).publicKey;
}

/** POST /push/subscriptions: this device gets the member's pushes (the API upserts by endpoint). */
export async function savePushSubscription(payload: PushSubscriptionPayload): Promise<void> {
  await http.post('/push/subscriptions', payload);
}

/** DELETE /push/subscriptions: this device stops getting pushes (204 also when it was unknown). */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await http.delete('/push/subscriptions', {}, { endpoint });
}
