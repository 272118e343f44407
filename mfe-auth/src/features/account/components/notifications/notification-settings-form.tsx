import { useId, useRef, useState } from 'react';
import {
  updateEmailPreferences,
  updatePushPreferences,
  type EmailPreferences,
  type PushPreferences,
} from '@journeys/shared/account-api';
import { PUSH_KINDS, type PushKind } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';
import { AuthForm } from '../../../../components/auth-form';
import formStyles from '../../../../components/form.module.css';
import { serverMessage } from '../../../../lib/api-errors';
import { useLocalizedForm } from '../../../../lib/known-messages';
import { useT as useAuthT } from '../../../../messages';
import { t as translate, useT, type MessageKey } from './messages';
import styles from './notification-settings.module.css';

type Kind = keyof EmailPreferences;

/** The rows in the order the page lists them, with the words the emails' footers repeat. */
const ROWS: { kind: Kind; label: MessageKey; hint: MessageKey }[] = [
  { kind: 'replies', label: 'prefReplies', hint: 'prefRepliesHint' },
  { kind: 'comments', label: 'prefComments', hint: 'prefCommentsHint' },
  { kind: 'followed', label: 'prefFollowed', hint: 'prefFollowedHint' },
  { kind: 'reminders', label: 'prefReminders', hint: 'prefRemindersHint' },
  { kind: 'help', label: 'prefHelp', hint: 'prefHelpHint' },
  // Email only: a weekly summary is no news to interrupt anyone with.
  { kind: 'digest', label: 'prefDigest', hint: 'prefDigestHint' },
];

const isPushKind = (kind: Kind): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind);

export interface NotificationSettings {
  email: EmailPreferences;
  push: PushPreferences;
}

/** Only what differs from what was saved: another device's change to another kind is not undone. */
function changes<T extends object>(saved: T, now: T): Partial<T> | null {
  const changed = (Object.keys(now) as (keyof T)[]).filter((key) => now[key] !== saved[key]);
  return changed.length ? (Object.fromEntries(changed.map((key) => [key, now[key]])) as Partial<T>) : null;
}

/**
 * Each kind of notification by email and by push, as a table (a row per kind, a column per way)
 * with one Save. What is unchecked is never sent that way.
 */
export function NotificationSettingsForm({
  settings,
  labelledBy,
}: {
  settings: NotificationSettings;
  labelledBy: string;
}) {
  const t = useT();
  const authT = useAuthT();
  const client = useQueryClient();
  const viewerId = useSession((s) => s.user?.id ?? null);
  const [saved, setSaved] = useState(false);
  // What the API holds; a save that failed half-way still knows what the first half did.
  const stored = useRef(settings);
  const pushNote = useId();
  const form = useLocalizedForm(
    useForm({
      initialValues: settings,
      onSubmit: async (values) => {
        const email = changes(stored.current.email, values.email);
        if (email) {
          const answer = await updateEmailPreferences(email);
          client.setQueryData(queryKeys.account.emailPreferences(viewerId), answer);
          stored.current = { ...stored.current, email: answer };
        }
        const push = changes(stored.current.push, values.push);
        if (push) {
          const answer = await updatePushPreferences(push);
          client.setQueryData(queryKeys.account.pushPreferences(viewerId), answer);
          stored.current = { ...stored.current, push: answer };
        }
        setSaved(true);
      },
      onError: (e) => serverMessage(e, translate('prefsSaveFailed')),
    }),
  );

  function toggle(way: 'email' | 'push', kind: Kind, checked: boolean) {
    setSaved(false);
    form.setValue(way, { ...form.values[way], [kind]: checked } as NotificationSettings[typeof way]);
  }

  return (
    <AuthForm
      form={form}
      submitLabel={authT('save')}
      status={
        <p role="status" className={saved ? formStyles.success : undefined}>
          {saved ? t('prefsSaved') : ''}
        </p>
      }
    >
      <table className={styles.table} aria-labelledby={labelledBy} aria-describedby={pushNote}>
        <thead>
          <tr>
            <th scope="col" className={styles.kind}>
              {t('colKind')}
            </th>
            <th scope="col">{t('colEmail')}</th>
            <th scope="col">{t('colPush')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ kind, label, hint }) => (
            <Row
              key={kind}
              label={t(label)}
              hint={t(hint)}
              email={form.values.email[kind]}
              push={isPushKind(kind) ? form.values.push[kind] : null}
              onChange={(way, checked) => toggle(way, kind, checked)}
            />
          ))}
        </tbody>
      </table>
      <p id={pushNote} className={styles.note}>
        {t('pushReach')}
      </p>
    </AuthForm>
  );
}

/** One kind: its name and hint as the row's header, a checkbox per way (push null: email only). */
function Row({
  label,
  hint,
  email,
  push,
  onChange,
}: {
  label: string;
  hint: string;
  email: boolean;
  push: boolean | null;
  onChange: (way: 'email' | 'push', checked: boolean) => void;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <tr>
      <th scope="row" className={styles.kind}>
        {label}
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      </th>
      <td>
        <Check
          label={t('byEmail', { kind: label })}
          hintId={hintId}
          checked={email}
          onChange={(checked) => onChange('email', checked)}
        />
      </td>
      <td>
        {push === null ? (
          <span className={styles.none}>
            <span aria-hidden="true">—</span>
            <span className="sj-visually-hidden">{t('emailOnly')}</span>
          </span>
        ) : (
          <Check
            label={t('byPush', { kind: label })}
            hintId={hintId}
            checked={push}
            onChange={(checked) => onChange('push', checked)}
          />
        )}
      </td>
    </tr>
  );
}

/** A checkbox named by its row and column; the whole cell is its label, so it is easy to tap. */
function Check({
  label,
  hintId,
  checked,
  onChange,
}: {
  label: string;
  hintId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.cell}>
      <input
        type="checkbox"
        checked={checked}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="sj-visually-hidden">{label}</span>
    </label>
  );
}
