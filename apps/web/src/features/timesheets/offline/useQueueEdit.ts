import { useContext, useMemo } from 'react';
import { MeContext } from '../../../app/shell/meContext.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { type EditQueue, editQueue } from './editQueue.ts';
import { type CellRef, cellKey, type NewEdit } from './queueModel.ts';

export interface OfflineSaver {
  /** Whether an edit of this cell waits on this device: offline, or the cell already has edits waiting. */
  mustQueue(cell: CellRef): boolean;
  /** Keeps the edit (resolves once it is stored). */
  queue(edit: NewEdit): Promise<void>;
}

/** A request that got no answer at all (the connection dropped on the way), not the server saying no. */
export function isConnectionLost(error: unknown): boolean {
  return !navigator.onLine || error instanceof TypeError;
}

/**
 * Offline edits of the person's own sheet (issue #18); null for another person's sheet (finance entering a
 * week on someone's behalf), whose edits need the connection as before.
 */
export function useQueueEdit(timesheet: Timesheet, queue: EditQueue = editQueue()): OfflineSaver | null {
  const me = useContext(MeContext);
  const own = me !== null && me._id === timesheet.userId;
  return useMemo(
    () =>
      own
        ? {
            mustQueue: (cell) =>
              !navigator.onLine || queue.snapshot().some((edit) => cellKey(edit) === cellKey(cell)),
            queue: async (edit) => {
              await queue.enqueue(edit);
            },
          }
        : null,
    [own, queue],
  );
}
