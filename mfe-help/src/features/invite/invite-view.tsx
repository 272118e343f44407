import { useEffect, useId, useState } from 'react';
import { errorMessage, isNotFoundAnswer } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import { eventBus, promptLogin } from '@journeys/shared/events';
import { acceptHelpInvite, helpKeys, previewHelpInvite } from '@journeys/shared/help-api';
import { useMutation, useQuery, useQueryClient } from '@journeys/shared/query';
import { useLocation, useNavigate } from '@journeys/shared/router';
import { Button } from '@journeys/shared/ui/button';
import { LoadState } from '@journeys/shared/ui/load-state';
import styles from '../../components/page.module.css';
import { usePageMeta } from '@journeys/shared/ui/use-page-meta';
import { useViewerId } from '../../lib/use-viewer';
import { useT } from '../../messages';

/** Where the token waits while a visitor logs in or signs up (the address no longer has it). */
const KEPT = 'help-invite-token';

function readKept(): string | null {
  try {
    return sessionStorage.getItem(KEPT);
  } catch {
    return null;
  }
}

function keep(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEPT, token);
    else sessionStorage.removeItem(KEPT);
  } catch {
    // Private modes may refuse storage: the token then lives as long as the page.
  }
}

/**
 * The token after '#' (a fragment never reaches a server or its logs), read once and then taken
 * out of the address bar, so it is not left in the history, a bookmark or a screenshot.
 */
function useInviteToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    let fromHash = '';
    try {
      fromHash = decodeURIComponent(location.hash.slice(1));
    } catch {
      fromHash = '';
    }
    if (fromHash) keep(fromHash);
    return fromHash || readKept();
  });
  useEffect(() => {
    if (location.hash)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return token;
}

function Invalid() {
  const t = useT();
  return <p role="alert">{t('inviteInvalid')}</p>;
}

/** A visitor: log in or sign up first; the page carries on once they have. */
function LoginFirst() {
  const t = useT();
  return (
    <>
      <p>{t('loginFirst')}</p>
      <p className={styles.row}>
        <Button variant="primary" onClick={() => promptLogin({ loginRequired: true })}>
          {t('logIn')}
        </Button>
        <Button onClick={() => eventBus.emit('signup:prompt', {})}>{t('signUp')}</Button>
      </p>
    </>
  );
}

function Invitation({ token, titleId }: { token: string; titleId: string }) {
  const t = useT();
  const viewerId = useViewerId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const preview = useQuery({
    queryKey: helpKeys.invite(token, viewerId),
    queryFn: () => previewHelpInvite(token),
  });
  const accept = useMutation({
    mutationFn: () => acceptHelpInvite(token),
    onSuccess: async (joined) => {
      keep(null);
      // The member's calendars changed; the invite itself is used up, not to be asked again.
      await client.invalidateQueries({
        queryKey: helpKeys.all,
        predicate: (q) => q.queryKey[1] !== 'invite',
      });
      await navigate(paths.helpCalendar(joined.surgeryId));
    },
    onError: (error) => {
      if (isNotFoundAnswer(error)) keep(null);
    },
  });

  if (isNotFoundAnswer(preview.error) || isNotFoundAnswer(accept.error)) {
    return (
      <>
        <h1 id={titleId}>{t('inviteTitle')}</h1>
        <Invalid />
      </>
    );
  }
  const invite = preview.data;
  if (!invite)
    return (
      <>
        <h1 id={titleId}>{t('inviteTitle')}</h1>
        <LoadState query={preview} loading={t('checkingInvite')} failed={t('actionFailed')} />
      </>
    );
  const owner = invite.owner.username;
  const caregiver = invite.role === 'caregiver';
  return (
    <>
      <h1 id={titleId}>{caregiver ? t('caregiverInvite', { owner }) : t('helperInvite', { owner })}</h1>
      <p>{caregiver ? t('caregiverInviteText', { owner }) : t('helperInviteText', { owner })}</p>
      <p>
        <Button
          variant="primary"
          aria-disabled={accept.isPending || undefined}
          onClick={() => {
            if (!accept.isPending) accept.mutate();
          }}
        >
          {accept.isPending ? t('joining') : caregiver ? t('accept') : t('join')}
        </Button>
      </p>
      {accept.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(accept.error, t('actionFailed'))}
        </p>
      )}
    </>
  );
}

/** /help-invite#<token>: what the invite leads to, and 'Join' (a helper link) or 'Accept' (a caregiver). */
export default function InviteView() {
  const t = useT();
  const titleId = useId();
  const token = useInviteToken();
  const viewerId = useViewerId();
  usePageMeta(t('inviteTitle'));
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {!token ? (
        <>
          <h1 id={titleId}>{t('inviteTitle')}</h1>
          <Invalid />
        </>
      ) : viewerId === null ? (
        <>
          <h1 id={titleId}>{t('inviteTitle')}</h1>
          <LoginFirst />
        </>
      ) : (
        <Invitation token={token} titleId={titleId} />
      )}
    </section>
  );
}
