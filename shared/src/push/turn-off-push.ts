import { currentSubscription, pushSupported } from './device-push-state';
import { removePushSubscription } from './push-api';

/**
 * Turns push off for this device: the API forgets it first, then the browser's subscription goes.
 * If the API call fails the device stays on and says so: the subscription is still here, so a
 * second try can still tell the API which address to forget.
 */
export async function turnOffPush(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
