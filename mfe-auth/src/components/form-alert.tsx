import { useLocalize } from '../lib/known-messages';
import formStyles from './form.module.css';

/** A form's failure as a whole (the server refused, no network), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  const localize = useLocalize();
  if (!message) return null;
  return (
    <p role="alert" className={formStyles.alert}>
      {localize(message)}
    </p>
  );
}
