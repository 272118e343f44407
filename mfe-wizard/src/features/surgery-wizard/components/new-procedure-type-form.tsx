import { useId, useState, type FormEvent } from 'react';
import { hasVisibleText, PROCEDURE_DESCRIPTION_MAX, PROCEDURE_NAME_MAX } from '@journeys/shared/rules';
import styles from './steps.module.css';

export interface NewProcedureType {
  name: string;
  description: string;
}

/**
 * docs/product.md §5: a member may add a procedure type missing from the list; name and description are
 * both required after trimming. The type lives only in this wizard's list.
 */
export function NewProcedureTypeForm({ onAdd }: { onAdd: (type: NewProcedureType) => void }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = { name: name.trim(), description: description.trim() };
    const found = {
      name: hasVisibleText(trimmed.name) ? undefined : 'Name is required',
      description: hasVisibleText(trimmed.description) ? undefined : 'Description is required',
    };
    setErrors(found);
    if (found.name || found.description) return;
    onAdd(trimmed);
    setName('');
    setDescription('');
    setOpen(false);
  };

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
          onSubmit={submit}
          noValidate
          aria-label="New procedure type"
        >
          <div className={styles.field}>
            <label htmlFor={`${formId}-name`}>Name</label>
            <input
              id={`${formId}-name`}
              value={name}
              maxLength={PROCEDURE_NAME_MAX}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${formId}-name-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {errors.name && (
              <p id={`${formId}-name-error`} role="alert" className={styles.error}>
                {errors.name}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${formId}-description`}>Description</label>
            <textarea
              id={`${formId}-description`}
              value={description}
              rows={2}
              maxLength={PROCEDURE_DESCRIPTION_MAX}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${formId}-description-error` : undefined}
              onChange={(e) => setDescription(e.target.value)}
            />
            {errors.description && (
              <p id={`${formId}-description-error`} role="alert" className={styles.error}>
                {errors.description}
              </p>
            )}
          </div>
          <button type="submit" className={styles.button}>
            Save procedure type
          </button>
        </form>
      )}
    </div>
  );
}
