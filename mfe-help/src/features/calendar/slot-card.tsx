import { useId, useState } from 'react';
import { errorMessage, hasErrorCode } from '@journeys/shared/api';
import { cancelSignup, signUpForSlot } from '@journeys/shared/help-api';
import { useLanguage } from '@journeys/shared/i18n';
import { useMutation } from '@journeys/shared/query';
import { Button } from '@journeys/shared/ui/button';
import { formatTime } from '../../lib/days';
import { useT } from '../../messages';
import { isPast, type DaySlot } from './slots';
import { useRefreshHelp } from './use-calendar';
import styles from './slot-card.module.css';

/**
 * One day of a need: what, when, where, how many places are taken and by whom, and the reader's
 * 'I can help' or "I can't make it anymore". The same card in the list and in the grid, so both
 * offer the same actions in the same order.
 */
export function SlotCard({ need, slot }: DaySlot) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const refresh = useRefreshHelp();
  const [message, setMessage] = useState('');
  const taken = slot.helpers.length;
  const past = isPast(slot);

  const action = useMutation({
    mutationFn: async (mine: boolean): Promise<void> => {
      if (mine) await cancelSignup(need.id, slot.date);
      else await signUpForSlot(need.id, slot.date);
    },
    onMutate: () => setMessage(''),
    onSuccess: () => refresh(),
    onError: (error) => {
      if (hasErrorCode(error, 'HELP_SLOT_TAKEN')) {
        setMessage(t('slotTaken'));
        // The calendar as it is now, so the reader sees which slots are still open.
        void refresh();
      } else setMessage(errorMessage(error, t('actionFailed')));
    },
  });

  const time = t('timeWindow', {
    from: formatTime(need.startTime, language),
    to: formatTime(need.endTime, language),
  });
  const canAct = !past && (slot.mine || slot.open > 0);

  return (
    <div className={styles.card} aria-labelledby={titleId} role="group">
      <p id={titleId} className={styles.title}>
        <strong>{t(`kind_${need.kind}`)}</strong> <span>{time}</span>
      </p>
      {need.place && (
        <p className={styles.line}>
          <span className={styles.label}>{t('placeLabel')}</span> {need.place}
        </p>
      )}
      {need.notes && (
        <p className={styles.line}>
          <span className={styles.label}>{t('notesLabel')}</span> {need.notes}
        </p>
      )}
      <p className={styles.line}>{t('taken', { taken, people: need.people })}</p>
      <p className={styles.line}>
        <span className={styles.label}>{t('helpingLabel')}</span>{' '}
        {taken ? slot.helpers.map((helper) => helper.username).join(', ') : t('nobodyYet')}
      </p>
      {canAct ? (
        <Button
          variant={slot.mine ? 'secondary' : 'primary'}
          small
          className={styles.action}
          aria-describedby={titleId}
          // Not `disabled`: a disabled button drops the focus the reader had on it.
          aria-disabled={action.isPending || undefined}
          onClick={() => {
            if (!action.isPending) action.mutate(slot.mine);
          }}
        >
          {slot.mine ? t('cannotMakeIt') : t('canHelp')}
        </Button>
      ) : (
        <p className={`${styles.line} ${styles.closed}`}>{past ? t('past') : t('full')}</p>
      )}
      <p aria-live="polite" className={styles.message}>
        {message}
      </p>
    </div>
  );
}
