import { useId, useState } from 'react';
import { useForm, type FieldErrors } from '@journeys/shared/forms';
import { hasVisibleText, PROCEDURE_DESCRIPTION_MAX, PROCEDURE_NAME_MAX } from '@journeys/shared/rules';
import { Button } from '@journeys/shared/ui/button';
import { TextArea } from '@journeys/shared/ui/text-area';
import { TextField } from '@journeys/shared/ui/text-field';
import fieldStyles from '../../../components/wizard-field.module.css';
import { useMessage, useT } from '../../../messages';
import styles from './steps.module.css';

export interface NewProcedureType {
  name: string;
  description: string;
}

const EMPTY: NewProcedureType = { name: '', description: '' };

const newTypeErrors = ({ name, description }: NewProcedureType): FieldErrors<NewProcedureType> => ({
  name: hasVisibleText(name.trim()) ? undefined : 'nameRequired',
  description: hasVisibleText(description.trim()) ? undefined : 'descriptionRequired',
});

/**
 * docs/product.md §5: a member may add a procedure type missing from the list; name and description are
 * both required after trimming. The type lives only in this wizard's list.
 */
export function NewProcedureTypeForm({ onAdd }: { onAdd: (type: NewProcedureType) => void }) {
  const t = useT();
  const message = useMessage();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const form = useForm({
    initialValues: EMPTY,
    validate: newTypeErrors,
    onSubmit: ({ name, description }): void => {
      onAdd({ name: name.trim(), description: description.trim() });
      form.reset();
      setOpen(false);
    },
  });
  const nameField = form.field('name');
  const descriptionField = form.field('description');

  return (
    <div className={styles.newType}>
      <Button variant="link" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((o) => !o)}>
        {t('addType')}
      </Button>
      {open && (
        <form
          id={formId}
          className={styles.subform}
          onSubmit={(e) => void form.submit(e)}
          noValidate
          aria-label={t('newType')}
        >
          <TextField
            label={t('name')}
            className={`${fieldStyles.field} ${styles.field}`}
            maxLength={PROCEDURE_NAME_MAX}
            {...nameField}
            error={message(nameField.error)}
          />
          <TextArea
            label={t('description')}
            className={`${fieldStyles.field} ${styles.field}`}
            rows={2}
            maxLength={PROCEDURE_DESCRIPTION_MAX}
            {...descriptionField}
            error={message(descriptionField.error)}
          />
          <Button type="submit" variant="primary" outline className={styles.button}>
            {t('saveType')}
          </Button>
        </form>
      )}
    </div>
  );
}
