import { hasErrorCode, isApiError } from '@journeys/shared/api';
import { LOGIN_FAILED, useEmailLoginForm } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import { serverMessage } from '../../../lib/api-errors';

/**
 * Wrong credentials and refused input read the same to the person ('Invalid email or
 * password'); a rate limit, an outage or no network say what actually happened.
 */
function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 0 || error.status >= 500 || hasErrorCode(error, 'RATE_LIMITED')))
    return serverMessage(error, error.message);
  return LOGIN_FAILED;
}

export function EmailLoginForm({ onLoggedIn }: { onLoggedIn(): void }) {
  const form = useEmailLoginForm({ onLoggedIn, failureMessage: loginFailureMessage });

  return (
    <AuthForm form={form} submitLabel="Log In">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
    </AuthForm>
  );
}
