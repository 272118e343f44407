import { Button } from '@journeys/shared/ui/button';
import formStyles from '../../../components/form.module.css';
import { useT } from '../../../messages';
import { ForgotPasswordForm } from './forgot-password-form';

/** The Log In modal's 'Forgot password?' view (docs/product.md §2 Modals). */
export function ForgotPasswordView({ onLogIn }: { onLogIn(): void }) {
  const t = useT();
  return (
    <>
      <p className={formStyles.notice}>{t('forgotIntro')}</p>
      <ForgotPasswordForm />
      <p className={formStyles.switch}>
        <Button variant="link" onClick={onLogIn}>
          {t('backToLogIn')}
        </Button>
      </p>
    </>
  );
}
