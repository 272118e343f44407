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

export async function sendVerificationEmail(email: string): Promise<void> {
  await http.post('/email/verify', { email });
}

export async function checkVerificationToken(token: string): Promise<boolean> {
  const { data } = await http.post<{ isValid: boolean }>('/email/valid', { token });
  return data.isValid;
}

export async function createPassword(payload: CreatePasswordPayload): Promise<AuthenticatedUser> {
  const { data } = await http.post<AuthenticatedUser>('/email/create-password', payload);
  return data;
}

export async function validateEmailLogin(payload: EmailLoginPayload): Promise<EmailLoginCheck> {
  const { data } = await http.post<EmailLoginCheck>('/email/validate', payload);
  return data;
}

export async function validateFacebook(userID: string, accessToken: string): Promise<AuthCheck> {
  const { data } = await http.post<AuthCheck>('/facebook/validate', { userID, accessToken });
  return data;
}

export async function createSocialProfile(payload: CreateProfilePayload): Promise<AuthenticatedUser> {
  const { data } = await http.post<AuthenticatedUser>('/patient', payload);
  return data;
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>('/patient/me');
  return data;
}

export async function revokeSession(): Promise<void> {
  await http.post('/logout');
}
