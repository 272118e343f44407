import { useState, type FormEvent } from 'react';
import { createSocialProfile, isApiError } from '@journeys/shared/api';
import {
  accountUsername,
  DEFAULT_AVATAR_COLOR,
  generateAnonymousUsername,
  randomPaletteColor,
  socialUsername,
} from '@journeys/shared/domain';
import { useSession } from '@journeys/shared/session';
import { Avatar } from '@journeys/shared/ui/avatar';
import { TextField } from '../../../components/text-field';
import { fieldError, serverMessage } from '../../../lib/api-errors';
import formStyles from '../../../components/form.module.css';
import type { PendingFacebookUser } from '../types';
import styles from './create-profile-form.module.css';

export const USERNAME_TAKEN = 'Username is already taken';
const CREATE_FAILED = 'Failed to create account';

type Mode = 'facebook' | 'anonymous';

export interface CreateProfileFormProps {
  user: PendingFacebookUser;
  onCreated(): void;
}

/** docs/product.md §4 Social login, first time: use the Facebook name and picture, or stay anonymous. */
export function CreateProfileForm({ user, onCreated }: CreateProfileFormProps) {
  const [mode, setMode] = useState<Mode>('facebook');
  const [facebookName, setFacebookName] = useState(user.name);
  const [anonymousName, setAnonymousName] = useState(() => generateAnonymousUsername());
  const [anonymousColor, setAnonymousColor] = useState(() => randomPaletteColor());
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const anonymous = mode === 'anonymous';
  const name = anonymous ? anonymousName : facebookName;

  const choose = (next: Mode) => {
    setMode(next);
    setUsernameError(null);
  };

  const regenerate = () => {
    setAnonymousName(generateAnonymousUsername());
    setAnonymousColor(randomPaletteColor());
    setUsernameError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    // docs/product.md §5: 1 to 50 for the social name, 3 to 50 for the anonymous one.
    const parsed = (anonymous ? accountUsername : socialUsername).safeParse(name);
    if (!parsed.success) {
      setUsernameError(parsed.error.issues[0]?.message ?? 'Name is required');
      return;
    }
    setUsernameError(null);
    setBusy(true);
    try {
      const created = await createSocialProfile({
        facebook_user_id: user.userID,
        access_token: user.accessToken,
        username: parsed.data,
        image: anonymous ? null : user.pictureUrl,
        background: anonymous ? anonymousColor : DEFAULT_AVATAR_COLOR,
      });
      await useSession.getState().loginWithUser(created);
      onCreated();
    } catch (e) {
      const taken =
        fieldError(e, 'username') ?? (isApiError(e) && e.status === 409 ? USERNAME_TAKEN : undefined);
      if (taken) setUsernameError(taken);
      else setFormError(serverMessage(e, CREATE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset className={styles.options}>
        <legend className={styles.legend}>How should others see you?</legend>
        <label className={styles.option}>
          <input
            type="radio"
            name="profile-mode"
            value="facebook"
            checked={!anonymous}
            onChange={() => choose('facebook')}
          />
          Use my Facebook profile
        </label>
        <label className={styles.option}>
          <input
            type="radio"
            name="profile-mode"
            value="anonymous"
            checked={anonymous}
            onChange={() => choose('anonymous')}
          />
          Stay anonymous
        </label>
      </fieldset>

      <div className={styles.preview}>
        <Avatar
          username={name || '?'}
          image={anonymous ? null : user.pictureUrl}
          background={anonymous ? anonymousColor : DEFAULT_AVATAR_COLOR}
          size={64}
          decorative
        />
        <span className={styles.previewName}>{name}</span>
      </div>

      {anonymous ? (
        <>
          <TextField
            key="anonymous"
            label="Username"
            name="username"
            autoComplete="off"
            maxLength={60}
            value={anonymousName}
            onChange={(e) => setAnonymousName(e.target.value)}
            error={usernameError}
          />
          <button type="button" className={formStyles.linkButton} onClick={regenerate}>
            Generate another
          </button>
        </>
      ) : (
        <TextField
          key="facebook"
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={60}
          value={facebookName}
          onChange={(e) => setFacebookName(e.target.value)}
          error={usernameError}
        />
      )}

      {formError && (
        <p role="alert" className={formStyles.alert}>
          {formError}
        </p>
      )}
      <button type="submit" className={formStyles.submit} disabled={busy}>
        Create Profile
      </button>
    </form>
  );
}
