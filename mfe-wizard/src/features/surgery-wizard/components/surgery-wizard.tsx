import { useId, useState } from 'react';
import { useNavigate } from '@journeys/shared/router';
import { paths, type SurgeryWizardProps } from '@journeys/shared/contracts';
import type { Review } from '@journeys/shared/rules';
import { WizardFrame } from '../../../components/wizard-frame';
import { WizardNav } from '../../../components/wizard-nav';
import { FormError } from '../../../components/form-error';
import { SymptomStep } from '../../../components/symptom-step';
import { RatingStep } from '../../../components/rating-step';
import { DetailsStep } from '../../../components/details-step';
import { LoadError, LoadingWizard } from '../../../components/load-state';
import { useStates } from '../api/use-states';
import { useSurgeryTypes } from '../api/use-surgery-types';
import { useReviewToEdit } from '../api/use-review-to-edit';
import { useSaveSurgery } from '../hooks/use-save-surgery';
import {
  buildReviewPayload,
  EMPTY_SURGERY_FORM,
  formFromReview,
  type SurgeryForm,
} from '../utils/surgery-form';
import { stepProblem, stepsFor } from '../utils/steps';
import { StateStep } from './state-step';
import { SurgeonStep } from './surgeon-step';
import { ProceduresStep } from './procedures-step';
import { DateStep } from './date-step';

/** Create (no reviewId) or edit a surgery, docs/product.md §4. */
export function SurgeryWizard({ reviewId }: SurgeryWizardProps) {
  const review = useReviewToEdit(reviewId);
  if (reviewId != null) {
    if (review.status === 'error') return <LoadError title="Edit Surgery" message={review.error} />;
    if (review.status !== 'ready') return <LoadingWizard text="Loading surgery..." />;
  }
  return <SurgeryWizardSteps key={reviewId ?? 'new'} review={review.data} />;
}

function SurgeryWizardSteps({ review }: { review: Review | null }) {
  const navigate = useNavigate();
  const states = useStates();
  const types = useSurgeryTypes();
  const { save, saving, saveError, clearSaveError } = useSaveSurgery();
  const [form, setForm] = useState<SurgeryForm>(() => (review ? formFromReview(review) : EMPTY_SURGERY_FORM));
  const [index, setIndex] = useState(0);
  const [stepError, setStepError] = useState<string | null>(null);
  const errorId = useId();

  const steps = stepsFor(review);
  const step = steps[index] ?? 'state';
  const last = index === steps.length - 1;
  const error = stepError ?? saveError;

  const patch = (changes: Partial<SurgeryForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setStepError(null);
  };
  const goTo = (next: number) => {
    setIndex(next);
    setStepError(null);
    clearSaveError();
  };
  const close = () => navigate(paths.feed());

  const next = () => {
    const problem = stepProblem(step, form);
    if (problem) {
      setStepError(problem);
      return;
    }
    if (last) void save(buildReviewPayload(form, review?.id));
    else goTo(index + 1);
  };

  const shownErrorId = error ? errorId : undefined;

  return (
    <WizardFrame
      title={review ? 'Edit Surgery' : 'Create a Surgery'}
      step={index + 1}
      total={steps.length}
      onClose={close}
    >
      <div key={step}>
        {step === 'state' && (
          <StateStep
            states={states}
            selected={form.state}
            onSelect={(state) => {
              patch({ state });
              goTo(index + 1);
            }}
          />
        )}
        {step === 'surgeon' && (
          <SurgeonStep
            states={states.data ?? []}
            state={form.state}
            surgeon={form.surgeon}
            onSelect={(surgeon) => {
              patch({ surgeon });
              goTo(index + 1);
            }}
          />
        )}
        {step === 'procedures' && (
          <ProceduresStep
            types={types}
            procedures={form.procedures}
            customTypes={form.customTypes}
            onChange={(procedures) => patch({ procedures })}
            onAddType={(type) => setForm((f) => ({ ...f, customTypes: [...f.customTypes, type] }))}
          />
        )}
        {step === 'date' && (
          <DateStep
            value={form.surgeryDate}
            onChange={(surgeryDate) => patch({ surgeryDate })}
            errorId={shownErrorId}
          />
        )}
        {step === 'symptom' && (
          <SymptomStep
            value={form.symptom}
            onChange={(symptom) => patch({ symptom })}
            errorId={shownErrorId}
          />
        )}
        {step === 'rating' && <RatingStep value={form.rating} onChange={(rating) => patch({ rating })} />}
        {step === 'details' && (
          <DetailsStep
            title="Additional details"
            label="Additional details"
            hint="Anything else you would like to share about your surgery and recovery? This is optional."
            value={form.description}
            onChange={(description) => patch({ description })}
          />
        )}
      </div>
      <FormError id={errorId} message={error} />
      <WizardNav
        onBack={index > 0 ? () => goTo(index - 1) : undefined}
        onCancel={close}
        onNext={next}
        onSkip={
          step === 'rating'
            ? () => {
                patch({ rating: null });
                goTo(index + 1);
              }
            : undefined
        }
        nextLabel={last ? 'Submit' : 'Next'}
        busy={saving}
      />
    </WizardFrame>
  );
}
