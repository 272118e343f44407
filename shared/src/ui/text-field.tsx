import type { InputHTMLAttributes, Ref } from 'react';
import { Field, splitFieldProps, type FieldFrameProps } from './field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>, Omit<FieldFrameProps, 'children'> {
  /** The form's handle to focus the field when it is the first invalid one. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line input with its hint and error (`className` is the field's box, as in Field). */
export function TextField(props: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field}>{(control) => <input {...input} {...control} />}</Field>;
}
