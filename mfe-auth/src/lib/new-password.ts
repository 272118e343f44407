import { z } from 'zod';
import { password as passwordRule } from '@journeys/shared/domain';
import { PASSWORDS_DIFFER } from './known-messages';

/** A new password typed twice, under sign-up's rules; every form that sets a password uses it. */
export const newPasswordFields = { password: passwordRule, confirm: z.string() };

/** The refinement that puts a mismatch under the confirmation field. */
export const passwordsMatch: [
  (form: { password: string; confirm: string }) => boolean,
  { path: string[]; message: string },
] = [(form) => form.confirm === form.password, { path: ['confirm'], message: PASSWORDS_DIFFER }];
