import { useSession } from '@journeys/shared/session';
import { FormAlert } from '../../../components/form-alert';
import { useAccount } from '../api/use-account';
import { useEmailPreferences } from '../api/use-email-preferences';
import { AccountSection } from './account-section';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';
import { EmailForm } from './email-form';
import { EmailPreferencesForm } from './email-preferences-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';
import styles from './account-page.module.css';

/** /account (members only): profile, password, email, email notifications, sessions, data export and erasure. */
export function AccountPage() {
  const user = useSession((s) => s.user);
  const account = useAccount();
  const emailPreferences = useEmailPreferences();
  if (!user) return null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your account</h1>
      <AccountSection title="Profile">
        {/* Keyed so a saved change becomes the form's new starting point. */}
        <ProfileForm
          key={`${user.username}|${user.background}`}
          username={user.username}
          background={user.background}
        />
      </AccountSection>
      {account.isError && <FormAlert message="Failed to load your account" />}
      {account.data && (
        <>
          <AccountSection title="Password">
            {account.data.hasPassword ? (
              <PasswordForm />
            ) : (
              <p className={styles.text}>
                You sign in with Facebook and have no password yet. To add one, log out, open Log In, choose
                &apos;Forgot password?&apos; and enter{' '}
                {account.data.email ? <strong>{account.data.email}</strong> : 'the email you add below'}: we
                send you a link to set it.
              </p>
            )}
          </AccountSection>
          <AccountSection title="Email">
            <EmailForm email={account.data.email} pendingEmail={account.data.pendingEmail} />
          </AccountSection>
        </>
      )}
      {account.isPending && <p role="status">Loading your account...</p>}
      <AccountSection title="Email notifications">
        {emailPreferences.data && <EmailPreferencesForm preferences={emailPreferences.data} />}
        {emailPreferences.isError && <FormAlert message="Failed to load your email preferences" />}
        {emailPreferences.isPending && <p role="status">Loading your email preferences...</p>}
      </AccountSection>
      <AccountSection title="Sessions">
        <SessionsList />
      </AccountSection>
      <AccountSection title="Download my data">
        <DownloadData />
      </AccountSection>
      <AccountSection title="Delete account">
        <DeleteAccount />
      </AccountSection>
    </div>
  );
}
