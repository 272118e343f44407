import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage, validateEmailLogin } from '../api';
import { TOAST_DURATION_MS } from '../domain/rules';
import { useEvent } from '../events';
import { useSession } from '../session';
import { Modal } from './modal';
import styles from './standalone-frame.module.css';

/**
 * The frame of a remote's standalone page, for QA (DESIGN §3): the real API and session store,
 * toasts, and a plain email login standing in for the auth module's modals.
 */
export function StandaloneFrame({ title, children }: { title: string; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const [toast, setToast] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);

  useEvent('toast', ({ message }) => {
    setToast(message);
    setTimeout(() => setToast(null), TOAST_DURATION_MS);
  });
  useEvent('login:prompt', () => setLoginOpen(true));

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
          <button type="button" onClick={() => setLoginOpen(true)}>
            Login
          </button>
        )}
      </header>
      <main className={styles.main}>{children}</main>
      <div role="status" aria-live="polite" className={styles.toast}>
        {toast}
      </div>
      <StandaloneLogin open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
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
