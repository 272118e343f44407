import type { FieldProps } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { useT } from '../messages';

/** The username a member is seen by, with sign-up's rule as its hint: chosen at sign-up, changed on the account page. */
export function UsernameField(field: FieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('username')}
      autoComplete="username"
      maxLength={60}
      hint={t('usernameHint')}
      {...field}
    />
  );
}
