import { useForm, useWizard } from '@journeys/shared/forms';
import { useNavigate } from '@journeys/shared/router';
import { paths, type SurgeryWizardProps } from '@journeys/shared/contracts';
import type { Review } from '@journeys/shared/rules';
import { WizardFrame } from '../../../components/wizard-frame';
import { RecoverySteps } from '../../../components/recovery-steps';
import { LoadError, LoadingWizard } from '../../../components/load-state';
import { useT } from '../../../messages';
import { useStates } from '../api/use-states';
import { useSurgeryTypes } from '../api/use-surgery-types';
import { useSurgery } from '../../../lib/use-surgery';
import { useSaveSurgery } from '../hooks/use-save-surgery';
import {
  buildReviewPayload,
  EMPTY_SURGERY_FORM,
  formFromReview,
  type SurgeryForm,
} from '../utils/surgery-form';
import { stepsFor, SURGERY_STEP_FIELDS, surgeryFormErrors } from '../utils/steps';
import { StateStep } from './state-step';
import { SurgeonStep } from './surgeon-step';
import { ProceduresStep } from './procedures-step';
import { DateStep } from './date-step';
import { CostStep } from './cost-step';
import { NO_COST } from '../utils/cost-answer';

/** Create (no reviewId) or edit a surgery, docs/product.md §4. */
export function SurgeryWizard({ reviewId }: SurgeryWizardProps) {
  const t = useT();
  const review = useSurgery(reviewId);
  if (reviewId != null) {
    if (review.status === 'error') return <LoadError title={t('editSurgery')} message={review.error} />;
    if (review.status !== 'ready') return <LoadingWizard text={t('loadingSurgery')} />;
  }
  return <SurgeryWizardSteps key={reviewId ?? 'new'} review={review.data} />;
}

function SurgeryWizardSteps({ review }: { review: Review | null }) {
  const t = useT();
  const navigate = useNavigate();
  const states = useStates();
  const types = useSurgeryTypes();
  const { save, saving, saveError, clearSaveError } = useSaveSurgery();
  const form = useForm<SurgeryForm>({
    initialValues: () => (review ? formFromReview(review) : EMPTY_SURGERY_FORM),
    validate: surgeryFormErrors,
    onSubmit: (answers) => save(buildReviewPayload(answers, review?.id)),
  });
  const wizard = useWizard({
    steps: stepsFor(review),
    form,
    fields: SURGERY_STEP_FIELDS,
    skippable: {
      rating: () => form.setValue('rating', null),
      worthIt: () => form.setValue('worthIt', null),
    },
    error: saveError,
    onStepChange: clearSaveError,
  });
  const { values, setValue } = form;
  const close = () => navigate(paths.feed());
  // 'Prefer not to say': no cost (null) whatever was typed, then on, as Next goes (or submits).
  const preferNotToSay = () => {
    setValue('costAmount', NO_COST.costAmount);
    setValue('costPayment', NO_COST.costPayment);
    setValue('costShown', NO_COST.costShown);
    wizard.next();
  };
  const onCost = wizard.step === 'cost';
  // Choosing a state or a surgeon answers the step: it moves on at once.
  const choose =
    <K extends 'state' | 'surgeon'>(name: K) =>
    (value: NonNullable<SurgeryForm[K]>) => {
      setValue(name, value);
      wizard.next();
    };

  return (
    <WizardFrame
      title={t(review ? 'editSurgery' : 'createSurgery')}
      wizard={wizard}
      onClose={close}
      busy={saving || form.submitting}
      // The cost step shows its messages beside its fields.
      error={onCost ? saveError : wizard.error}
      skip={onCost ? { label: t('preferNot'), onSkip: preferNotToSay } : undefined}
    >
      {wizard.step === 'state' && (
        <StateStep states={states} selected={values.state} onSelect={choose('state')} />
      )}
      {wizard.step === 'surgeon' && (
        <SurgeonStep
          states={states.data ?? []}
          state={values.state}
          surgeon={values.surgeon}
          onSelect={choose('surgeon')}
        />
      )}
      {wizard.step === 'procedures' && (
        <ProceduresStep
          types={types}
          procedures={values.procedures}
          customTypes={values.customTypes}
          onChange={(procedures) => setValue('procedures', procedures)}
          onAddType={(type) => setValue('customTypes', [...values.customTypes, type])}
        />
      )}
      {wizard.step === 'date' && (
        <DateStep
          value={values.surgeryDate}
          onChange={(surgeryDate) => setValue('surgeryDate', surgeryDate)}
          errorId={wizard.describedBy}
          inputRef={form.fieldRef('surgeryDate')}
        />
      )}
      {onCost && <CostStep form={form} />}
      <RecoverySteps
        step={wizard.step}
        form={form}
        describedBy={wizard.describedBy}
        details={{
          title: t('additionalDetails'),
          label: t('additionalDetails'),
          hint: t('additionalHint'),
        }}
      />
    </WizardFrame>
  );
}
