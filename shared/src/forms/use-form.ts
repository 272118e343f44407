import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '@journeys/shared/api';

export type FieldName<V> = keyof V & string;
/** One message per field; a field without a message is valid. */
export type FieldErrors<V> = Partial<Record<FieldName<V>, string | undefined>>;

interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the hook needs of a zod schema (any zod object schema fits): issue paths name the fields. */
export interface FormSchema<Out> {
  safeParse(
    values: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/**
 * A zod schema (its parsed output is what `onSubmit` gets), or a function returning the messages
 * when the rules are not zod's (the wizard keeps zod out of its bundle).
 */
export type FormValidator<V, Out> = FormSchema<Out> | ((values: V) => FieldErrors<V>);

export interface FormOptions<V, Out> {
  initialValues: V | (() => V);
  validate?: FormValidator<V, Out>;
  /** Gets the schema's output (trimmed, lower-cased …) and the values as typed. */
  onSubmit(data: Out, values: V): Promise<void> | void;
  /**
   * A failed `onSubmit`, as a message under the form or as messages under fields. Field errors
   * the API sent (ApiError.fieldErrors) for fields of this form are shown under them without it.
   */
  onError?(error: unknown, values: V): string | FieldErrors<V>;
}

/** Lets the form focus a field's element; a callback ref, so any element type accepts it. */
export type FieldRef = (element: HTMLElement | null) => void;

/** The props a labelled text input (mfe-auth's TextField) takes from the form. */
export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  ref: FieldRef;
}

type StringField<V> = { [K in FieldName<V>]: V[K] extends string ? K : never }[FieldName<V>];

export interface Form<V> {
  values: V;
  errors: FieldErrors<V>;
  /** A message about the whole form (the server refused, the network failed). */
  formError: string | null;
  /** True while `onSubmit` runs; a second submit meanwhile is ignored. */
  submitting: boolean;
  setValue<K extends FieldName<V>>(name: K, value: V[K]): void;
  /** Binds a text input: value, change handler, its error and the ref that lets it take focus. */
  field(name: StringField<V>): FieldProps;
  /** Lets a control that is not bound with `field` take focus when it is the first invalid one. */
  fieldRef(name: FieldName<V>): FieldRef;
  /** Checks the named fields (every field by default): shows their messages, focuses the first invalid one. */
  validate(names?: readonly FieldName<V>[]): boolean;
  submit(event?: FormEvent): Promise<void>;
  setFormError(message: string | null): void;
  clearErrors(): void;
  /** Back to the initial values with no messages, as a new form. */
  reset(): void;
}

interface Checked<Out> {
  errors: Record<string, string>;
  data?: Out;
}

function run<V, Out>(validator: FormValidator<V, Out> | undefined, values: V): Checked<Out> {
  if (!validator) return { errors: {}, data: values as unknown as Out };
  const errors: Record<string, string> = {};
  if (typeof validator === 'function') {
    const found: Record<string, string | undefined> = validator(values);
    for (const [name, message] of Object.entries(found)) if (message) errors[name] = message;
    return Object.keys(errors).length ? { errors } : { errors, data: values as unknown as Out };
  }
  const result = validator.safeParse(values);
  if (result.success) return { errors, data: result.data };
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { errors };
}

const pick = (errors: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (errors[name] ? [[name, errors[name]]] : [])));

/**
 * One form's state: values; per-field messages from a zod schema, checked on submit (or per
 * wizard step) and then again as each checked field changes; the server's field errors; a submit
 * that cannot run twice at once; focus on the first invalid field after a failed check.
 */
export function useForm<V extends object, Out = V>(options: FormOptions<V, Out>): Form<V> {
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Read by handlers after an await or right after a change, before React re-renders.
  const latest = useRef({ values, options });
  latest.current.options = options;
  // Fields a check has covered: they are checked again on every change, the others wait for one.
  const checked = useRef(new Set<string>());
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, FieldRef>());
  const busy = useRef(false);
  // The fields a failed check found invalid; a new object per check, so each one moves focus.
  const [focusTarget, setFocusTarget] = useState<{ names: string[] } | null>(null);

  // After the render that shows the messages, so the field is announced with its error.
  useEffect(() => {
    if (!focusTarget) return;
    const invalid = [...elements.current].filter(([name]) => focusTarget.names.includes(name));
    const first = invalid
      .map(([, element]) => element)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    first?.focus();
  }, [focusTarget]);

  const showErrors = useCallback((found: Record<string, string>, names: readonly string[]) => {
    setErrors((current) => {
      const next: Record<string, string | undefined> = { ...current };
      for (const name of names) next[name] = found[name];
      return next as FieldErrors<V>;
    });
    const invalid = names.filter((name) => found[name]);
    if (invalid.length) setFocusTarget({ names: invalid });
  }, []);

  const setValue = useCallback(<K extends FieldName<V>>(name: K, value: V[K]) => {
    const next = { ...latest.current.values, [name]: value };
    latest.current.values = next;
    setValues(next);
    // A server's verdict on the old value no longer applies; the rules' verdict is recomputed.
    const rechecked = checked.current.has(name)
      ? run(latest.current.options.validate, next).errors[name]
      : undefined;
    setErrors((current) => (current[name] === rechecked ? current : { ...current, [name]: rechecked }));
  }, []);

  const fieldRef = useCallback((name: FieldName<V>) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  const check = (names: readonly string[]): Checked<Out> => {
    const result = run(latest.current.options.validate, latest.current.values);
    for (const name of names) checked.current.add(name);
    showErrors(result.errors, names);
    return result;
  };

  const validate = (names?: readonly FieldName<V>[]) => {
    const list = names ?? Object.keys(latest.current.values);
    return Object.keys(pick(check(list).errors, list)).length === 0;
  };

  const fail = (error: unknown) => {
    const names = Object.keys(latest.current.values);
    const server = isApiError(error) ? pick(error.fieldErrors, names) : {};
    const onError = latest.current.options.onError;
    const shown = Object.keys(server).length
      ? server
      : (onError?.(error, latest.current.values) ?? (error instanceof Error ? error.message : String(error)));
    if (typeof shown === 'string') setFormError(shown);
    else showErrors(shown as Record<string, string>, Object.keys(shown));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    setFormError(null);
    const { data } = check(Object.keys(latest.current.values));
    if (data === undefined) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await latest.current.options.onSubmit(data, latest.current.values);
    } catch (error) {
      fail(error);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const field = (name: StringField<V>): FieldProps => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value as V[typeof name]),
    ref: fieldRef(name),
  });

  const clearErrors = useCallback(() => {
    checked.current.clear();
    setErrors({});
  }, []);

  const reset = useCallback(() => {
    const { initialValues } = latest.current.options;
    const initial = typeof initialValues === 'function' ? (initialValues as () => V)() : initialValues;
    latest.current.values = initial;
    setValues(initial);
    setFormError(null);
    clearErrors();
  }, [clearErrors]);

  return {
    values,
    errors,
    formError,
    submitting,
    setValue,
    field,
    fieldRef,
    validate,
    submit,
    setFormError,
    clearErrors,
    reset,
  };
}
