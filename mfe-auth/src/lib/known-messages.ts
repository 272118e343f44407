import { useCallback } from 'react';
import { LOGIN_FAILED, type Form } from '@journeys/shared/forms';
import {
  ACCOUNT_USERNAME_MIN,
  ERROR_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
} from '@journeys/shared/rules';
import { useT, type MessageKey } from '../messages';

/** The new-password forms' rule (new-password.ts): the two passwords differ. */
export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * English words this module shows but does not write: the shared rules' messages (the forms'
 * zod schemas, which the API repeats in `fieldErrors`), the API's fixed error messages and the
 * shared login form's. Each is shown through this module's key for it, at render time, so a
 * message already showing follows a language switch. Any other text (a rate limit's wait, a
 * server's own answer) shows as it came.
 */
const KNOWN: Record<string, MessageKey> = {
  [ERROR_MESSAGES.EMAIL_IN_USE]: 'emailInUse',
  [ERROR_MESSAGES.EMAIL_SEND_FAILED]: 'emailSendFailed',
  [ERROR_MESSAGES.USERNAME_TAKEN]: 'usernameTaken',
  [ERROR_MESSAGES.WRONG_PASSWORD]: 'wrongPassword',
  [ERROR_MESSAGES.INVALID_VERIFICATION_TOKEN]: 'invalidToken',
  [ERROR_MESSAGES.FACEBOOK_NOT_CONFIGURED]: 'fbNotConfigured',
  [ERROR_MESSAGES.RESET_TOKEN_INVALID]: 'resetLinkInvalid',
  [ERROR_MESSAGES.EMAIL_CHANGE_TOKEN_INVALID]: 'emailLinkInvalid',
  [ERROR_MESSAGES.CONFIRMATION_REQUIRED]: 'confirmationRequired',
  [LOGIN_FAILED]: 'loginFailed',
  [PASSWORDS_DIFFER]: 'passwordsDiffer',
  'Email is required': 'vEmailRequired',
  'Email is too long': 'vEmailLong',
  'Enter a valid email address': 'vEmailInvalid',
  'Password is required': 'vPasswordRequired',
  [`Password must be at least ${PASSWORD_MIN} characters long`]: 'vPasswordMin',
  [`Password must be at most ${PASSWORD_MAX} characters long`]: 'vPasswordMax',
  'Current password is required': 'vCurrentRequired',
  [`Username must be at least ${ACCOUNT_USERNAME_MIN} characters`]: 'vUsernameMin',
  [`Username must be at most ${USERNAME_MAX} characters`]: 'vUsernameMax',
  "Username may use letters, numbers, spaces and . _ ' -": 'vUsernameChars',
  'Name is required': 'vNameRequired',
  [`Name must be at most ${USERNAME_MAX} characters`]: 'vNameMax',
  "Name may use letters, numbers, spaces and . _ ' -": 'vNameChars',
  'Choose a background colour': 'vBackground',
  'Choose a background colour from the palette': 'vBackgroundPalette',
};

/** The limits the rules' messages name. */
const LIMITS = {
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
  usernameMin: ACCOUNT_USERNAME_MIN,
  usernameMax: USERNAME_MAX,
};

/** Shows a message in the current language when it is one of the known English ones (above). */
export function useLocalize(): (message: string) => string {
  const t = useT();
  return useCallback(
    (message) => {
      const key = Object.hasOwn(KNOWN, message) ? KNOWN[message] : undefined;
      return key ? t(key, LIMITS) : message;
    },
    [t],
  );
}

/** The form with its field messages and its form message in the current language. */
export function useLocalizedForm<V>(form: Form<V>): Form<V> {
  const localize = useLocalize();
  return {
    ...form,
    formError: form.formError && localize(form.formError),
    field(name) {
      const props = form.field(name);
      return props.error ? { ...props, error: localize(props.error) } : props;
    },
  };
}
