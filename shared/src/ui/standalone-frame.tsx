import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { errorMessage } from '@journeys/shared/api';
import { TOAST_DURATION_MS } from '../domain/constants';
import { eventBus, promptLogin, useEvent } from '@journeys/shared/events';
import { LOGIN_FAILED, useEmailLoginForm, type FieldProps } from '@journeys/shared/forms';
import { QueryProvider } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';
import { Modal } from './modal';
import styles from './standalone-frame.module.css';

export interface StandaloneFrameProps {
  title: string;
  children: ReactNode;
  /**
   * 'stand-in' answers login prompts with a plain email login, standing in for the auth
   * module; the auth module's own page passes 'module' and renders its real modals.
   */
  login?: 'stand-in' | 'module';
}

/**
 * The frame of a remote's standalone page, for QA (docs/architecture.md §3): the real API and session store,
 * the page's query client, toasts, and a login.
 */
export function StandaloneFrame({ title, children, login = 'stand-in' }: StandaloneFrameProps) {
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
        <strong>{title} — standalone</strong>
        {user ? (
          <span>
            Logged in as {user.username}{' '}
            <button type="button" onClick={() => void logout()}>
              Logout
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => (standIn ? setLoginOpen(true) : promptLogin())}>
            Login
          </button>
        )}
      </header>
      <main className={styles.main}>
        <QueryProvider>{children}</QueryProvider>
      </main>
      <div role="status" aria-live="polite" className={styles.toast}>
        {toast}
      </div>
      {standIn && <StandaloneLogin open={loginOpen} onOpenChange={setLoginOpen} />}
    </>
  );
}

function useStandInPrompt(active: boolean, open: () => void): void {
  useEffect(() => (active ? eventBus.on('login:prompt', open) : undefined), [active, open]);
}

function StandaloneLogin({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const form = useEmailLoginForm({
    onLoggedIn: () => onOpenChange(false),
    failureMessage: (e) => errorMessage(e, LOGIN_FAILED),
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Log In">
      <form onSubmit={(e) => void form.submit(e)} className={styles.form} noValidate>
        <LoginField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <LoginField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        {form.formError && <p role="alert">{form.formError}</p>}
        <button type="submit" disabled={form.submitting}>
          Log In
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
