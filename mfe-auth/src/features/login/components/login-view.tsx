import { richText } from '@journeys/shared/i18n';
import { Button } from '@journeys/shared/ui/button';
import { useT } from '../../../messages';
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
  const t = useT();
  return (
    <>
      {loginRequired && <p className={formStyles.required}>{t('loginRequired')}</p>}
      {message && <p className={formStyles.notice}>{message}</p>}
      <FacebookButton
        label={t('logInWithFacebook')}
        onLoggedIn={onLoggedIn}
        onNeedsProfile={onNeedsProfile}
      />
      <p className={formStyles.divider}>{t('or')}</p>
      <EmailLoginForm onLoggedIn={onLoggedIn} />
      <p className={formStyles.switch}>
        <Button variant="link" onClick={onForgotPassword}>
          {t('forgotPassword')}
        </Button>
      </p>
      <p className={formStyles.switch}>
        {richText((v) => t('noAccount', v), {
          signUp: (
            <Button variant="link" onClick={onSignUp}>
              {t('signUp')}
            </Button>
          ),
        })}
      </p>
    </>
  );
}
