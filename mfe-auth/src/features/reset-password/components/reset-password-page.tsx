import { useState } from 'react';
import { useNavigate, useSearchParams } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import formStyles from '../../../components/form.module.css';
import pageStyles from '../../../components/page.module.css';
import { useT } from '../../../messages';
import { ForgotPasswordForm } from '../../forgot-password';
import { useResetToken } from '../hooks/use-reset-token';
import { NewPasswordForm } from './new-password-form';

/** /reset-password?token=… (docs/product.md §2): checking → new password → the feed, logged in. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useResetToken(token);
  const [expired, setExpired] = useState(false);
  const navigate = useNavigate();

  let content;
  if (expired || check === 'invalid') {
    content = (
      <>
        <p role="alert" className={formStyles.alert}>
          {t('resetLinkInvalid')}
        </p>
        <h2 className={pageStyles.subtitle}>{t('requestNewLink')}</h2>
        <ForgotPasswordForm />
      </>
    );
  } else if (check === 'failed') {
    content = (
      <p role="alert" className={formStyles.alert}>
        {t('resetCheckFailed')}
      </p>
    );
  } else if (check === 'checking') {
    content = <p role="status">{t('checkingLink')}</p>;
  } else {
    content = (
      <>
        <p className={pageStyles.lead}>{t('chooseNewPassword')}</p>
        <NewPasswordForm
          token={token}
          onChanged={() => navigate(paths.feed())}
          onLinkExpired={() => setExpired(true)}
        />
      </>
    );
  }

  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('resetTitle')}</h1>
      {content}
    </section>
  );
}
