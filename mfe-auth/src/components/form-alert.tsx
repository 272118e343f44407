import formStyles from './form.module.css';

/** A form's failure as a whole (the server refused, no network), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={formStyles.alert}>
      {message}
    </p>
  );
}
