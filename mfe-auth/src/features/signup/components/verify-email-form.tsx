import { useState } from 'react';
import { hasErrorCode, sendVerificationEmail } from '@journeys/shared/api';
import { ERROR_MESSAGES, verifyEmailPayload } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import formStyles from '../../../components/form.module.css';

export const EMAIL_IN_USE = ERROR_MESSAGES.EMAIL_IN_USE;
export const SEND_FAILED = ERROR_MESSAGES.EMAIL_SEND_FAILED;

export const verificationSentMessage = (email: string) =>
  `Verification email sent to ${email}. Please check your inbox and click the verification link to continue.`;

function sendFailureMessage(error: unknown): string {
  if (hasErrorCode(error, 'EMAIL_IN_USE')) return EMAIL_IN_USE;
  // The rate limit's message tells the person to wait, which 'Failed to send email' would hide.
  if (hasErrorCode(error, 'RATE_LIMITED')) return error.message;
  return SEND_FAILED;
}

/** docs/product.md §4 Email sign-up, first step: the server mails a link to /verify-email?token=…. */
export function VerifyEmailForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: verifyEmailPayload,
    onSubmit: async ({ email }, typed) => {
      await sendVerificationEmail(email);
      setSentTo(typed.email.trim());
    },
    onError: sendFailureMessage,
  });

  if (sentTo) {
    return (
      <p role="status" className={formStyles.success}>
        {verificationSentMessage(sentTo)}
      </p>
    );
  }

  return (
    <AuthForm form={form} submitLabel="Verify Email">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
    </AuthForm>
  );
}
