import {
  useId,
  useLayoutEffect,
  useRef,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { common } from '@journeys/shared/i18n';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Shown instead of the title to sighted users when the layout needs it. */
  hideTitle?: boolean;
}

/**
 * The accessible dialog every module uses, on the native <dialog> opened with showModal(): the
 * browser moves focus inside, makes the rest of the page inert and closes it on Escape. The page
 * behind stops scrolling through a stylesheet rule (modal.module.css), not an injected <style>,
 * so the strict CSP holds. The content exists only while open.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({ onOpenChange, title, description, children, hideTitle }: Omit<ModalProps, 'open'>) {
  const t = common.useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Our modals open from the event bus as often as from a button: remember what had focus
    // and give it back when the dialog goes, whatever closed it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, []);

  const close = () => onOpenChange(false);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The parent decides: it unmounts the dialog by setting `open` to false.
    event.preventDefault();
    close();
  };
  // Browsers may close a dialog on Escape without a cancelable `cancel` event first. A `close`
  // that arrives while the dialog is open again (StrictMode re-runs the effect) or after it is
  // unmounted (the ref is cleared) was ours.
  const onClose = () => {
    if (dialogRef.current && !dialogRef.current.open) close();
  };
  // The dialog element itself is only hit outside its content box: that is the backdrop.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClose={onClose}
      onPointerDown={onPointerDown}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'sj-visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={close}>
            ×
          </button>
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
