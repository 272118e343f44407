import { ApiError, isApiError } from '@journeys/shared/api';
import { HELP_KINDS, HELP_LIMITS, HELP_MESSAGES, HELP_REPEATS } from '@journeys/shared/rules';
import type { HelpNeed, HelpNeedInput } from '@journeys/shared/domain';
import type { HelpKind, HelpRepeat } from '@journeys/shared/rules';
import { useForm, type FieldErrors } from '@journeys/shared/forms';
import { addHelpNeed, editHelpNeed } from '@journeys/shared/help-api';
import { Button } from '@journeys/shared/ui/button';
import { Field } from '@journeys/shared/ui/field';
import { Modal } from '@journeys/shared/ui/modal';
import { TextArea } from '@journeys/shared/ui/text-area';
import { TextField } from '@journeys/shared/ui/text-field';
import { useT, type T } from '../../messages';
import { useRefreshHelp } from './use-calendar';
import styles from './need-form.module.css';

/** The form's values as typed: numbers stay text until the need is sent. */
export interface NeedValues {
  kind: HelpKind;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  notes: string;
  people: string;
  repeat: HelpRepeat;
  repeatCount: string;
}

const blank = (): NeedValues => ({
  kind: 'meal',
  date: '',
  startTime: '',
  endTime: '',
  place: '',
  notes: '',
  people: '1',
  repeat: 'none',
  repeatCount: '1',
});

const valuesOf = (need: HelpNeed): NeedValues => ({
  kind: need.kind,
  date: need.date,
  startTime: need.startTime,
  endTime: need.endTime,
  place: need.place,
  notes: need.notes,
  people: String(need.people),
  repeat: need.repeat,
  repeatCount: String(need.repeatCount),
});

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/**
 * The rules the API applies (HELP_MESSAGES), checked here first so the message shows next to its
 * field at once. The first slot is compared with the browser's clock in its own zone, the zone the
 * need is sent with. An edited need whose start is unchanged keeps its (maybe past) first day.
 */
export function needErrors(
  values: NeedValues,
  t: T,
  original?: HelpNeed,
  now = new Date(),
): FieldErrors<NeedValues> {
  const errors: FieldErrors<NeedValues> = {};
  if (!values.date) errors.date = t('chooseDate');
  if (!values.startTime) errors.startTime = t('chooseTime');
  if (!values.endTime) errors.endTime = t('chooseTime');
  const moved = !original || original.date !== values.date || original.startTime !== values.startTime;
  if (values.date && values.startTime && moved && new Date(`${values.date}T${values.startTime}`) <= now)
    errors.date = t('pastSlot');
  if (values.startTime && values.endTime && values.endTime <= values.startTime)
    errors.endTime = t('endBeforeStart');
  const people = wholeNumber(values.people);
  if (!(people >= 1 && people <= HELP_LIMITS.peopleMax)) errors.people = t('choosePeople');
  if (values.repeat !== 'none') {
    const count = wholeNumber(values.repeatCount);
    if (!(count >= 1)) errors.repeatCount = t('chooseRepeatCount');
    else if (count > HELP_LIMITS.repeatsMax) errors.repeatCount = t('tooManyRepeats');
  }
  if (values.place.trim().length > HELP_LIMITS.placeMax) errors.place = t('placeTooLong');
  if (values.notes.trim().length > HELP_LIMITS.notesMax) errors.notes = t('notesTooLong');
  return errors;
}

/** The API's messages are English; each one it shares with this form shows in the page's language. */
const MESSAGE_KEYS = Object.fromEntries(
  Object.entries(HELP_MESSAGES).map(([key, text]) => [text, key]),
) as Record<string, keyof typeof HELP_MESSAGES>;

function inPageLanguage(error: unknown, t: T): unknown {
  if (!isApiError(error) || !Object.keys(error.fieldErrors).length) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, text]) => {
      const key = MESSAGE_KEYS[text];
      return [field, key ? t(key) : text];
    }),
  );
  return new ApiError(error.message, error.status, fieldErrors, error.code);
}

const toInput = (values: NeedValues): HelpNeedInput => ({
  kind: values.kind,
  date: values.date,
  startTime: values.startTime,
  endTime: values.endTime,
  place: values.place.trim(),
  notes: values.notes.trim(),
  people: wholeNumber(values.people),
  repeat: values.repeat,
  repeatCount: values.repeat === 'none' ? 1 : wholeNumber(values.repeatCount),
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

interface NeedFormProps {
  surgeryId: number;
  /** The need being edited; absent for 'Add a need'. */
  need?: HelpNeed;
  onDone(): void;
}

function NeedForm({ surgeryId, need, onDone }: NeedFormProps) {
  const t = useT();
  const refresh = useRefreshHelp();
  const form = useForm<NeedValues>({
    initialValues: () => (need ? valuesOf(need) : blank()),
    validate: (values) => needErrors(values, t, need),
    onSubmit: async (_, values) => {
      try {
        if (need) await editHelpNeed(need.id, toInput(values));
        else await addHelpNeed(surgeryId, toInput(values));
      } catch (error) {
        throw inPageLanguage(error, t);
      }
      await refresh();
      onDone();
    },
  });
  const { values } = form;

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={styles.form}>
      <Field label={t('kindField')}>
        {(control) => (
          <select
            {...control}
            ref={form.fieldRef('kind')}
            value={values.kind}
            onChange={(event) => form.setValue('kind', event.target.value as HelpKind)}
          >
            {HELP_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind_${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label={t('dateField')} type="date" required {...form.field('date')} />
      <div className={styles.pair}>
        <TextField label={t('startField')} type="time" required {...form.field('startTime')} />
        <TextField label={t('endField')} type="time" required {...form.field('endTime')} />
      </div>
      <TextField label={t('placeField')} autoComplete="street-address" {...form.field('place')} />
      <TextArea label={t('notesField')} rows={3} {...form.field('notes')} />
      <TextField
        label={t('peopleField')}
        type="number"
        inputMode="numeric"
        min={1}
        max={HELP_LIMITS.peopleMax}
        {...form.field('people')}
      />
      <Field label={t('repeatField')}>
        {(control) => (
          <select
            {...control}
            ref={form.fieldRef('repeat')}
            value={values.repeat}
            onChange={(event) => form.setValue('repeat', event.target.value as HelpRepeat)}
          >
            {HELP_REPEATS.map((repeat) => (
              <option key={repeat} value={repeat}>
                {t(`repeat_${repeat}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {values.repeat !== 'none' && (
        <TextField
          label={t('repeatCountField')}
          type="number"
          inputMode="numeric"
          min={1}
          max={HELP_LIMITS.repeatsMax}
          {...form.field('repeatCount')}
        />
      )}
      {form.formError && (
        <p role="alert" className={styles.error}>
          {form.formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('cancel')}</Button>
        <Button type="submit" variant="primary" aria-disabled={form.submitting || undefined}>
          {form.submitting ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

/** 'Add a need' or 'Edit this need' in a dialog; focus goes back to the button that opened it. */
export function NeedDialog({
  open,
  onClose,
  ...props
}: Omit<NeedFormProps, 'onDone'> & { open: boolean; onClose(): void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={props.need ? t('editNeed') : t('addNeed')}
    >
      <NeedForm {...props} onDone={onClose} />
    </Modal>
  );
}
