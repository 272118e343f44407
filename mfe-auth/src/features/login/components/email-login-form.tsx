import { useState, type FormEvent } from 'react';
import { isApiError, validateEmailLogin } from '@journeys/shared/api';
import { emailLoginPayload, fieldErrorsOf } from '@journeys/shared/domain';
import { useSession } from '@journeys/shared/session';
import { TextField } from '../../../components/text-field';
import { serverMessage } from '../../../lib/api-errors';
import formStyles from '../../../components/form.module.css';

export const LOGIN_FAILED = 'Invalid email or password';

/**
 * Wrong credentials and refused input read the same to the person ('Invalid email or
 * password'); a rate limit, an outage or no network say what actually happened.
 */
function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500))
    return serverMessage(error, error.message);
  return LOGIN_FAILED;
}

export function EmailLoginForm({ onLoggedIn }: { onLoggedIn(): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = emailLoginPayload.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const check = await validateEmailLogin(parsed.data);
      if (check.isValid && check.token) {
        await useSession.getState().loginWithToken(check.token);
        onLoggedIn();
      } else {
        setFailure(LOGIN_FAILED);
      }
    } catch (e) {
      setFailure(loginFailureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={formStyles.submit} disabled={busy}>
        Log In
      </button>
    </form>
  );
}
