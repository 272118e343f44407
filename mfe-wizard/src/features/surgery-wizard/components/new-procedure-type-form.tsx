import { useId, useState } from 'react';
import { useForm, type FieldErrors, type FieldProps } from '@journeys/shared/forms';
import { hasVisibleText, PROCEDURE_DESCRIPTION_MAX, PROCEDURE_NAME_MAX } from '@journeys/shared/rules';
import styles from './steps.module.css';

export interface NewProcedureType {
  name: string;
  description: string;
}

const EMPTY: NewProcedureType = { name: '', description: '' };

const newTypeErrors = ({ name, description }: NewProcedureType): FieldErrors<NewProcedureType> => ({
  name: hasVisibleText(name.trim()) ? undefined : 'Name is required',
  description: hasVisibleText(description.trim()) ? undefined : 'Description is required',
});

/**
 * docs/product.md §5: a member may add a procedure type missing from the list; name and description are
 * both required after trimming. The type lives only in this wizard's list.
 */
export function NewProcedureTypeForm({ onAdd }: { onAdd: (type: NewProcedureType) => void }) {
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

  return (
    <div className={styles.newType}>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
      >
        Add a procedure type
      </button>
      {open && (
        <form
          id={formId}
          className={styles.subform}
          onSubmit={(e) => void form.submit(e)}
          noValidate
          aria-label="New procedure type"
        >
          <TextField label="Name" maxLength={PROCEDURE_NAME_MAX} {...form.field('name')} />
          <TextField
            label="Description"
            multiline
            maxLength={PROCEDURE_DESCRIPTION_MAX}
            {...form.field('description')}
          />
          <button type="submit" className={styles.button}>
            Save procedure type
          </button>
        </form>
      )}
    </div>
  );
}

interface TextFieldProps extends FieldProps {
  label: string;
  maxLength: number;
  multiline?: boolean;
}

function TextField({ label, multiline = false, error, ...field }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = {
    ...field,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={2} {...input} /> : <input {...input} />}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
