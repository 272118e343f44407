import { useId, useState } from 'react';
import { updateEmailPreferences, type EmailPreferences } from '@journeys/shared/account-api';
import { emailPreferencesPayload } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';
import { AuthForm } from '../../../components/auth-form';
import formStyles from '../../../components/form.module.css';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT, type MessageKey } from '../../../messages';
import styles from './account-page.module.css';

/** The four kinds in the order the page lists them, with the words the emails' footers repeat. */
const EMAIL_PREFERENCE_LABELS: Record<keyof EmailPreferences, { label: MessageKey; hint: MessageKey }> = {
  comments: { label: 'prefComments', hint: 'prefCommentsHint' },
  followed: { label: 'prefFollowed', hint: 'prefFollowedHint' },
  reminders: { label: 'prefReminders', hint: 'prefRemindersHint' },
  digest: { label: 'prefDigest', hint: 'prefDigestHint' },
};

const KINDS = Object.keys(EMAIL_PREFERENCE_LABELS) as (keyof EmailPreferences)[];

/** One checkbox per kind of email and one Save: what is unchecked is never emailed. */
export function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const t = useT();
  const client = useQueryClient();
  const viewerId = useSession((s) => s.user?.id ?? null);
  const [saved, setSaved] = useState(false);
  const form = useLocalizedForm(
    useForm({
      initialValues: preferences,
      validate: emailPreferencesPayload,
      onSubmit: async (values) => {
        const answer = await updateEmailPreferences(values);
        client.setQueryData(queryKeys.account.emailPreferences(viewerId), answer);
        setSaved(true);
      },
      onError: (e) => serverMessage(e, translate('prefsSaveFailed')),
    }),
  );

  return (
    <AuthForm
      form={form}
      submitLabel={t('save')}
      status={
        <p role="status" className={saved ? formStyles.success : undefined}>
          {saved ? t('prefsSaved') : ''}
        </p>
      }
    >
      <fieldset className={styles.choices}>
        <legend className={styles.text}>{t('sendMeEmail')}</legend>
        {KINDS.map((kind) => (
          <Choice
            key={kind}
            kind={kind}
            checked={form.values[kind]}
            onChange={(checked) => {
              setSaved(false);
              form.setValue(kind, checked);
            }}
          />
        ))}
      </fieldset>
    </AuthForm>
  );
}

/** A checkbox named by its label alone; the hint describes it. */
function Choice({
  kind,
  checked,
  onChange,
}: {
  kind: keyof EmailPreferences;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const { label, hint } = EMAIL_PREFERENCE_LABELS[kind];
  return (
    <div className={styles.choice}>
      <input
        id={id}
        type="checkbox"
        name={kind}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <label htmlFor={id}>{t(label)}</label>
        <span id={`${id}-hint`} className={styles.hint}>
          {t(hint)}
        </span>
      </span>
    </div>
  );
}
