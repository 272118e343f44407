import type { z } from 'zod';
import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import type { EmailPreferencesPayload } from '../domain/schemas';
import { emailPreferencesSchema, unsubscribeResultSchema } from '../domain/wire';

export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** GET /account/email-preferences: which kinds of email the member gets. */
export async function fetchEmailPreferences(): Promise<EmailPreferences> {
  const { data } = await http.get<EmailPreferences>('/account/email-preferences');
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(emailPreferencesSchema, data, 'GET /account/email-preferences');
}

/** PUT /account/email-preferences: any of the five kinds on or off; answers the full choice. */
export async function updateEmailPreferences(payload: EmailPreferencesPayload): Promise<EmailPreferences> {
  const { data } = await http.put<EmailPreferences>('/account/email-preferences', payload);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(emailPreferencesSchema, data, 'PUT /account/email-preferences');
}

/** POST /email/unsubscribe?token=…: turns off the kind of email the link was for (no login). */
export async function unsubscribeByToken(token: string): Promise<UnsubscribeResult> {
  const { data } = await http.post<UnsubscribeResult>(
    `/email/unsubscribe?token=${encodeURIComponent(token)}`,
    {},
  );
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(unsubscribeResultSchema, data, 'POST /email/unsubscribe');
}
