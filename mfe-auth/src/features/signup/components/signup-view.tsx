import { Button } from '@journeys/shared/ui/button';
import formStyles from '../../../components/form.module.css';
import { FacebookButton, type FacebookLoginHandlers } from '../../facebook';
import { VerifyEmailForm } from './verify-email-form';

export interface SignupViewProps extends FacebookLoginHandlers {
  onLogIn(): void;
}

/** The Create an Account modal's content (docs/product.md §2 Modals). */
export function SignupView({ onLoggedIn, onNeedsProfile, onLogIn }: SignupViewProps) {
  return (
    <>
      <FacebookButton label="Sign up with Facebook" onLoggedIn={onLoggedIn} onNeedsProfile={onNeedsProfile} />
      <p className={formStyles.divider}>or sign up with email</p>
      <VerifyEmailForm />
      <p className={formStyles.switch}>
        Already have an account?{' '}
        <Button variant="link" onClick={onLogIn}>
          Log in
        </Button>
      </p>
    </>
  );
}
