import type { Form } from '@journeys/shared/forms';
import type { WorthItAnswer } from '@journeys/shared/rules';
import { DetailsStep, type DetailsStepProps } from './details-step';
import { RatingStep } from './rating-step';
import { SymptomStep } from './symptom-step';
import { WorthItStep } from './worth-it-step';

/** The answers both wizards end with (docs/product.md §4). */
export interface RecoveryAnswers {
  symptom: number | null;
  rating: number | null;
  worthIt: WorthItAnswer | null;
  description: string;
}

export interface RecoveryStepsProps {
  step: string;
  form: Pick<Form<RecoveryAnswers>, 'values' | 'setValue' | 'fieldRef'>;
  /** The wizard's message element while it shows one. */
  describedBy: string | undefined;
  details: Pick<DetailsStepProps, 'title' | 'label' | 'hint' | 'required'>;
}

/** Symptom progress, satisfaction, 'Was it worth it?' and details: whichever of them is the current step. */
export function RecoverySteps({ step, form, describedBy, details }: RecoveryStepsProps) {
  const { values, setValue } = form;
  return (
    <>
      {step === 'symptom' && (
        <SymptomStep
          value={values.symptom}
          onChange={(symptom) => setValue('symptom', symptom)}
          errorId={describedBy}
        />
      )}
      {step === 'rating' && (
        <RatingStep value={values.rating} onChange={(rating) => setValue('rating', rating)} />
      )}
      {step === 'worthIt' && (
        <WorthItStep value={values.worthIt} onChange={(worthIt) => setValue('worthIt', worthIt)} />
      )}
      {step === 'details' && (
        <DetailsStep
          {...details}
          value={values.description}
          onChange={(description) => setValue('description', description)}
          // Optional details are never what a message is about.
          errorId={details.required ? describedBy : undefined}
          inputRef={form.fieldRef('description')}
        />
      )}
    </>
  );
}
