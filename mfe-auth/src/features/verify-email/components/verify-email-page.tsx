import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import formStyles from '../../../components/form.module.css';
import { useT } from '../../../messages';
import { useVerificationToken } from '../hooks/use-verification-token';
import { CreatePasswordForm } from './create-password-form';
import styles from '../../../components/page.module.css';

/** /verify-email?token=… (docs/product.md §2): verifying → create-password → success, or error. */
export function VerifyEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useVerificationToken(token);
  const navigate = useNavigate();
  const [createdAs, setCreatedAs] = useState<string | null>(null);

  const home = (
    <Link to={paths.feed()} className={styles.home}>
      {t('returnHome')}
    </Link>
  );

  let content;
  if (createdAs) {
    content = (
      <>
        <h1 className={styles.title}>{t('accountCreated')}</h1>
        <p role="status" className={formStyles.success}>
          {t('welcomeReady', { username: createdAs })}
        </p>
        {home}
      </>
    );
  } else if (check.status === 'verifying') {
    content = (
      <>
        <h1 className={styles.title}>{t('verifyEmail')}</h1>
        <p role="status">{t('verifying')}</p>
      </>
    );
  } else if (check.status === 'error') {
    content = (
      <>
        <h1 className={styles.title}>{t('verifyEmail')}</h1>
        <p role="alert" className={formStyles.alert}>
          {t(check.message)}
        </p>
        {home}
      </>
    );
  } else {
    content = (
      <>
        <h1 className={styles.title}>{t('createYourAccount')}</h1>
        <p className={styles.lead}>{t('verifiedLead')}</p>
        <CreatePasswordForm
          token={token ?? ''}
          onCreated={(username) => {
            setCreatedAs(username);
            navigate(paths.feed());
          }}
        />
      </>
    );
  }

  return <section className={styles.page}>{content}</section>;
}
