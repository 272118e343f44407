import type { FieldProps } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { NEW_PASSWORD_HINT } from '../lib/new-password';

export interface NewPasswordFieldsProps {
  password: FieldProps;
  confirm: FieldProps;
  /** 'New password' where a password is replaced, 'Password' where the first one is chosen. */
  passwordLabel?: string;
  confirmLabel?: string;
}

/** A new password typed twice, with sign-up's rules as the hint: every form that sets one shows these. */
export function NewPasswordFields({
  password,
  confirm,
  passwordLabel = 'New password',
  confirmLabel = 'Confirm password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        {...password}
      />
      <TextField label={confirmLabel} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
