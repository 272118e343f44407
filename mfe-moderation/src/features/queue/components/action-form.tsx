import { useId, useRef, useState } from 'react';
import { errorMessage } from '@journeys/shared/api';
import { MODERATION_REASON_MAX, type ModerationAction, type ModerationItem } from '@journeys/shared/rules';
import { Button } from '@journeys/shared/ui/button';
import { TextArea } from '@journeys/shared/ui/text-area';
import { useT } from '../../../messages';
import { useModerationAction } from '../api/use-moderation-action';
import styles from './moderation.module.css';

const DAYS = [1, 7, 30] as const;
type Days = (typeof DAYS)[number];

/** What the page says once the API has taken each action. */
const DONE = {
  dismiss: 'doneDismiss',
  hide: 'doneHide',
  restore: 'doneRestore',
  approve: 'doneApprove',
  suspend: 'doneSuspend',
} as const satisfies Record<ModerationAction, string>;

/** Which actions make sense for the item as it is now. */
function actionsFor(item: ModerationItem): ModerationAction[] {
  const content = item.itemType !== 'member';
  return (
    [
      item.reports.length > 0 && 'dismiss',
      content && item.status !== 'hidden' && 'hide',
      content && item.status === 'hidden' && 'restore',
      item.status === 'pending' && 'approve',
      item.author.profile != null && 'suspend',
    ] as const
  ).filter((a): a is ModerationAction => a !== false);
}

/** Every action needs a reason: it is audited and sent to the author with the notice. */
export function ActionForm({ item }: { item: ModerationItem }) {
  const t = useT();
  const errorId = useId();
  const daysId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<Days>(7);
  const [missing, setMissing] = useState(false);
  const act = useModerationAction(item.itemType, item.itemId);
  const actions = actionsFor(item);

  const run = (action: ModerationAction) => {
    if (!reason.trim()) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    act.mutate(
      { action, reason: reason.trim(), ...(action === 'suspend' ? { days } : {}) },
      { onSuccess: () => setReason('') },
    );
  };
  const error = missing
    ? t('reasonMissing')
    : act.isError
      ? errorMessage(act.error, t('actionFailed'))
      : null;

  return (
    <section aria-labelledby="moderation-actions" className={styles.actions}>
      <h3 id="moderation-actions">{t('actions')}</h3>
      {/* The error is read with the box but stays under the days: a refused action is not about the reason. */}
      <TextArea
        label={t('reason')}
        ref={reasonRef}
        value={reason}
        required
        maxLength={MODERATION_REASON_MAX}
        rows={2}
        invalid={missing}
        describedBy={error ? errorId : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
      />
      {actions.includes('suspend') && (
        <p className={styles.days}>
          <label htmlFor={daysId}>{t('days')}</label>{' '}
          <select id={daysId} value={days} onChange={(e) => setDays(Number(e.target.value) as Days)}>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {act.isSuccess && !error && (
        <p role="status" className={styles.done}>
          {t(DONE[act.variables.action])}
        </p>
      )}
      <div className={styles.buttons}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={
              action === 'dismiss' || action === 'restore' || action === 'approve' ? 'secondary' : 'danger'
            }
            disabled={act.isPending}
            onClick={() => run(action)}
          >
            {t(action)}
          </Button>
        ))}
      </div>
    </section>
  );
}
