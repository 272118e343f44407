import { Button } from '@journeys/shared/ui/button';
import formStyles from '../../../components/form.module.css';
import { ForgotPasswordForm } from './forgot-password-form';

/** The Log In modal's 'Forgot password?' view (docs/product.md §2 Modals). */
export function ForgotPasswordView({ onLogIn }: { onLogIn(): void }) {
  return (
    <>
      <p className={formStyles.notice}>
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <p className={formStyles.switch}>
        <Button variant="link" onClick={onLogIn}>
          Back to Log In
        </Button>
      </p>
    </>
  );
}
