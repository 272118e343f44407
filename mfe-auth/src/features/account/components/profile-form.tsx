import { hasErrorCode } from '@journeys/shared/api';
import { updateProfile } from '@journeys/shared/account-api';
import { accountProfilePayload, ERROR_MESSAGES } from '@journeys/shared/domain';
import { showToast } from '@journeys/shared/events';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';
import { AuthForm } from '../../../components/auth-form';
import { BackgroundPicker } from '../../../components/background-picker';
import { UsernameField } from '../../../components/username-field';
import { serverMessage } from '../../../lib/api-errors';

export const PROFILE_SAVED = 'Profile saved';
export const USERNAME_TAKEN = ERROR_MESSAGES.USERNAME_TAKEN;
const SAVE_FAILED = 'Failed to save your profile';

/** Username (sign-up's rules, unique) and avatar colour; the header and cards follow at once. */
export function ProfileForm({ username, background }: { username: string; background: string }) {
  const client = useQueryClient();
  const form = useForm({
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
      showToast(PROFILE_SAVED);
    },
    onError: (e) =>
      hasErrorCode(e, 'USERNAME_TAKEN') ? { username: USERNAME_TAKEN } : serverMessage(e, SAVE_FAILED),
  });

  return (
    <AuthForm form={form} submitLabel="Save profile">
      <UsernameField {...form.field('username')} />
      <BackgroundPicker
        value={form.values.background}
        onChange={(color) => form.setValue('background', color)}
      />
    </AuthForm>
  );
}
