import { useState } from 'react';
import { useNavigate, useSearchParams } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { ERROR_MESSAGES } from '@journeys/shared/domain';
import formStyles from '../../../components/form.module.css';
import pageStyles from '../../../components/page.module.css';
import { ForgotPasswordForm } from '../../forgot-password';
import { useResetToken } from '../hooks/use-reset-token';
import { NewPasswordForm } from './new-password-form';

export const LINK_INVALID = ERROR_MESSAGES.RESET_TOKEN_INVALID;
export const CHECK_FAILED = 'Failed to check your reset link';

/** /reset-password?token=… (docs/product.md §2): checking → new password → the feed, logged in. */
export function ResetPasswordPage() {
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
          {LINK_INVALID}
        </p>
        <h2 className={pageStyles.subtitle}>Request a new link</h2>
        <ForgotPasswordForm />
      </>
    );
  } else if (check === 'failed') {
    content = (
      <p role="alert" className={formStyles.alert}>
        {CHECK_FAILED}
      </p>
    );
  } else if (check === 'checking') {
    content = <p role="status">Checking your reset link...</p>;
  } else {
    content = (
      <>
        <p className={pageStyles.lead}>Choose a new password for your account.</p>
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
      <h1 className={pageStyles.title}>Reset your password</h1>
      {content}
    </section>
  );
}
