import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { FieldName, Form } from './use-form';

export interface WizardOptions<S extends string, V> {
  steps: readonly S[];
  /** The form holding every step's answers. */
  form: Pick<Form<V>, 'errors' | 'formError' | 'validate' | 'submit' | 'clearErrors'>;
  /** The fields each step asks for: Next checks them, and the last step's Next submits the form. */
  fields: Partial<Record<S, readonly FieldName<V>[]>>;
  /** Optional steps: Skip runs this (clearing the answer) and moves on without a check. */
  skippable?: Partial<Record<S, () => void>>;
  /** A failure shown where the step's message goes, such as the save's. */
  error?: string | null;
  /** Called on every step change: a save's failure message is stale once the member moves. */
  onStepChange?(): void;
}

export interface Wizard<S extends string> {
  step: S;
  /** 1-based, for 'Step n of m' and the progress bar. */
  number: number;
  total: number;
  last: boolean;
  /** The step's message: its first invalid field's, else the form's or the save's. */
  error: string | null;
  errorId: string;
  /** For aria-describedby of the step's controls, while a message shows. */
  describedBy: string | undefined;
  /** Goes on the element holding the step: its heading takes focus whenever a step shows. */
  stepRef: RefObject<HTMLDivElement | null>;
  next(): void;
  /** Absent on the first step. */
  back: (() => void) | undefined;
  /** Present on skippable steps. */
  skip: (() => void) | undefined;
}

/**
 * Steps over one form: the current step, progress, Next that checks the step's fields (and
 * submits on the last step), Back, Skip, and focus on each new step's heading so a screen reader
 * announces it and keyboard users continue from its top instead of from a button that vanished.
 */
export function useWizard<S extends string, V>(options: WizardOptions<S, V>): Wizard<S> {
  const { steps, form, fields, skippable, error, onStepChange } = options;
  const [index, setIndex] = useState(0);
  const at = Math.min(index, steps.length - 1);
  const step = steps[at] as S;
  const last = at === steps.length - 1;
  const stepRef = useRef<HTMLDivElement>(null);
  const errorId = useId();

  useEffect(() => {
    stepRef.current?.querySelector<HTMLElement>('h1, h2, h3')?.focus();
  }, [step]);

  const goTo = (next: number) => {
    setIndex(next);
    form.clearErrors();
    onStepChange?.();
  };

  const stepFields = fields[step] ?? [];
  const shown = stepFields.map((name) => form.errors[name]).find(Boolean) ?? form.formError ?? error ?? null;
  const clear = skippable?.[step];

  return {
    step,
    number: at + 1,
    total: steps.length,
    last,
    error: shown,
    errorId,
    describedBy: shown ? errorId : undefined,
    stepRef,
    next: () => {
      if (!form.validate(stepFields)) return;
      if (last) void form.submit();
      else goTo(at + 1);
    },
    back: at > 0 ? () => goTo(at - 1) : undefined,
    skip:
      clear && !last
        ? () => {
            clear();
            goTo(at + 1);
          }
        : undefined,
  };
}
