import { useId, useState } from 'react';
import { updateEmailPreferences, type EmailPreferences } from '@journeys/shared/account-api';
import { emailPreferencesPayload } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';
import { AuthForm } from '../../../components/auth-form';
import formStyles from '../../../components/form.module.css';
import { serverMessage } from '../../../lib/api-errors';
import styles from './account-page.module.css';

export const EMAIL_PREFERENCES_SAVED = 'Email preferences saved.';

/** The four kinds in the order the page lists them, with the words the emails' footers repeat. */
export const EMAIL_PREFERENCE_LABELS: Record<keyof EmailPreferences, { label: string; hint: string }> = {
  comments: { label: 'Comments and replies', hint: 'Someone comments on your surgery or replies to you.' },
  followed: { label: 'Followed journeys', hint: 'A journey you follow gets a new update.' },
  reminders: { label: 'Follow-up reminders', hint: 'Time to post an update on your own surgery.' },
  digest: { label: 'Weekly digest', hint: 'Once a week, the updates of the journeys you follow.' },
};

const KINDS = Object.keys(EMAIL_PREFERENCE_LABELS) as (keyof EmailPreferences)[];

/** One checkbox per kind of email and one Save: what is unchecked is never emailed. */
export function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const client = useQueryClient();
  const viewerId = useSession((s) => s.user?.id ?? null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initialValues: preferences,
    validate: emailPreferencesPayload,
    onSubmit: async (values) => {
      const answer = await updateEmailPreferences(values);
      client.setQueryData(queryKeys.account.emailPreferences(viewerId), answer);
      setSaved(true);
    },
    onError: (e) => serverMessage(e, 'Failed to save your email preferences'),
  });

  return (
    <AuthForm
      form={form}
      submitLabel="Save"
      status={
        <p role="status" className={saved ? formStyles.success : undefined}>
          {saved ? EMAIL_PREFERENCES_SAVED : ''}
        </p>
      }
    >
      <fieldset className={styles.choices}>
        <legend className={styles.text}>Send me an email for:</legend>
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
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      </span>
    </div>
  );
}
