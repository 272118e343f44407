import { z } from 'zod';
import { createSocialProfile, hasErrorCode } from '@journeys/shared/api';
import {
  accountUsername,
  DEFAULT_AVATAR_COLOR,
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
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';
import type { PendingFacebookUser } from '../types';
import styles from './create-profile-form.module.css';

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
  const t = useT();
  const form = useLocalizedForm(
    useForm({
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
          fieldError(e, 'username') ??
          (hasErrorCode(e, 'USERNAME_TAKEN') ? translate('usernameTaken') : undefined);
        if (!taken) return serverMessage(e, translate('createFailed'));
        return mode === 'anonymous' ? { anonymousName: taken } : { facebookName: taken };
      },
    }),
  );
  const { mode, facebookName, anonymousName, anonymousColor } = form.values;
  const anonymous = mode === 'anonymous';
  const name = anonymous ? anonymousName : facebookName;

  const regenerate = () => {
    form.setValue('anonymousName', generateAnonymousUsername());
    form.setValue('anonymousColor', randomPaletteColor());
  };

  return (
    <AuthForm form={form} submitLabel={t('createProfile')}>
      <fieldset className={styles.options}>
        <legend className={styles.legend}>{t('profileMode')}</legend>
        <label className={styles.option}>
          <input
            type="radio"
            name="profile-mode"
            value="facebook"
            checked={!anonymous}
            onChange={() => form.setValue('mode', 'facebook')}
          />
          {t('useFacebookProfile')}
        </label>
        <label className={styles.option}>
          <input
            type="radio"
            name="profile-mode"
            value="anonymous"
            checked={anonymous}
            onChange={() => form.setValue('mode', 'anonymous')}
          />
          {t('stayAnonymous')}
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
        label={anonymous ? t('username') : t('name')}
        autoComplete={anonymous ? 'off' : 'name'}
        maxLength={60}
        {...form.field(anonymous ? 'anonymousName' : 'facebookName')}
        name={anonymous ? 'username' : 'name'}
      />
      {anonymous && (
        <Button variant="link" onClick={regenerate}>
          {t('generateAnother')}
        </Button>
      )}
    </AuthForm>
  );
}
