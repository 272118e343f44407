import { useId, useState, type FormEvent } from 'react';
import { errorMessage, hasErrorCode } from '@journeys/shared/api';
import { common } from '@journeys/shared/i18n';
import { postReport } from '@journeys/shared/moderation-api';
import { useMutation } from '@journeys/shared/query';
import { REPORT_NOTE_MAX } from '../domain/constants';
import type { ModerationItemType, ReportReason } from '../domain/entities';
import { Button } from './button';
import { Modal } from './modal';
import { TextArea } from './text-area';
import styles from './report-dialog.module.css';
import { dialogs } from './messages';

/** The reasons a member can give, in the order offered (their words: the dialogs' catalog's 'reason'). */
const REASONS: readonly ReportReason[] = [
  'spam',
  'harassment',
  'misinformation',
  'private_information',
  'other',
];

/** What the dialog says once the report is filed, in English (the catalog's 'reported'). */
export const REPORTED = 'Reported — thank you';

export interface ReportDialogProps {
  itemType: ModerationItemType;
  itemId: number;
  onClose(): void;
}

/**
 * Reporting an item to the moderators. Modules load it on the first 'Report' (a lazy
 * chunk): it is never needed to show a page. A second report of the same item is answered as
 * the first: the member has done all they can.
 */
export function ReportDialog({ itemType, itemId, onClose }: ReportDialogProps) {
  const td = dialogs.useT();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={td('reportTitle', { type: itemType })}>
      <ReportForm itemType={itemType} itemId={itemId} onClose={onClose} />
    </Modal>
  );
}

function ReportForm({ itemType, itemId, onClose }: ReportDialogProps) {
  const t = common.useT();
  const td = dialogs.useT();
  const legendId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const report = useMutation({
    mutationFn: () =>
      postReport({ itemType, itemId, reason: reason ?? 'other', ...(note.trim() ? { note } : {}) }),
  });
  const done = report.isSuccess || hasErrorCode(report.error, 'ALREADY_REPORTED');

  if (done)
    return (
      <div className={styles.form}>
        <p role="status" className={styles.done}>
          {td('reported')}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onClose} autoFocus>
            {t('close')}
          </Button>
        </div>
      </div>
    );

  const error = missingReason
    ? td('chooseReason')
    : report.isError
      ? errorMessage(report.error, td('reportFailed'))
      : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissingReason(reason == null);
    if (reason != null && !report.isPending) report.mutate();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset
        className={styles.reasons}
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={missingReason ? errorId : undefined}
      >
        <legend id={legendId}>{td('reasonLegend')}</legend>
        {REASONS.map((key) => (
          <label key={key} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={key}
              checked={reason === key}
              onChange={() => {
                setReason(key);
                setMissingReason(false);
              }}
            />
            {td('reason', { reason: key })}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={td('reportNote')}
        value={note}
        maxLength={REPORT_NOTE_MAX}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
      />
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" variant="primary" disabled={report.isPending}>
          {report.isPending ? td('reporting') : t('report')}
        </Button>
      </div>
    </form>
  );
}
