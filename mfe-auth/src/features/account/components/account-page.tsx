import { richText } from '@journeys/shared/i18n';
import { useSession } from '@journeys/shared/session';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../messages';
import { useAccount } from '../api/use-account';
import { AccountSection } from './account-section';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';
import { EmailForm } from './email-form';
import { LanguageForm, savedLanguage } from './language-form';
import { NotificationsSection } from './notifications-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';
import styles from './account-page.module.css';

/**
 * /account (members only): profile, password, email, language, notifications (this device's push,
 * each kind by email and by push), sessions, data export and erasure.
 */
export function AccountPage() {
  const t = useT();
  const user = useSession((s) => s.user);
  const account = useAccount();
  if (!user) return null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('accountTitle')}</h1>
      <AccountSection title={t('profile')}>
        {/* Keyed so a saved change becomes the form's new starting point. */}
        <ProfileForm
          key={`${user.username}|${user.background}`}
          username={user.username}
          background={user.background}
        />
      </AccountSection>
      {account.isError && <FormAlert message={t('accountLoadFailed')} />}
      {account.data && (
        <>
          <AccountSection title={t('password')}>
            {account.data.hasPassword ? (
              <PasswordForm />
            ) : (
              <p className={styles.text}>
                {richText((v) => t('noPassword', v), {
                  email: account.data.email ? <strong>{account.data.email}</strong> : t('emailYouAdd'),
                })}
              </p>
            )}
          </AccountSection>
          <AccountSection title={t('email')}>
            <EmailForm email={account.data.email} pendingEmail={account.data.pendingEmail} />
          </AccountSection>
          <AccountSection title={t('language')}>
            <LanguageForm saved={savedLanguage(account.data)} />
          </AccountSection>
        </>
      )}
      {account.isPending && <p role="status">{t('loadingAccount')}</p>}
      <NotificationsSection />
      <AccountSection title={t('sessions')}>
        <SessionsList />
      </AccountSection>
      <AccountSection title={t('downloadData')}>
        <DownloadData />
      </AccountSection>
      <AccountSection title={t('deleteAccount')}>
        <DeleteAccount />
      </AccountSection>
    </div>
  );
}
