import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import type { PushPreferencesPayload } from '../domain/schemas';
import { pushPreferencesSchema, type PushKind } from '../domain/wire';

export type PushPreferences = Record<PushKind, boolean>;

/** GET /account/push-preferences: which kinds of push reach the devices the member turned on. */
export async function fetchPushPreferences(): Promise<PushPreferences> {
  const { data } = await http.get<PushPreferences>('/account/push-preferences');
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(pushPreferencesSchema, data, 'GET /account/push-preferences');
}

/** PUT /account/push-preferences: any of the kinds on or off; answers the full choice. */
export async function updatePushPreferences(payload: PushPreferencesPayload): Promise<PushPreferences> {
  const { data } = await http.put<PushPreferences>('/account/push-preferences', payload);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(pushPreferencesSchema, data, 'PUT /account/push-preferences');
}
