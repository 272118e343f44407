import { useState } from 'react';
import { hasErrorCode, sendVerificationEmail } from '@journeys/shared/api';
import { verifyEmailPayload } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import formStyles from '../../../components/form.module.css';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';

function sendFailureMessage(error: unknown): string {
  if (hasErrorCode(error, 'EMAIL_IN_USE')) return translate('emailInUse');
  // The rate limit's message tells the person to wait, which 'Failed to send email' would hide.
  if (hasErrorCode(error, 'RATE_LIMITED')) return error.message;
  return translate('emailSendFailed');
}

/** docs/product.md §4 Email sign-up, first step: the server mails a link to /verify-email?token=…. */
export function VerifyEmailForm() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useLocalizedForm(
    useForm({
      initialValues: { email: '' },
      validate: verifyEmailPayload,
      onSubmit: async ({ email }, typed) => {
        await sendVerificationEmail(email);
        setSentTo(typed.email.trim());
      },
      onError: sendFailureMessage,
    }),
  );

  if (sentTo) {
    return (
      <p role="status" className={formStyles.success}>
        {t('verificationSent', { email: sentTo })}
      </p>
    );
  }

  return (
    <AuthForm form={form} submitLabel={t('verifyEmail')}>
      <TextField label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
    </AuthForm>
  );
}
