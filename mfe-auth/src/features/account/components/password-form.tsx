import { z } from 'zod';
import { hasErrorCode } from '@journeys/shared/api';
import { changePassword } from '@journeys/shared/account-api';
import { changePasswordPayload, ERROR_MESSAGES } from '@journeys/shared/domain';
import { showToast } from '@journeys/shared/events';
import { useForm } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import { serverMessage } from '../../../lib/api-errors';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PASSWORDS_DIFFER } from '../../../lib/new-password';

export const PASSWORD_CHANGED = 'Password changed. Your other browsers are signed out.';

const passwordForm = changePasswordPayload
  .extend({ confirm: z.string() })
  .refine((form) => form.confirm === form.newPassword, { path: ['confirm'], message: PASSWORDS_DIFFER });

const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Current password, then the new one twice with sign-up's rules; the server signs other browsers out. */
export function PasswordForm() {
  const form = useForm({
    initialValues: empty,
    validate: passwordForm,
    onSubmit: async ({ currentPassword, newPassword }) => {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      showToast(PASSWORD_CHANGED);
    },
    onError: (e) =>
      hasErrorCode(e, 'WRONG_PASSWORD')
        ? { currentPassword: ERROR_MESSAGES.WRONG_PASSWORD }
        : serverMessage(e, 'Failed to change your password'),
  });

  return (
    <AuthForm form={form} submitLabel="Change password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <NewPasswordFields
        confirmLabel="Confirm new password"
        password={form.field('newPassword')}
        confirm={form.field('confirm')}
      />
    </AuthForm>
  );
}
