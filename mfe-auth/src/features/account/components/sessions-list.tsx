import { errorMessage } from '@journeys/shared/api';
import { Button } from '@journeys/shared/ui/button';
import { FormAlert } from '../../../components/form-alert';
import { useAccountSessions, useRevokeSessions } from '../api/use-account';
import styles from './account-page.module.css';

const lastSeenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every browser signed in to the account; any but this one can be signed out from here. */
export function SessionsList() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSessions();

  if (sessions.isPending) return <p role="status">Loading your sessions...</p>;
  if (sessions.isError) return <FormAlert message="Failed to load your sessions" />;

  const others = sessions.data.filter((session) => !session.current);
  return (
    <>
      <ul className={styles.sessions}>
        {sessions.data.map((session) => {
          const name = `${session.browser} on ${session.device}`;
          const seen = session.lastSeenAt ?? session.createdAt;
          return (
            <li key={session.id} className={styles.session} aria-label={name}>
              <span>
                {name}
                <br />
                <span className={styles.muted}>
                  Last seen <time dateTime={seen}>{lastSeenFormat.format(new Date(seen))}</time>
                </span>
              </span>
              {session.current ? (
                <span className={styles.current}>This browser</span>
              ) : (
                <Button
                  className={styles.button}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(session.id)}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {revoke.isError && <FormAlert message={errorMessage(revoke.error, 'Failed to sign out')} />}
      {others.length > 0 && (
        <Button className={styles.button} disabled={revoke.isPending} onClick={() => revoke.mutate(null)}>
          Sign out everywhere else
        </Button>
      )}
    </>
  );
}
