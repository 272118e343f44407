import { useId, useState, type FormEvent } from 'react';
import { errorMessage, hasErrorCode } from '@journeys/shared/api';
import { postReport } from '@journeys/shared/moderation-api';
import { useMutation } from '@journeys/shared/query';
import { REPORT_NOTE_MAX } from '../domain/constants';
import type { ModerationItemType, ReportReason } from '../domain/entities';
import { Button } from './button';
import { Modal } from './modal';
import { TextArea } from './text-area';
import styles from './report-dialog.module.css';

const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  misinformation: 'Medical misinformation',
  private_information: 'Private information',
  other: 'Other',
};

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
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Report this ${itemType}`}>
      <ReportForm itemType={itemType} itemId={itemId} onClose={onClose} />
    </Modal>
  );
}

function ReportForm({ itemType, itemId, onClose }: ReportDialogProps) {
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
          {REPORTED}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onClose} autoFocus>
            Close
          </Button>
        </div>
      </div>
    );

  const error = missingReason
    ? 'Choose a reason'
    : report.isError
      ? errorMessage(report.error, 'The report could not be sent')
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
        <legend id={legendId}>Reason</legend>
        {(Object.keys(REASON_LABELS) as ReportReason[]).map((key) => (
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
            {REASON_LABELS[key]}
          </label>
        ))}
      </fieldset>
      <TextArea
        label="Note (optional)"
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
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={report.isPending}>
          {report.isPending ? 'Reporting…' : 'Report'}
        </Button>
      </div>
    </form>
  );
}
