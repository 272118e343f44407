import { useState } from 'react';
import { deleteAccount } from '@journeys/shared/account-api';
import { DELETE_CONFIRMATION_WORD } from '@journeys/shared/rules';
import { showToast } from '@journeys/shared/events';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { paths } from '@journeys/shared/contracts';
import { useNavigate } from '@journeys/shared/router';
import { useSession } from '@journeys/shared/session';
import { ConfirmDialog } from '@journeys/shared/ui/confirm-dialog';
import { Button } from '@journeys/shared/ui/button';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT, type MessageKey } from '../../../messages';
import styles from './account-page.module.css';

type SurgeryChoice = 'delete' | 'anonymise' | '';
const CHOICES: { value: Exclude<SurgeryChoice, ''>; label: MessageKey }[] = [
  { value: 'delete', label: 'deleteSurgeries' },
  { value: 'anonymise', label: 'keepAnonymised' },
];

/** GDPR article 17: the 'Delete account' button and its dialog. */
export function DeleteAccount() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className={styles.text}>{t('deleteIntro')}</p>
      <Button variant="danger" outline className={styles.button} onClick={() => setOpen(true)}>
        {t('deleteAccount')}
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** As the feed's delete dialog (docs/product.md §4 Deletion): the button arms once 'delete' is typed. */
function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useLocalizedForm(
    useForm({
      initialValues: { surgeries: '' as SurgeryChoice },
      onSubmit: async ({ surgeries }) => {
        if (surgeries === '') return;
        // The dialog confirms only once the member typed this very word.
        await deleteAccount({ confirm: DELETE_CONFIRMATION_WORD, surgeries });
        // Away first: on a members-only page a visitor would be sent to the login prompt.
        navigate(paths.landing());
        // The server ended every session with the account: nothing is left to revoke.
        useSession.getState().forgetSession();
        showToast(translate('accountDeleted'));
        // Lists and the landing page's recent members no longer hold the member. Only public
        // data: a member's own queries would be asked for without a token.
        await Promise.all(
          [queryKeys.reviews.all, queryKeys.comments.all, queryKeys.reference.recentMembers].map((queryKey) =>
            client.invalidateQueries({ queryKey }),
          ),
        );
      },
      onError: (e) => serverMessage(e, translate('deleteFailed')),
    }),
  );
  const { surgeries } = form.values;

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('deleteAccount')}
      typeToConfirm={DELETE_CONFIRMATION_WORD}
      confirmLabel={t('deleteAccount')}
      ready={surgeries !== ''}
      pending={form.submitting}
      error={form.formError}
      onConfirm={() => void form.submit()}
    >
      <fieldset className={styles.choices}>
        <legend>{t('yourSurgeries')}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name="surgeries"
              value={choice.value}
              checked={surgeries === choice.value}
              onChange={() => form.setValue('surgeries', choice.value)}
            />
            {t(choice.label)}
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
