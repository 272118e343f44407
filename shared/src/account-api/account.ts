import type { z } from 'zod';
import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import type { CurrentUser } from '../domain/entities';
import type { DeleteAccountPayload } from '../domain/schemas';
import {
  accountSchema,
  accountSessionListSchema,
  currentUserSchema,
  facebookDeletionStatusSchema,
  messageSchema,
  type accountSessionSchema,
} from '../domain/wire';

export type FacebookDeletionStatus = z.infer<typeof facebookDeletionStatusSchema>;
export type Account = z.infer<typeof accountSchema>;
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** POST /account/email/confirm: the emailed link's token makes the new address the account's. */
export async function confirmEmailChange(token: string): Promise<{ message: string }> {
  const { data } = await http.post<{ message: string }>('/account/email/confirm', { token });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(messageSchema, data, 'POST /account/email/confirm');
}

/** GET /facebook/data-deletion/:code: the status page Facebook links a member to. */
export async function fetchFacebookDeletionStatus(code: string): Promise<FacebookDeletionStatus> {
  const { data } = await http.get<FacebookDeletionStatus>(
    `/facebook/data-deletion/${encodeURIComponent(code)}`,
  );
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(facebookDeletionStatusSchema, data, 'GET /facebook/data-deletion/:code');
}

/** GET /account: the signed-in member's own account, with what only they may see. */
export async function fetchAccount(): Promise<Account> {
  const { data } = await http.get<Account>('/account');
  return process.env.NODE_ENV === 'production' ? data : checked(accountSchema, data, 'GET /account');
}

/** PUT /account/profile: username (sign-up's rules, unique) and background colour. */
export async function updateProfile(payload: { username: string; background: string }): Promise<CurrentUser> {
  const { data } = await http.put<CurrentUser>('/account/profile', payload);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(currentUserSchema, data, 'PUT /account/profile');
}

/** PUT /account/password: needs the current password; every other session is signed out. */
export async function changePassword(payload: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await http.put('/account/password', payload);
}

/** POST /account/email: mails a link to the new address; the email changes when it is opened. */
export async function requestEmailChange(email: string): Promise<{ message: string }> {
  const { data } = await http.post<{ message: string }>('/account/email', { email });
  return process.env.NODE_ENV === 'production' ? data : checked(messageSchema, data, 'POST /account/email');
}

/** GET /account/sessions: the member's signed-in browsers. */
export async function fetchAccountSessions(): Promise<AccountSession[]> {
  const { data } = await http.get<{ sessions: AccountSession[] }>('/account/sessions');
  return (
    process.env.NODE_ENV === 'production'
      ? data
      : checked(accountSessionListSchema, data, 'GET /account/sessions')
  ).sessions;
}

/** DELETE /account/sessions/:id: signs one of the member's browsers out. */
export async function revokeAccountSession(id: number): Promise<void> {
  await http.delete(`/account/sessions/${id}`);
}

/** POST /account/sessions/revoke-others: signs out every browser but this one. */
export async function revokeOtherSessions(): Promise<void> {
  await http.post('/account/sessions/revoke-others');
}

/**
 * GET /account/export: the member's data as the ZIP the page saves (GDPR article 20): data.json
 * (an AccountExport) and photos/.
 */
export async function exportAccountData(): Promise<Blob> {
  const { data } = await http.get<Blob>('/account/export', { responseType: 'blob' });
  return data;
}

/** DELETE /account: erases the member; their surgeries go too or stay anonymised. */
export async function deleteAccount(payload: DeleteAccountPayload): Promise<void> {
  await http.delete('/account', {}, payload);
}
