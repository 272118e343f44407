import type { EmailLoginCheck } from '@journeys/shared/rules';
import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import { emailLoginCheckSchema, messageSchema, tokenValiditySchema } from '../domain/wire';

/** POST /password/forgot: the same message whether or not an account exists for `email`. */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  const { data } = await http.post<{ message: string }>('/password/forgot', { email });
  return process.env.NODE_ENV === 'production' ? data : checked(messageSchema, data, 'POST /password/forgot');
}

/** POST /password/reset/valid: whether a reset link's token is still unused and unexpired. */
export async function checkResetToken(token: string): Promise<boolean> {
  const { data } = await http.post<{ isValid: boolean }>('/password/reset/valid', { token });
  return process.env.NODE_ENV === 'production'
    ? data.isValid
    : checked(tokenValiditySchema, data, 'POST /password/reset/valid').isValid;
}

/** POST /password/reset: sets the password and answers a new session token, as the email login does. */
export async function resetPassword(payload: { token: string; password: string }): Promise<EmailLoginCheck> {
  const { data } = await http.post<EmailLoginCheck>('/password/reset', payload);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(emailLoginCheckSchema, data, 'POST /password/reset');
}
