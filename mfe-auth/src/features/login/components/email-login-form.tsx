import { hasErrorCode, isApiError } from '@journeys/shared/api';
import { LOGIN_FAILED, useEmailLoginForm } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { useT } from '../../../messages';

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
  const t = useT();
  const form = useLocalizedForm(useEmailLoginForm({ onLoggedIn, failureMessage: loginFailureMessage }));

  return (
    <AuthForm form={form} submitLabel={t('logIn')}>
      <TextField label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
    </AuthForm>
  );
}
