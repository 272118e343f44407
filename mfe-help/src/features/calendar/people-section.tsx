import { useId, useState } from 'react';
import { errorMessage, hasErrorCode } from '@journeys/shared/api';
import type { HelpCalendar, HelpPerson } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import {
  inviteCaregiver,
  removeCaregiver,
  removeHelper,
  withdrawCaregiverInvitation,
} from '@journeys/shared/help-api';
import { useLanguage } from '@journeys/shared/i18n';
import { useMutation } from '@journeys/shared/query';
import { HELP_LIMITS } from '@journeys/shared/rules';
import { Button } from '@journeys/shared/ui/button';
import { ConfirmDialog } from '@journeys/shared/ui/confirm-dialog';
import { TextField } from '@journeys/shared/ui/text-field';
import styles from '../../components/page.module.css';
import { formatDate } from '../../lib/days';
import { useT } from '../../messages';
import { InviteLink } from './invite-link';
import { useRefreshHelp } from './use-calendar';

/** A person with 'Remove', asked in a dialog first. */
function Removable({
  person,
  title,
  text,
  remove,
}: {
  person: HelpPerson;
  title: string;
  text: string;
  remove(): Promise<void>;
}) {
  const t = useT();
  const refresh = useRefreshHelp();
  const [confirming, setConfirming] = useState(false);
  const action = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await refresh();
      setConfirming(false);
    },
  });
  return (
    <li className={styles.row}>
      <span>{person.username}</span>
      <Button small variant="danger" outline onClick={() => setConfirming(true)}>
        {t('remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={title}
        description={text}
        confirmLabel={t('remove')}
        pending={action.isPending}
        error={action.error ? errorMessage(action.error, t('actionFailed')) : null}
        onConfirm={() => action.mutate()}
      />
    </li>
  );
}

function Helpers({ calendar }: { calendar: HelpCalendar }) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subTitle}>
        {t('helpers')}
      </h3>
      {calendar.helpers.length === 0 ? (
        <p className={styles.muted}>{t('noHelpers')}</p>
      ) : (
        <ul className={styles.plain}>
          {calendar.helpers.map((helper) => (
            <Removable
              key={helper.userId}
              person={helper}
              title={t('removeHelperTitle', { name: helper.username })}
              text={t('removeHelperText')}
              remove={() => removeHelper(calendar.surgeryId, helper.userId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/** The owner's caregivers: what they may do, who they are, who is invited, and a new invitation. */
function Caregivers({ calendar }: { calendar: HelpCalendar }) {
  const t = useT();
  const language = useLanguage();
  const refresh = useRefreshHelp();
  const titleId = useId();
  const [sent, setSent] = useState('');
  const full = calendar.caregivers.length + calendar.pendingCaregivers.length >= HELP_LIMITS.caregiversMax;
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => ({ email: looksLikeEmail(email) ? undefined : t('enterEmail') }),
    onSubmit: async ({ email }) => {
      setSent('');
      await inviteCaregiver(calendar.surgeryId, email.trim());
      form.reset();
      setSent(t('caregiverInvited', { email: email.trim() }));
      await refresh();
    },
    onError: (error) =>
      hasErrorCode(error, 'HELP_CAREGIVERS_FULL')
        ? t('caregiversFull')
        : errorMessage(error, t('actionFailed')),
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => withdrawCaregiverInvitation(id),
    onSuccess: () => refresh(),
  });

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subTitle}>
        {t('caregivers')}
      </h3>
      <p>{t('caregiversExplain')}</p>
      {calendar.caregivers.length === 0 && calendar.pendingCaregivers.length === 0 && (
        <p className={styles.muted}>{t('noCaregivers')}</p>
      )}
      <ul className={styles.plain}>
        {calendar.caregivers.map((caregiver) => (
          <Removable
            key={caregiver.userId}
            person={caregiver}
            title={t('removeCaregiverTitle', { name: caregiver.username })}
            text={t('removeCaregiverText')}
            remove={() => removeCaregiver(calendar.surgeryId, caregiver.userId)}
          />
        ))}
        {calendar.pendingCaregivers.map((pending) => (
          <li key={pending.id} className={styles.row}>
            <span>
              {t('pendingInvitation', {
                email: pending.email,
                date: formatDate(pending.expiresAt, language),
              })}
            </span>
            <Button
              small
              aria-disabled={withdraw.isPending || undefined}
              onClick={() => {
                if (!withdraw.isPending) withdraw.mutate(pending.id);
              }}
            >
              {t('withdraw')}
            </Button>
          </li>
        ))}
      </ul>
      {withdraw.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(withdraw.error, t('actionFailed'))}
        </p>
      )}
      {full ? (
        <p className={styles.muted}>{t('caregiversFull')}</p>
      ) : (
        <form onSubmit={(event) => void form.submit(event)} noValidate>
          <TextField label={t('caregiverEmail')} type="email" autoComplete="off" {...form.field('email')} />
          {form.formError && (
            <p role="alert" className={styles.error}>
              {form.formError}
            </p>
          )}
          <p>
            <Button type="submit" aria-disabled={form.submitting || undefined}>
              {t('inviteCaregiver')}
            </Button>
          </p>
        </form>
      )}
      <p role="status" className={styles.muted}>
        {sent}
      </p>
    </section>
  );
}

/** The owner's and caregivers' People: the invite link, the helpers and (the owner's only) caregivers. */
export function PeopleSection({ calendar }: { calendar: HelpCalendar }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('people')}
      </h2>
      <InviteLink calendar={calendar} />
      <Helpers calendar={calendar} />
      {calendar.role === 'owner' && <Caregivers calendar={calendar} />}
    </section>
  );
}
