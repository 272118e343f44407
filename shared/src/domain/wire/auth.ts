/** Answers of the login and account routes that are not a user. */
import { z } from './zod';

/**
 * Answer of the email login. It never says whether the email has an account: a wrong email and
 * a wrong password get the same answer.
 */
export const emailLoginCheckSchema = z
  .object({
    isValid: z.boolean(),
    token: z.string().nullable(),
  })
  .meta({ id: 'EmailLoginCheck' });

/** Answer of the Facebook login: `userExists` false with a valid token leads to Create Profile. */
export const authCheckSchema = emailLoginCheckSchema
  .extend({
    userExists: z.boolean(),
  })
  .meta({ id: 'AuthCheck' });

/** Answer of POST /email/valid. */
export const tokenValiditySchema = z.object({ isValid: z.boolean() }).meta({ id: 'TokenValidity' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
