import { validateEmailLogin } from '@journeys/shared/api';
import { emailLoginPayload } from '@journeys/shared/domain';
import { useSession } from '@journeys/shared/session';
import { useForm, type Form } from './use-form';

/**
 * Wrong credentials, in English like the rules' messages: a form shows it in the page's language at
 * render time (the common catalog's 'loginFailed'), so it follows a switch.
 */
export const LOGIN_FAILED = 'Invalid email or password';

export interface EmailLoginFormOptions {
  onLoggedIn(): void;
  /** Words a failed request; wrong credentials always read LOGIN_FAILED. */
  failureMessage(error: unknown): string;
}

/**
 * The email login form of docs/product.md §4: the auth module's, and the stand-in login of the
 * other modules' standalone pages. A valid login stores the session, then `onLoggedIn`.
 */
export function useEmailLoginForm({ onLoggedIn, failureMessage }: EmailLoginFormOptions): Form<{
  email: string;
  password: string;
}> {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: emailLoginPayload,
    onSubmit: async (credentials): Promise<void> => {
      const check = await validateEmailLogin(credentials);
      if (!check.isValid || !check.token) {
        form.setFormError(LOGIN_FAILED);
        return;
      }
      await useSession.getState().loginWithToken(check.token);
      onLoggedIn();
    },
    onError: failureMessage,
  });
  return form;
}
