import { z } from 'zod';
import { createPassword, hasErrorCode } from '@journeys/shared/api';
import { accountUsername, DEFAULT_AVATAR_COLOR } from '@journeys/shared/domain';
import { showToast } from '@journeys/shared/events';
import { useForm } from '@journeys/shared/forms';
import { useSession } from '@journeys/shared/session';
import { AuthForm } from '../../../components/auth-form';
import { AvatarPreview } from '../../../components/avatar-preview';
import { BackgroundPicker } from '../../../components/background-picker';
import { UsernameField } from '../../../components/username-field';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { newPasswordFields, passwordsMatch } from '../../../lib/new-password';

const createPasswordForm = z
  .object({ username: accountUsername, ...newPasswordFields, background: z.string() })
  .refine(...passwordsMatch);

export interface CreatePasswordFormProps {
  token: string;
  onCreated(username: string): void;
}

/** docs/product.md §4 Email sign-up, last step: username, password and avatar colour; logs the member in. */
export function CreatePasswordForm({ token, onCreated }: CreatePasswordFormProps) {
  const t = useT();
  const form = useLocalizedForm(
    useForm({
      initialValues: { username: '', password: '', confirm: '', background: DEFAULT_AVATAR_COLOR },
      validate: createPasswordForm,
      onSubmit: async ({ username, password, background }) => {
        const user = await createPassword({ token, password, username, background });
        await useSession.getState().loginWithUser(user);
        showToast(translate('welcome', { username: user.username }));
        onCreated(user.username);
      },
      // A username or password the server refused (taken, too common) arrives as a field error
      // and goes under its field; the common-password list is checked on the server only.
      onError: (e) =>
        hasErrorCode(e, 'USERNAME_TAKEN')
          ? { username: translate('usernameTaken') }
          : serverMessage(e, translate('createFailed')),
    }),
  );
  const username = form.values.username.trim();

  return (
    <AuthForm form={form} submitLabel={t('createAccount')}>
      <AvatarPreview
        username={username || '?'}
        background={form.values.background}
        name={username || t('yourAvatar')}
      />
      <UsernameField {...form.field('username')} />
      <NewPasswordFields
        passwordLabel={t('password')}
        password={form.field('password')}
        confirm={form.field('confirm')}
      />
      <BackgroundPicker
        value={form.values.background}
        onChange={(color) => form.setValue('background', color)}
      />
    </AuthForm>
  );
}
