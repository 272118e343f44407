import { hasErrorCode } from '@journeys/shared/api';
import { updateProfile } from '@journeys/shared/account-api';
import { accountProfilePayload } from '@journeys/shared/domain';
import { showToast } from '@journeys/shared/events';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';
import { AuthForm } from '../../../components/auth-form';
import { BackgroundPicker } from '../../../components/background-picker';
import { UsernameField } from '../../../components/username-field';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';

/** Username (sign-up's rules, unique) and avatar colour; the header and cards follow at once. */
export function ProfileForm({ username, background }: { username: string; background: string }) {
  const t = useT();
  const client = useQueryClient();
  const form = useLocalizedForm(
    useForm({
      initialValues: { username, background },
      validate: accountProfilePayload,
      onSubmit: async (profile) => {
        await updateProfile(profile);
        // The header reads the session's member; cards and threads carry the author's name and colour.
        await useSession.getState().refreshUser();
        await Promise.all([
          client.invalidateQueries({ queryKey: queryKeys.reviews.all }),
          client.invalidateQueries({ queryKey: queryKeys.comments.all }),
          client.invalidateQueries({ queryKey: queryKeys.reference.recentMembers }),
          client.invalidateQueries({ queryKey: queryKeys.account.all }),
        ]);
        showToast(translate('profileSaved'));
      },
      onError: (e) =>
        hasErrorCode(e, 'USERNAME_TAKEN')
          ? { username: translate('usernameTaken') }
          : serverMessage(e, translate('profileSaveFailed')),
    }),
  );

  return (
    <AuthForm form={form} submitLabel={t('saveProfile')}>
      <UsernameField {...form.field('username')} />
      <BackgroundPicker
        value={form.values.background}
        onChange={(color) => form.setValue('background', color)}
      />
    </AuthForm>
  );
}
