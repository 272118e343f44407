import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage, validateEmailLogin } from '@journeys/shared/api';
import { TOAST_DURATION_MS } from '../domain/constants';
import { eventBus, promptLogin, useEvent } from '@journeys/shared/events';
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
 * toasts, and a login.
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
      <main className={styles.main}>{children}</main>
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
  const loginWithToken = useSession((s) => s.loginWithToken);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const result = await validateEmailLogin({
        email: String(form.get('email')),
        password: String(form.get('password')),
      });
      if (!result.isValid || !result.token) throw new Error('Invalid email or password');
      await loginWithToken(result.token);
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e, 'Invalid email or password'));
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Log In">
      <form onSubmit={(e) => void onSubmit(e)} className={styles.form}>
        <label>
          Email <input name="email" type="email" required autoComplete="email" />
        </label>
        <label>
          Password <input name="password" type="password" required autoComplete="current-password" />
        </label>
        {error && <p role="alert">{error}</p>}
        <button type="submit">Log In</button>
      </form>
    </Modal>
  );
}
