import type {
  AuthCheck,
  AuthenticatedUser,
  CreatePasswordPayload,
  CreateProfilePayload,
  CurrentUser,
  EmailLoginCheck,
  EmailLoginPayload,
} from '@journeys/shared/rules';
import { http } from './http';
import { checked } from './check-response';
import {
  authCheckSchema,
  authenticatedUserSchema,
  currentUserSchema,
  emailLoginCheckSchema,
  tokenValiditySchema,
} from '../domain/wire';

export async function sendVerificationEmail(email: string): Promise<void> {
  await http.post('/email/verify', { email });
}

export async function checkVerificationToken(token: string): Promise<boolean> {
  const { data } = await http.post<{ isValid: boolean }>('/email/valid', { token });
  return process.env.NODE_ENV === 'production'
    ? data.isValid
    : checked(tokenValiditySchema, data, 'POST /email/valid').isValid;
}

export async function createPassword(payload: CreatePasswordPayload): Promise<AuthenticatedUser> {
  const { data } = await http.post<AuthenticatedUser>('/email/create-password', payload);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(authenticatedUserSchema, data, 'POST /email/create-password');
}

export async function validateEmailLogin(payload: EmailLoginPayload): Promise<EmailLoginCheck> {
  const { data } = await http.post<EmailLoginCheck>('/email/validate', payload);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(emailLoginCheckSchema, data, 'POST /email/validate');
}

export async function validateFacebook(userID: string, accessToken: string): Promise<AuthCheck> {
  const { data } = await http.post<AuthCheck>('/facebook/validate', { userID, accessToken });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(authCheckSchema, data, 'POST /facebook/validate');
}

export async function createSocialProfile(payload: CreateProfilePayload): Promise<AuthenticatedUser> {
  const { data } = await http.post<AuthenticatedUser>('/patient', payload);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(authenticatedUserSchema, data, 'POST /patient');
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>('/patient/me');
  return process.env.NODE_ENV === 'production' ? data : checked(currentUserSchema, data, 'GET /patient/me');
}

/** Revokes `token` (the session being left: the store has forgotten it by then). */
export async function revokeSession(token: string): Promise<void> {
  await http.post('/logout', undefined, { headers: { Authorization: `Bearer ${token}` } });
}
