import { useId, useState } from 'react';
import { useNavigate } from '@journeys/shared/router';
import { paths, type UpdateWizardProps } from '@journeys/shared/contracts';
import { hasVisibleText, type Update } from '@journeys/shared/rules';
import { WizardFrame } from '../../../components/wizard-frame';
import { WizardNav } from '../../../components/wizard-nav';
import { FormError } from '../../../components/form-error';
import { SymptomStep } from '../../../components/symptom-step';
import { RatingStep } from '../../../components/rating-step';
import { DetailsStep } from '../../../components/details-step';
import { LoadError, LoadingWizard } from '../../../components/load-state';
import { useUpdateToEdit } from '../api/use-update-to-edit';
import { useSaveUpdate, type UpdateTarget } from '../hooks/use-save-update';

type UpdateStep = 'symptom' | 'rating' | 'details';
const UPDATE_STEPS: readonly UpdateStep[] = ['symptom', 'rating', 'details'];

interface UpdateForm {
  symptom: number | null;
  rating: number | null;
  description: string;
}

/** Add an update to a surgery (reviewId) or edit one (updateId), docs/product.md §4. */
export function UpdateWizard({ reviewId, updateId }: UpdateWizardProps) {
  const existing = useUpdateToEdit(updateId);
  if (updateId != null) {
    if (existing.status === 'error') return <LoadError title="Edit Update" message={existing.error} />;
    if (existing.status !== 'ready') return <LoadingWizard text="Loading update..." />;
    return <UpdateWizardSteps key={updateId} target={{ kind: 'edit', updateId }} update={existing.data} />;
  }
  if (reviewId == null || !Number.isInteger(reviewId) || reviewId <= 0) {
    return <LoadError title="Add an Update" message="Not Found" />;
  }
  return <UpdateWizardSteps key={reviewId} target={{ kind: 'new', reviewId }} update={null} />;
}

function stepProblem(step: UpdateStep, form: UpdateForm): string | null {
  if (step === 'symptom' && form.symptom == null) return 'Select your symptom progress';
  if (step === 'details' && !hasVisibleText(form.description)) return 'Details are required';
  return null;
}

function UpdateWizardSteps({ target, update }: { target: UpdateTarget; update: Update | null }) {
  const navigate = useNavigate();
  const { save, saving, saveError, clearSaveError } = useSaveUpdate(target);
  const [form, setForm] = useState<UpdateForm>(() => ({
    symptom: update?.symptom ?? null,
    rating: update?.rating ?? null,
    description: update?.description ?? '',
  }));
  const [index, setIndex] = useState(0);
  const [stepError, setStepError] = useState<string | null>(null);
  const errorId = useId();

  const step = UPDATE_STEPS[index] ?? 'symptom';
  const last = index === UPDATE_STEPS.length - 1;
  const error = stepError ?? saveError;
  const shownErrorId = error ? errorId : undefined;

  const patch = (changes: Partial<UpdateForm>) => {
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
    if (!last) {
      goTo(index + 1);
      return;
    }
    if (form.symptom == null) return;
    void save({ symptom: form.symptom, rating: form.rating, description: form.description.trim() });
  };

  return (
    <WizardFrame
      title={target.kind === 'new' ? 'Add an Update' : 'Edit Update'}
      step={index + 1}
      total={UPDATE_STEPS.length}
      onClose={close}
    >
      <div key={step}>
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
            title="Details"
            label="Details"
            hint="How is your recovery going since your last post?"
            value={form.description}
            onChange={(description) => patch({ description })}
            required
            errorId={shownErrorId}
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
