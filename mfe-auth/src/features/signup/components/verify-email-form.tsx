import { useState, type FormEvent } from 'react';
import { isApiError, sendVerificationEmail } from '@journeys/shared/api';
import { fieldErrorsOf, verifyEmailPayload } from '@journeys/shared/domain';
import { TextField } from '../../../components/text-field';
import formStyles from '../../../components/form.module.css';

export const EMAIL_IN_USE = 'Email is already in use';
export const SEND_FAILED = 'Failed to send email';

export const verificationSentMessage = (email: string) =>
  `Verification email sent to ${email}. Please check your inbox and click the verification link to continue.`;

function sendFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 409) return EMAIL_IN_USE;
  // The rate limit's message tells the person to wait, which 'Failed to send email' would hide.
  if (isApiError(error) && error.status === 429) return error.message;
  return SEND_FAILED;
}

/** docs/product.md §4 Email sign-up, first step: the server mails a link to /verify-email?token=…. */
export function VerifyEmailForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = verifyEmailPayload.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldErrorsOf(parsed.error).email);
      return;
    }
    setEmailError(undefined);
    setBusy(true);
    try {
      await sendVerificationEmail(parsed.data.email);
      setSentTo(email.trim());
    } catch (e) {
      setFailure(sendFailureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <p role="status" className={formStyles.success}>
        {verificationSentMessage(sentTo)}
      </p>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError}
      />
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={formStyles.submit} disabled={busy}>
        Verify Email
      </button>
    </form>
  );
}
