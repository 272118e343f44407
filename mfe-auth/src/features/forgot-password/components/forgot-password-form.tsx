import { useState } from 'react';
import { requestPasswordReset } from '@journeys/shared/account-api';
import { forgotPasswordPayload } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import formStyles from '../../../components/form.module.css';
import { serverMessage } from '../../../lib/api-errors';

const SEND_FAILED = 'Failed to send the reset link';

/**
 * Email in, reset link out. The answer is the API's, the same whether or not the email has an
 * account, so nobody learns from this form who is a member.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: forgotPasswordPayload,
    onSubmit: async ({ email }) => {
      const { message } = await requestPasswordReset(email);
      setSent(message);
    },
    onError: (e) => serverMessage(e, SEND_FAILED),
  });

  if (sent)
    return (
      <p role="status" className={formStyles.success}>
        {sent}
      </p>
    );
  return (
    <AuthForm form={form} submitLabel="Send reset link">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
    </AuthForm>
  );
}
