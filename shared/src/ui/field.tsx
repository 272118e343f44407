import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a control inside a Field spreads on itself to be named, described and drawn. */
export interface FieldControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** Under the control, and read with it. */
  hint?: ReactNode;
  /** Under the control, announced when it appears, and tied to it: aria-describedby, aria-invalid. */
  error?: string | null;
  /** Invalid while its message is shown elsewhere (a step's error under the form); default: `error` is set. */
  invalid?: boolean;
  /** More text that describes the control, by id: a counter, a message shown elsewhere. */
  describedBy?: string;
  /** A label for screen readers only, where what surrounds the field names it to the eye. */
  hideLabel?: boolean;
  /** The caller's own class on the field's box. */
  className?: string;
  /** Draws the control (and anything that belongs right under it) with the props that tie it in. */
  children(control: FieldControlProps): ReactNode;
}

type FieldOwnProps = Omit<FieldFrameProps, 'children'>;

/** A labelled control's props split in two: the field's own, and the rest for the control itself. */
export function splitFieldProps<P extends FieldOwnProps>({
  label,
  hint,
  error,
  invalid,
  describedBy,
  hideLabel,
  className,
  ...control
}: P) {
  return [{ label, hint, error, invalid, describedBy, hideLabel, className }, control] as const;
}

/**
 * A label, a control, its hint and its error, tied together for assistive technology. Ids come
 * from useId, so two fields never share one.
 */
export function Field({
  label,
  hint,
  error,
  invalid = !!error,
  describedBy,
  hideLabel,
  className,
  children,
}: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={hideLabel ? 'sj-visually-hidden' : styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.control,
        'aria-invalid': invalid || undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
