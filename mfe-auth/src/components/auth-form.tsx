import type { FormEvent, ReactNode } from 'react';
import { Button } from '@journeys/shared/ui/button';
import { FormAlert } from './form-alert';
import styles from './form.module.css';

/** What the form needs of `useForm` (or of the shared email login form built on it). */
export interface SubmittableForm {
  submit(event?: FormEvent): Promise<void>;
  submitting: boolean;
  formError: string | null;
}

export interface AuthFormProps {
  form: SubmittableForm;
  submitLabel: string;
  /** Said between the form's error and its button (a polite status line). */
  status?: ReactNode;
  children: ReactNode;
}

/**
 * Every form of this module the same way: its fields, the failure of the form as a whole, one
 * primary button that cannot submit twice; the browser's own validation stays off (useForm's
 * messages are the ones read out).
 */
export function AuthForm({ form, submitLabel, status, children }: AuthFormProps) {
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      {children}
      <FormAlert message={form.formError} />
      {status}
      <Button type="submit" variant="primary" className={styles.submit} disabled={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
