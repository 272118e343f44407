import { useState } from 'react';
import { hasErrorCode } from '@journeys/shared/api';
import { requestEmailChange } from '@journeys/shared/account-api';
import { changeEmailPayload } from '@journeys/shared/domain';
import { richText } from '@journeys/shared/i18n';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { TextField } from '@journeys/shared/ui/text-field';
import { AuthForm } from '../../../components/auth-form';
import formStyles from '../../../components/form.module.css';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';
import styles from './account-page.module.css';

export interface EmailFormProps {
  email: string | null;
  pendingEmail: string | null;
}

/** A new address takes effect only through the link mailed to it; until then it shows as pending. */
export function EmailForm({ email, pendingEmail }: EmailFormProps) {
  const t = useT();
  const client = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useLocalizedForm(
    useForm({
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
          ? { email: translate('emailInUse') }
          : serverMessage(e, translate('linkSendFailed')),
    }),
  );

  return (
    <>
      <p className={styles.text}>
        {email ? richText((v) => t('yourEmailIs', v), { email: <strong>{email}</strong> }) : t('noEmail')}
      </p>
      {sentTo ? (
        <p role="status" className={formStyles.success}>
          {t('linkSent', { email: sentTo })}
        </p>
      ) : (
        pendingEmail && (
          <p className={formStyles.notice}>
            {richText((v) => t('waitingConfirmation', v), { email: <strong>{pendingEmail}</strong> })}
          </p>
        )
      )}
      <AuthForm form={form} submitLabel={t('changeEmail')}>
        <TextField label={t('newEmail')} type="email" autoComplete="email" {...form.field('email')} />
      </AuthForm>
    </>
  );
}
