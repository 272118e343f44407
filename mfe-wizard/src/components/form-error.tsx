import styles from './form-error.module.css';

/** An announced error. Rendered only while there is one, so each new message is read out. */
export function FormError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}
