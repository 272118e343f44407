import type { FieldProps } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';

/** The username a member is seen by, with sign-up's rule as its hint: chosen at sign-up, changed on the account page. */
export function UsernameField(field: FieldProps) {
  return (
    <TextField
      label="Username"
      autoComplete="username"
      maxLength={60}
      hint="3 to 50 characters. This is how other members see you."
      {...field}
    />
  );
}
