import { errorMessage } from '@journeys/shared/api';
import { formatDateTime, richText, useLanguage } from '@journeys/shared/i18n';
import { Button } from '@journeys/shared/ui/button';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../messages';
import { useAccountSessions, useRevokeSessions } from '../api/use-account';
import styles from './account-page.module.css';

/** Every browser signed in to the account; any but this one can be signed out from here. */
export function SessionsList() {
  const t = useT();
  const language = useLanguage();
  const sessions = useAccountSessions();
  const revoke = useRevokeSessions();

  if (sessions.isPending) return <p role="status">{t('loadingSessions')}</p>;
  if (sessions.isError) return <FormAlert message={t('sessionsFailed')} />;

  const others = sessions.data.filter((session) => !session.current);
  return (
    <>
      <ul className={styles.sessions}>
        {sessions.data.map((session) => {
          const name = t('sessionName', { browser: session.browser, device: session.device });
          const seen = session.lastSeenAt ?? session.createdAt;
          return (
            <li key={session.id} className={styles.session} aria-label={name}>
              <span>
                {name}
                <br />
                <span className={styles.muted}>
                  {richText((v) => t('lastSeen', v), {
                    time: <time dateTime={seen}>{formatDateTime(new Date(seen), language)}</time>,
                  })}
                </span>
              </span>
              {session.current ? (
                <span className={styles.current}>{t('thisBrowser')}</span>
              ) : (
                <Button
                  className={styles.button}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(session.id)}
                >
                  {t('signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {revoke.isError && <FormAlert message={errorMessage(revoke.error, t('signOutFailed'))} />}
      {others.length > 0 && (
        <Button className={styles.button} disabled={revoke.isPending} onClick={() => revoke.mutate(null)}>
          {t('signOutOthers')}
        </Button>
      )}
    </>
  );
}
