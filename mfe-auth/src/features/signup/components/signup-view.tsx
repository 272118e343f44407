import { richText } from '@journeys/shared/i18n';
import { Button } from '@journeys/shared/ui/button';
import { useT } from '../../../messages';
import formStyles from '../../../components/form.module.css';
import { FacebookButton, type FacebookLoginHandlers } from '../../facebook';
import { VerifyEmailForm } from './verify-email-form';

export interface SignupViewProps extends FacebookLoginHandlers {
  onLogIn(): void;
}

/** The Create an Account modal's content (docs/product.md §2 Modals). */
export function SignupView({ onLoggedIn, onNeedsProfile, onLogIn }: SignupViewProps) {
  const t = useT();
  return (
    <>
      <FacebookButton
        label={t('signUpWithFacebook')}
        onLoggedIn={onLoggedIn}
        onNeedsProfile={onNeedsProfile}
      />
      <p className={formStyles.divider}>{t('orSignUpWithEmail')}</p>
      <VerifyEmailForm />
      <p className={formStyles.switch}>
        {richText((v) => t('haveAccount', v), {
          logIn: (
            <Button variant="link" onClick={onLogIn}>
              {t('logInLink')}
            </Button>
          ),
        })}
      </p>
    </>
  );
}
