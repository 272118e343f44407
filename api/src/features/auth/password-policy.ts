/**
 * Password rules checked on the server only, on top of the shared length rule: not one of the
 * ~49,000 most common passwords (the list of @zxcvbn-ts/language-common, checked offline) and
 * not the member's own email or username. The list never reaches the browser: it alone would
 * outweigh the auth remote's whole size budget, so the forms show the server's message instead.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../platform/errors';

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less common one.';
export const PASSWORD_IS_IDENTITY = 'Your password must not be your email or username.';

/** Decompressed once per process; the list is lower case. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export interface PasswordOwner {
  email: string;
  username: string;
}

/** The message that refuses `password` for this member, or undefined when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  // A capitalised or padded common password is just as guessable as the listed one.
  const candidate = password.trim().toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const own = [email, email.split('@')[0], owner.username.trim().toLowerCase()];
  if (own.includes(candidate)) return PASSWORD_IS_IDENTITY;
  if (COMMON_PASSWORDS.has(candidate)) return PASSWORD_TOO_COMMON;
  return undefined;
}

/** WEAK_PASSWORD for a problem passwordProblem found, on the form's field, in any language. */
export function weakPassword(problem: string, field: string): AppError {
  const key = problem === PASSWORD_IS_IDENTITY ? 'err.passwordIdentity' : 'err.passwordCommon';
  return new AppError('WEAK_PASSWORD', problem, { [field]: problem }, { key });
}
