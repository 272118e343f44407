import { useState } from 'react';
import { requestPasswordReset } from '@journeys/shared/account-api';
import { forgotPasswordPayload } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import formStyles from '../../../components/form.module.css';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';

/**
 * Email in, reset link out. The answer is the API's, the same whether or not the email has an
 * account, so nobody learns from this form who is a member.
 */
export function ForgotPasswordForm() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useLocalizedForm(
    useForm({
      initialValues: { email: '' },
      validate: forgotPasswordPayload,
      onSubmit: async ({ email }) => {
        const { message } = await requestPasswordReset(email);
        setSent(message);
      },
      onError: (e) => serverMessage(e, translate('resetSendFailed')),
    }),
  );

  if (sent)
    return (
      <p role="status" className={formStyles.success}>
        {sent}
      </p>
    );
  return (
    <AuthForm form={form} submitLabel={t('sendResetLink')}>
      <TextField label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
    </AuthForm>
  );
}
