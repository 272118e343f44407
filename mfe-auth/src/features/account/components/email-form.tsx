import { useState } from 'react';
import { hasErrorCode } from '@journeys/shared/api';
import { requestEmailChange } from '@journeys/shared/account-api';
import { changeEmailPayload, ERROR_MESSAGES } from '@journeys/shared/domain';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import formStyles from '../../../components/form.module.css';
import { serverMessage } from '../../../lib/api-errors';
import styles from './account-page.module.css';

export const linkSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}; your email changes when you open it.`;

export interface EmailFormProps {
  email: string | null;
  pendingEmail: string | null;
}

/** A new address takes effect only through the link mailed to it; until then it shows as pending. */
export function EmailForm({ email, pendingEmail }: EmailFormProps) {
  const client = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: changeEmailPayload,
    onSubmit: async (payload) => {
      await requestEmailChange(payload.email);
      setSentTo(payload.email);
      form.reset();
      await client.invalidateQueries({ queryKey: queryKeys.account.all });
    },
    onError: (e) =>
      hasErrorCode(e, 'EMAIL_IN_USE')
        ? { email: ERROR_MESSAGES.EMAIL_IN_USE }
        : serverMessage(e, 'Failed to send the confirmation link'),
  });

  return (
    <>
      <p className={styles.text}>
        {email ? (
          <>
            Your email is <strong>{email}</strong>.
          </>
        ) : (
          'Your account has no email yet.'
        )}
      </p>
      {sentTo ? (
        <p role="status" className={formStyles.success}>
          {linkSentMessage(sentTo)}
        </p>
      ) : (
        pendingEmail && (
          <p className={formStyles.notice}>
            Waiting for confirmation: <strong>{pendingEmail}</strong>. Open the link we sent there to finish
            the change.
          </p>
        )
      )}
      <AuthForm form={form} submitLabel="Change email">
        <TextField label="New email" type="email" autoComplete="email" {...form.field('email')} />
      </AuthForm>
    </>
  );
}
