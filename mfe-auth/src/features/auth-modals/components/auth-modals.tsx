import { Modal } from '@journeys/shared/ui/modal';
import { useT, type MessageKey } from '../../../messages';
import { CreateProfileForm } from '../../facebook';
import { ForgotPasswordView } from '../../forgot-password';
import { LoginView } from '../../login';
import { SignupView } from '../../signup';
import { useAuthModals, type AuthView } from '../hooks/use-auth-modals';
import styles from './auth-modals.module.css';

const TITLES: Record<AuthView['kind'], MessageKey> = {
  closed: 'logIn',
  login: 'logIn',
  signup: 'createAnAccount',
  profile: 'createProfile',
  forgot: 'forgotPassword',
};

/**
 * One dialog whose content switches between the modals, so that focus returns to
 * whatever opened the first one however many times the person switches.
 */
export function AuthModals() {
  const t = useT();
  const modals = useAuthModals();
  const { view } = modals;

  return (
    <Modal
      open={view.kind !== 'closed'}
      onOpenChange={(open) => {
        if (!open) modals.close();
      }}
      title={t(TITLES[view.kind])}
    >
      {view.kind === 'login' && (
        <LoginView
          message={view.message}
          loginRequired={view.loginRequired}
          onLoggedIn={modals.onLoggedIn}
          onNeedsProfile={modals.showCreateProfile}
          onSignUp={modals.showSignup}
          onForgotPassword={modals.showForgotPassword}
        />
      )}
      {view.kind === 'forgot' && <ForgotPasswordView onLogIn={modals.showLogin} />}
      {view.kind === 'signup' && (
        <SignupView
          onLoggedIn={modals.onLoggedIn}
          onNeedsProfile={modals.showCreateProfile}
          onLogIn={modals.showLogin}
        />
      )}
      {view.kind === 'profile' && (
        <>
          <p className={styles.intro}>{t('profileIntro')}</p>
          <CreateProfileForm user={view.user} onCreated={modals.onLoggedIn} />
        </>
      )}
    </Modal>
  );
}
