import { useState, type FormEvent } from 'react';
import { createPassword, isApiError } from '@journeys/shared/api';
import { accountUsername, DEFAULT_AVATAR_COLOR, password as passwordRule } from '@journeys/shared/domain';
import { showToast } from '@journeys/shared/events';
import { useSession } from '@journeys/shared/session';
import { Avatar } from '@journeys/shared/ui/avatar';
import { TextField } from '../../../components/text-field';
import formStyles from '../../../components/form.module.css';
import { fieldError, serverMessage } from '../../../lib/api-errors';
import { BackgroundPicker } from './background-picker';
import styles from './create-password-form.module.css';

export const USERNAME_TAKEN = 'Username is already taken';
export const PASSWORDS_DIFFER = 'Passwords do not match';
const CREATE_FAILED = 'Failed to create account';

interface Errors {
  username?: string;
  password?: string;
  confirm?: string;
}

function validate(username: string, password: string, confirm: string): Errors {
  const errors: Errors = {};
  const name = accountUsername.safeParse(username);
  if (!name.success) errors.username = name.error.issues[0]?.message;
  const pass = passwordRule.safeParse(password);
  if (!pass.success) errors.password = pass.error.issues[0]?.message;
  if (confirm !== password) errors.confirm = PASSWORDS_DIFFER;
  return errors;
}

export interface CreatePasswordFormProps {
  token: string;
  onCreated(username: string): void;
}

/** docs/product.md §4 Email sign-up, last step: username, password and avatar colour; logs the member in. */
export function CreatePasswordForm({ token, onCreated }: CreatePasswordFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [background, setBackground] = useState(DEFAULT_AVATAR_COLOR);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validate(username, password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const user = await createPassword({ token, password, username: username.trim(), background });
      await useSession.getState().loginWithUser(user);
      showToast(`Welcome, ${user.username}!`);
      onCreated(user.username);
    } catch (e) {
      const taken =
        fieldError(e, 'username') ?? (isApiError(e) && e.status === 409 ? USERNAME_TAKEN : undefined);
      // The common-password list is checked on the server only; its verdict goes under the field.
      const refusedPassword = fieldError(e, 'password');
      if (taken) setErrors({ username: taken });
      else if (refusedPassword) setErrors({ password: refusedPassword });
      else setFailure(serverMessage(e, CREATE_FAILED));
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className={styles.preview}>
        <Avatar username={username.trim() || '?'} background={background} size={64} decorative />
        <span className={styles.previewName}>{username.trim() || 'Your avatar'}</span>
      </div>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        maxLength={60}
        hint="3 to 50 characters. This is how other members see you."
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, not a common password, not your email or username."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <BackgroundPicker value={background} onChange={setBackground} />
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={formStyles.submit} disabled={busy}>
        Create Account
      </button>
    </form>
  );
}
