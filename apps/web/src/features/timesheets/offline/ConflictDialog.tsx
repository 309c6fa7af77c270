import { formatHours } from '@tally/domain/timesheets/hours';
import { Button, Modal } from 'antd';
import type { OfflineEdit } from './queueModel.ts';

interface Props {
  /** The refused edit; the dialog is open while it is set. */
  edit: OfflineEdit | null;
  /** 'Project · Deliverable on Mon 09/15'. */
  where: string;
  /** 'Keep mine' (sent again on the cell's current version) or 'Try again' (the sheet refused it). */
  onRetry(edit: OfflineEdit): void;
  /** 'Take theirs' / 'Discard mine': the edit is dropped. */
  onDiscard(edit: OfflineEdit): void;
  onClose(): void;
}

function mine(edit: OfflineEdit): string {
  if (edit.kind === 'comment') return edit.comment ? `“${edit.comment}”` : 'no comment';
  return edit.hours === 0 ? 'no hours (removed)' : `${formatHours(edit.hours)} h`;
}

/**
 * An edit made offline that the server refused (issue #18): the cell changed elsewhere meanwhile (keep mine
 * or take theirs), or the sheet no longer takes edits (submitted, approved, locked: try again later or
 * discard). Nothing is dropped without the person's choice. Loaded when a conflict is first opened.
 */
export default function ConflictDialog({ edit, where, onRetry, onDiscard, onClose }: Props) {
  const changed = edit?.conflict?.cell ?? null;
  const theirs = changed ? (changed.hours === 0 ? 'no hours' : `${formatHours(changed.hours)} h`) : null;
  return (
    <Modal
      open={edit !== null}
      title={changed ? 'Changed elsewhere' : 'Not sent'}
      rootClassName="tally-conflict-dialog"
      onCancel={onClose}
      destroyOnHidden
      footer={
        edit ? (
          <>
            <Button onClick={() => onDiscard(edit)}>{changed ? 'Take theirs' : 'Discard mine'}</Button>
            <Button type="primary" autoFocus onClick={() => onRetry(edit)}>
              {changed ? 'Keep mine' : 'Try again'}
            </Button>
          </>
        ) : null
      }
    >
      {edit ? (
        <div className="tally-conflict-body">
          <p className="tally-paragraph">{where}</p>
          <p className="tally-paragraph">{edit.conflict?.message}</p>
          <dl className="tally-conflict-values">
            <dt>{edit.kind === 'comment' ? 'Your comment' : 'Your hours'}</dt>
            <dd>{mine(edit)}</dd>
            {changed && edit.kind === 'hours' ? (
              <>
                <dt>Hours saved elsewhere</dt>
                <dd>{theirs}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
    </Modal>
  );
}
