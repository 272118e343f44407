import { useId, useState } from 'react';
import { errorMessage } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import type { HelpCalendar, HelpInvite } from '@journeys/shared/domain';
import { createHelpInvite, stopHelpInvite } from '@journeys/shared/help-api';
import { useLanguage } from '@journeys/shared/i18n';
import { languagePrefix } from '@journeys/shared/languages';
import { useMutation } from '@journeys/shared/query';
import { Button } from '@journeys/shared/ui/button';
import { TextField } from '@journeys/shared/ui/text-field';
import styles from '../../components/page.module.css';
import { formatDate } from '../../lib/days';
import { useT } from '../../messages';
import { useRefreshHelp } from './use-calendar';

const working = (invite: HelpInvite | null | undefined): invite is HelpInvite =>
  !!invite && Date.parse(invite.expiresAt) > Date.now();

/**
 * 'Copy invite link': the working link, or a new one when none works, copied and shown in a
 * read-only field (a browser may refuse the clipboard). The link is in the page's language, its
 * token after '#' so no server ever logs it. 'Stop this link' makes it fail for everyone.
 */
export function InviteLink({ calendar }: { calendar: HelpCalendar }) {
  const t = useT();
  const language = useLanguage();
  const refresh = useRefreshHelp();
  const titleId = useId();
  const [made, setMade] = useState<HelpInvite | null>(null);
  const [status, setStatus] = useState('');
  const invite = working(made) ? made : working(calendar.invite) ? calendar.invite : null;
  const urlOf = (token: string) =>
    `${window.location.origin}${languagePrefix(language)}${paths.helpInvite(token)}`;

  const copy = useMutation({
    mutationFn: async () => {
      let current = invite;
      if (!current) {
        current = await createHelpInvite(calendar.surgeryId);
        setMade(current);
        void refresh();
      }
      try {
        await navigator.clipboard.writeText(urlOf(current.token));
        return t('inviteCopied');
      } catch {
        return t('inviteCopyByHand');
      }
    },
    onMutate: () => setStatus(''),
    onSuccess: setStatus,
    onError: (error) => setStatus(errorMessage(error, t('actionFailed'))),
  });
  const stop = useMutation({
    mutationFn: () => stopHelpInvite(calendar.surgeryId),
    onMutate: () => setStatus(''),
    onSuccess: async () => {
      setMade(null);
      await refresh();
      setStatus(t('inviteStopped'));
    },
    onError: (error) => setStatus(errorMessage(error, t('actionFailed'))),
  });

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subTitle}>
        {t('inviteLink')}
      </h3>
      <p>{t('inviteExplain')}</p>
      <div className={styles.row}>
        <Button
          variant="primary"
          aria-disabled={copy.isPending || undefined}
          onClick={() => {
            if (!copy.isPending) copy.mutate();
          }}
        >
          {t('copyInvite')}
        </Button>
        {invite && (
          <Button
            variant="danger"
            outline
            aria-disabled={stop.isPending || undefined}
            onClick={() => {
              if (!stop.isPending) stop.mutate();
            }}
          >
            {t('stopInvite')}
          </Button>
        )}
      </div>
      {invite && (
        <TextField
          label={t('inviteField')}
          value={urlOf(invite.token)}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          hint={t('inviteExpires', { date: formatDate(invite.expiresAt, language) })}
        />
      )}
      <p role="status" className={styles.muted}>
        {status}
      </p>
    </section>
  );
}
