import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { common } from '@journeys/shared/i18n';
import styles from './more-actions-menu.module.css';

export interface MenuAction {
  label: string;
  onSelect(): void;
}

/**
 * The "More actions" menu of a surgery, an update, a comment or a member. Deliberately
 * tiny: it sits on every card of /surgeries, whose size budget is nearly spent, so whatever an
 * action opens loads on selection. Menu-button pattern: arrows move, Escape and Tab close,
 * focus returns to the button.
 */
export function MoreActionsMenu({ actions, label: asked }: { actions: MenuAction[]; label?: string }) {
  const t = common.useT();
  const label = asked ?? t('moreActions');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = () => [...document.querySelectorAll<HTMLElement>(`[id="${menuId}"] [role="menuitem"]`)];

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list[(at + (event.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length]?.focus();
    } else return;
    event.stopPropagation();
  };

  return (
    <div
      className={styles.wrap}
      onKeyDown={open ? onKeyDown : undefined}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen(!open);
          if (!open) requestAnimationFrame(() => items()[0]?.focus());
        }}
      >
        ⋯
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className={styles.menu}>
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
