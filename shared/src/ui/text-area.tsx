import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldFrameProps } from './field';
import { common } from '@journeys/shared/i18n';
import styles from './text-area.module.css';

export interface TextAreaProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children' | 'value'>,
    Omit<FieldFrameProps, 'children'> {
  value: string;
  /**
   * Says how much of `maxLength` is used under the box ('12 of 500 characters'), read with the
   * field. Without `maxLength` there is nothing to count.
   */
  counter?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line box with its hint, its error and, when asked, its character counter.
 * `className` is the field's box, as in Field: the caller styles its textarea from there.
 */
export function TextArea({ counter, ...props }: TextAreaProps) {
  const t = common.useT();
  const [field, box] = splitFieldProps(props);
  const counterId = useId();
  const counted = counter && box.maxLength != null;
  const described = [field.describedBy, counted ? counterId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field {...field} describedBy={described}>
      {(control) => (
        <>
          <textarea {...box} {...control} />
          {counted && (
            <p id={counterId} className={styles.counter}>
              {t('counter', { count: box.value.length, max: box.maxLength ?? 0 })}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
