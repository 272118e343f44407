import { Button } from '@journeys/shared/ui/button';
import formStyles from '../../../components/form.module.css';
import { FacebookButton, type FacebookLoginHandlers } from '../../facebook';
import { EmailLoginForm } from './email-login-form';

export interface LoginViewProps extends FacebookLoginHandlers {
  message?: string;
  loginRequired?: boolean;
  onSignUp(): void;
  onForgotPassword(): void;
}

/** The Log In modal's content (docs/product.md §2 Modals). */
export function LoginView({
  message,
  loginRequired,
  onLoggedIn,
  onNeedsProfile,
  onSignUp,
  onForgotPassword,
}: LoginViewProps) {
  return (
    <>
      {loginRequired && <p className={formStyles.required}>Login Required</p>}
      {message && <p className={formStyles.notice}>{message}</p>}
      <FacebookButton label="Log in with Facebook" onLoggedIn={onLoggedIn} onNeedsProfile={onNeedsProfile} />
      <p className={formStyles.divider}>or</p>
      <EmailLoginForm onLoggedIn={onLoggedIn} />
      <p className={formStyles.switch}>
        <Button variant="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </p>
      <p className={formStyles.switch}>
        Don&apos;t have an account?{' '}
        <Button variant="link" onClick={onSignUp}>
          Sign up
        </Button>
      </p>
    </>
  );
}
