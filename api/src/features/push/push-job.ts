/** The push jobs' names and data: the fan-out of a write's events, and one push to one device. */
import type { PushKind, PushMessage } from '@journeys/shared/domain';
import type { PushEvent } from './push-message';

export const PUSH_FANOUT_JOB = 'push-fanout';
export const PUSH_SEND_JOB = 'push-send';

export interface PushFanOut {
  events: PushEvent[];
}

export interface PushJob {
  subscriptionId: number;
  /** The member the push is for: the device must still be theirs when it is sent. */
  userId: number;
  kind: PushKind;
  /** Exactly what the device receives, encrypted (pushMessageSchema): no health detail. */
  message: PushMessage;
}
