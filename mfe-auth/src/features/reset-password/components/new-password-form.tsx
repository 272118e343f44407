import { z } from 'zod';
import { hasErrorCode } from '@journeys/shared/api';
import { resetPassword } from '@journeys/shared/account-api';
import { showToast } from '@journeys/shared/events';
import { useForm } from '@journeys/shared/forms';
import { useSession } from '@journeys/shared/session';
import { AuthForm } from '../../../components/auth-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';
import { newPasswordFields, passwordsMatch } from '../../../lib/new-password';

const newPasswordForm = z.object(newPasswordFields).refine(...passwordsMatch);

/** Thrown when the server no longer takes the token (used meanwhile, or expired while typing). */
class LinkExpired extends Error {}

export interface NewPasswordFormProps {
  token: string;
  onChanged(): void;
  onLinkExpired(): void;
}

/** The new password, twice; on success the member is logged in with the session the API answers. */
export function NewPasswordForm({ token, onChanged, onLinkExpired }: NewPasswordFormProps) {
  const t = useT();
  const form = useLocalizedForm(
    useForm({
      initialValues: { password: '', confirm: '' },
      validate: newPasswordForm,
      onSubmit: async ({ password }) => {
        const answer = await resetPassword({ token, password });
        if (!answer.token) throw new LinkExpired();
        await useSession.getState().loginWithToken(answer.token);
        showToast(translate('passwordChangedLoggedIn'));
        onChanged();
      },
      onError: (e) => {
        if (e instanceof LinkExpired || hasErrorCode(e, 'RESET_TOKEN_INVALID')) onLinkExpired();
        return serverMessage(e, translate('changePasswordFailed'));
      },
    }),
  );

  return (
    <AuthForm form={form} submitLabel={t('setNewPassword')}>
      <NewPasswordFields password={form.field('password')} confirm={form.field('confirm')} />
    </AuthForm>
  );
}
