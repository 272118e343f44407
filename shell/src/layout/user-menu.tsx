import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { showToast } from '@journeys/shared/events';
import { useSession } from '@journeys/shared/session';
import { Avatar } from '@journeys/shared/ui/avatar';
import styles from './user-menu.module.css';
import { useT } from './user-menu-words';

/** A disclosure menu: Escape closes it and returns focus to its button. */
export function UserMenu() {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (
        !panelRef.current?.contains(event.target as Node) &&
        !buttonRef.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  if (!user) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className={styles.wrapper} onKeyDown={(e) => e.key === 'Escape' && open && close()}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('menuLabel', { username: user.username })}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar
          username={user.username}
          image={user.image}
          background={user.background}
          size={30}
          decorative
        />
      </button>
      {open && (
        <div ref={panelRef} id={menuId} className={styles.panel}>
          <p className={styles.who}>{t('loggedInAs', { username: user.username })}</p>
          <ul className={styles.list}>
            {user.surgeryCount > 0 && (
              <li>
                <Link
                  className={styles.item}
                  to={paths.memberSurgeries(user.id)}
                  onClick={() => setOpen(false)}
                >
                  {t('yourSurgeries', { count: user.surgeryCount })}
                </Link>
              </li>
            )}
            <li>
              <Link className={styles.item} to={paths.help()} onClick={() => setOpen(false)}>
                {t('helpCalendars')}
              </Link>
            </li>
            <li>
              <Link className={styles.item} to={paths.account()} onClick={() => setOpen(false)}>
                {t('account')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={async () => {
                  setOpen(false);
                  await logout();
                  showToast(t('loggedOut'), 'info');
                  navigate(paths.feed());
                }}
              >
                {t('logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
