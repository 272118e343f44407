import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { errorMessage, setHttpAdapter } from '@journeys/shared/api';
import { TOAST_DURATION_MS } from '../domain/constants';
import { eventBus, promptLogin, useEvent } from '@journeys/shared/events';
import { LOGIN_FAILED, useEmailLoginForm, type FieldProps } from '@journeys/shared/forms';
import { richText } from '@journeys/shared/i18n';
import { QueryProvider } from '@journeys/shared/query';
import { Link, useLocation } from '@journeys/shared/router';
import { useSession } from '@journeys/shared/session';
import { Modal } from './modal';
import { useT } from './standalone/messages';
import styles from './standalone-frame.module.css';

export interface StandaloneFrameProps {
  title: string;
  children: ReactNode;
  /**
   * 'stand-in' answers login prompts with a plain email login, standing in for the auth
   * module; the auth module's own page passes 'module' and renders its real modals.
   */
  login?: 'stand-in' | 'module';
  /** A page with fixture data: the switch to the real API and one link per display case. */
  data?: StandaloneData;
}

/** Which data a standalone page shows: its fixtures (the default) or the real API. */
export type DataSource = 'fixtures' | 'live';

export interface StandaloneData {
  source: DataSource;
  /** Every display case of the fixtures, one link each, for QA. */
  cases: readonly { to: string; text: string }[];
  /** The link to the real API, when it needs more words (as a moderator, say). */
  liveLabel?: string;
}

/** `?data=live` or `?data=fixtures` chooses, and the choice holds for the tab's session. */
export function chosenDataSource(module: string): DataSource {
  const key = `${module}-standalone-data`;
  const asked = new URLSearchParams(window.location.search).get('data');
  if (asked === 'live' || asked === 'fixtures') sessionStorage.setItem(key, asked);
  return sessionStorage.getItem(key) === 'live' ? 'live' : 'fixtures';
}

/** What a fixture answers a request with, as the API would. */
export interface FixtureAnswer {
  status: number;
  body: unknown;
  /**
   * A slow upload: the request's body takes this long to send, its progress reported in tenths
   * as a browser reports it (the photo picker's progress bar), before the answer's usual wait.
   */
  uploadMs?: number;
}

/** The bytes a fixture request sends: its files' sizes, or its text's length. */
function bodySize(data: unknown): number {
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    let size = 0;
    data.forEach((value) => {
      size += typeof value === 'string' ? value.length : value.size;
    });
    return size;
  }
  return typeof data === 'string' ? data.length : 0;
}

type Adapter = NonNullable<Parameters<typeof setHttpAdapter>[0]>;

/**
 * Serves the page's requests from `answer` through the one HTTP client's adapter hook, so QA
 * sees every display case without a database. `path` has no origin and no query string.
 */
export function serveFixtures(answer: (method: string, path: string, body: unknown) => FixtureAnswer): void {
  const adapter: Adapter = async (config) => {
    const path = new URL(config.url ?? '', 'http://fixtures.invalid').pathname;
    const { status, body, uploadMs } = answer(config.method ?? 'get', path, config.data);
    if (uploadMs !== undefined) {
      const total = bodySize(config.data);
      for (let tenth = 1; tenth <= 10; tenth += 1) {
        await new Promise((resolve) => setTimeout(resolve, uploadMs / 10));
        const loaded = Math.round((total * tenth) / 10);
        config.onUploadProgress?.({ loaded, total, bytes: total / 10, lengthComputable: true, upload: true });
      }
    }
    // A short wait, so the loading state shows as it would over a network.
    await new Promise((resolve) => setTimeout(resolve, 150));
    // A copy, as the network gives: fixtures that actions change would otherwise change the
    // page's cached answer in place, and the page would never see the change.
    const data = body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);
    return { data, status, statusText: String(status), headers: {}, config };
  };
  setHttpAdapter(adapter);
}

/**
 * The frame of a remote's standalone page, for QA (docs/architecture.md §3): the real API and session store,
 * the page's query client, toasts, and a login.
 */
export function StandaloneFrame({ title, children, login = 'stand-in', data }: StandaloneFrameProps) {
  const t = useT();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const [toast, setToast] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);

  useEvent('toast', ({ message }) => {
    setToast(message);
    setTimeout(() => setToast(null), TOAST_DURATION_MS);
  });
  const standIn = login === 'stand-in';
  // Subscribing only when standing in leaves the prompts to the auth module's listener.
  const openLogin = useCallback(() => setLoginOpen(true), []);
  useStandInPrompt(standIn, openLogin);

  return (
    <>
      <header className={styles.bar}>
        <strong>{t('standaloneTitle', { title })}</strong>
        {user ? (
          <span>
            {t('loggedInAs', { username: user.username })}{' '}
            <button type="button" onClick={() => void logout()}>
              {t('logout')}
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => (standIn ? setLoginOpen(true) : promptLogin())}>
            {t('login')}
          </button>
        )}
      </header>
      <main className={styles.main}>
        <QueryProvider>
          {data && <DataSwitch {...data} />}
          {children}
        </QueryProvider>
      </main>
      <div role="status" aria-live="polite" className={styles.toast}>
        {toast}
      </div>
      {standIn && <StandaloneLogin open={loginOpen} onOpenChange={setLoginOpen} />}
    </>
  );
}

/**
 * Stands in for the feed on a standalone page, where the page's links lead (the feed is another
 * remote): says which address the feed would open, and links back.
 */
export function FeedStandIn({ backTo, backText }: { backTo: string; backText: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <p>
      {richText((v) => t('feedWouldOpen', v), {
        path: <output>{`${location.pathname}${location.search}`}</output>,
        back: <Link to={backTo}>{backText}</Link>,
      })}
    </p>
  );
}

function DataSwitch({ source, cases, liveLabel }: StandaloneData) {
  const t = useT();
  return (
    <nav aria-label={t('testPages')} className={styles.cases}>
      {source === 'fixtures' ? (
        <>
          {richText((v) => t('fixtureData', v), {
            link: <a href="?data=live">{liveLabel ?? t('useRealApi')}</a>,
          })}
          {cases.map((c) => (
            <Link key={c.to} to={c.to}>
              {c.text}
            </Link>
          ))}
        </>
      ) : (
        <>{richText((v) => t('realApi', v), { link: <a href="?data=fixtures">{t('useFixtures')}</a> })}</>
      )}
    </nav>
  );
}

function useStandInPrompt(active: boolean, open: () => void): void {
  useEffect(() => (active ? eventBus.on('login:prompt', open) : undefined), [active, open]);
}

function StandaloneLogin({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const form = useEmailLoginForm({
    onLoggedIn: () => onOpenChange(false),
    failureMessage: (e) => errorMessage(e, LOGIN_FAILED),
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('logIn')}>
      <form onSubmit={(e) => void form.submit(e)} className={styles.form} noValidate>
        <LoginField label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
        <LoginField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        {form.formError && (
          <p role="alert">{form.formError === LOGIN_FAILED ? t('loginFailed') : form.formError}</p>
        )}
        <button type="submit" disabled={form.submitting}>
          {t('logIn')}
        </button>
      </form>
    </Modal>
  );
}

function LoginField({
  label,
  error,
  ...input
}: FieldProps & { label: string; type: string; autoComplete: string }) {
  const errorId = useId();
  return (
    <>
      <label>
        {label}{' '}
        <input
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {error && (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
