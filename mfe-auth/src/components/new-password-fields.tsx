import type { FieldProps } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { useT } from '../messages';

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
  passwordLabel,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={passwordLabel ?? t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        {...password}
      />
      <TextField
        label={confirmLabel ?? t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
