import { z } from 'zod';
import { createSocialProfile, hasErrorCode } from '@journeys/shared/api';
import {
  accountUsername,
  DEFAULT_AVATAR_COLOR,
  ERROR_MESSAGES,
  generateAnonymousUsername,
  randomPaletteColor,
  socialUsername,
} from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { useSession } from '@journeys/shared/session';
import { TextField } from '@journeys/shared/ui/text-field';
import { Button } from '@journeys/shared/ui/button';
import { AuthForm } from '../../../components/auth-form';
import { AvatarPreview } from '../../../components/avatar-preview';
import { fieldError, serverMessage } from '../../../lib/api-errors';
import type { PendingFacebookUser } from '../types';
import styles from './create-profile-form.module.css';

export const USERNAME_TAKEN = ERROR_MESSAGES.USERNAME_TAKEN;
const CREATE_FAILED = 'Failed to create account';

// docs/product.md §5: 1 to 50 for the social name, 3 to 50 for the anonymous one.
const createProfileForm = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('facebook'), facebookName: socialUsername }),
  z.object({ mode: z.literal('anonymous'), anonymousName: accountUsername, anonymousColor: z.string() }),
]);

export interface CreateProfileFormProps {
  user: PendingFacebookUser;
  onCreated(): void;
}

/** docs/product.md §4 Social login, first time: use the Facebook name and picture, or stay anonymous. */
export function CreateProfileForm({ user, onCreated }: CreateProfileFormProps) {
  const form = useForm({
    initialValues: () => ({
      mode: 'facebook' as 'facebook' | 'anonymous',
      facebookName: user.name,
      anonymousName: generateAnonymousUsername(),
      anonymousColor: randomPaletteColor(),
    }),
    validate: createProfileForm,
    onSubmit: async (profile) => {
      const anonymous = profile.mode === 'anonymous';
      const created = await createSocialProfile({
        facebook_user_id: user.userID,
        access_token: user.accessToken,
        username: anonymous ? profile.anonymousName : profile.facebookName,
        image: anonymous ? null : user.pictureUrl,
        background: anonymous ? profile.anonymousColor : DEFAULT_AVATAR_COLOR,
      });
      await useSession.getState().loginWithUser(created);
      onCreated();
    },
    // The server names the field 'username'; here it is whichever name field is showing.
    onError: (e, { mode }) => {
      const taken =
        fieldError(e, 'username') ?? (hasErrorCode(e, 'USERNAME_TAKEN') ? USERNAME_TAKEN : undefined);
      if (!taken) return serverMessage(e, CREATE_FAILED);
      return mode === 'anonymous' ? { anonymousName: taken } : { facebookName: taken };
    },
  });
  const { mode, facebookName, anonymousName, anonymousColor } = form.values;
  const anonymous = mode === 'anonymous';
  const name = anonymous ? anonymousName : facebookName;

  const regenerate = () => {
    form.setValue('anonymousName', generateAnonymousUsername());
    form.setValue('anonymousColor', randomPaletteColor());
  };

  return (
    <AuthForm form={form} submitLabel="Create Profile">
      <fieldset className={styles.options}>
        <legend className={styles.legend}>How should others see you?</legend>
        <label className={styles.option}>
          <input
            type="radio"
            name="profile-mode"
            value="facebook"
            checked={!anonymous}
            onChange={() => form.setValue('mode', 'facebook')}
          />
          Use my Facebook profile
        </label>
        <label className={styles.option}>
          <input
            type="radio"
            name="profile-mode"
            value="anonymous"
            checked={anonymous}
            onChange={() => form.setValue('mode', 'anonymous')}
          />
          Stay anonymous
        </label>
      </fieldset>

      <AvatarPreview
        username={name || '?'}
        image={anonymous ? null : user.pictureUrl}
        background={anonymous ? anonymousColor : DEFAULT_AVATAR_COLOR}
        name={name}
      />

      <TextField
        key={mode}
        label={anonymous ? 'Username' : 'Name'}
        autoComplete={anonymous ? 'off' : 'name'}
        maxLength={60}
        {...form.field(anonymous ? 'anonymousName' : 'facebookName')}
        name={anonymous ? 'username' : 'name'}
      />
      {anonymous && (
        <Button variant="link" onClick={regenerate}>
          Generate another
        </Button>
      )}
    </AuthForm>
  );
}
