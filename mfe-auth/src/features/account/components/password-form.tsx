import { z } from 'zod';
import { hasErrorCode } from '@journeys/shared/api';
import { changePassword } from '@journeys/shared/account-api';
import { changePasswordPayload } from '@journeys/shared/domain';
import { showToast } from '@journeys/shared/events';
import { useForm } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import { serverMessage } from '../../../lib/api-errors';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PASSWORDS_DIFFER, useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';

const passwordForm = changePasswordPayload
  .extend({ confirm: z.string() })
  .refine((form) => form.confirm === form.newPassword, { path: ['confirm'], message: PASSWORDS_DIFFER });

const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Current password, then the new one twice with sign-up's rules; the server signs other browsers out. */
export function PasswordForm() {
  const t = useT();
  const form = useLocalizedForm(
    useForm({
      initialValues: empty,
      validate: passwordForm,
      onSubmit: async ({ currentPassword, newPassword }) => {
        await changePassword({ currentPassword, newPassword });
        form.reset();
        showToast(translate('passwordChanged'));
      },
      onError: (e) =>
        hasErrorCode(e, 'WRONG_PASSWORD')
          ? { currentPassword: translate('wrongPassword') }
          : serverMessage(e, translate('changePasswordFailed')),
    }),
  );

  return (
    <AuthForm form={form} submitLabel={t('changePassword')}>
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <NewPasswordFields
        confirmLabel={t('confirmNewPassword')}
        password={form.field('newPassword')}
        confirm={form.field('confirm')}
      />
    </AuthForm>
  );
}
