import { useMutation } from '@apollo/client/react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { RecallTimesheetDocument } from '../../../graphql/generated/week/graphql.ts';
import { PermissionButton } from '../../../ui/PermissionButton.tsx';
import type { Timesheet } from '../shared/view-props.ts';
import { SubmitButton, type SubmitControlProps } from './SubmitButton.tsx';

// The dialogs load when first opened and then stay mounted (so they close with their animation).
const CancelTimesheetDialog = lazy(() =>
  import('../shared/CancelTimesheetDialog.tsx').then((module) => ({ default: module.CancelTimesheetDialog })),
);
const DeleteTimesheetDialog = lazy(() =>
  import('../shared/DeleteTimesheetDialog.tsx').then((module) => ({ default: module.DeleteTimesheetDialog })),
);

interface Props {
  timesheet: Timesheet;
  onSubmitting(submitting: boolean): void;
  onChanged(updated: Timesheet): void;
  onDeleted(): void;
  onError(message: string | null): void;
  /** The Submit control; finance's entry screen brings its own (submitManualTimesheet). */
  SubmitControl?: ComponentType<SubmitControlProps>;
}

/** Submit, Recall, Cancel and Delete, each enabled by the sheet's computed permission (T-074..T-085, §4.1). */
export function StatusActions({
  timesheet,
  onSubmitting,
  onChanged,
  onDeleted,
  onError,
  SubmitControl = SubmitButton,
}: Props) {
  const [recall, { loading: recalling }] = useMutation(RecallTimesheetDocument);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [dialogsUsed, setDialogsUsed] = useState(false);

  const open = (set: (id: string) => void) => () => {
    setDialogsUsed(true);
    set(timesheet._id);
  };

  const onRecall = async () => {
    onError(null);
    try {
      const { data } = await recall({ variables: { timesheetId: timesheet._id } });
      if (data) onChanged(data.recallTimesheet);
    } catch (caught) {
      onError(readInputErrors(caught).message ?? 'The timesheet could not be recalled.');
    }
  };

  return (
    <div className="week-status-actions">
      <SubmitControl
        timesheet={timesheet}
        onSubmitting={onSubmitting}
        onChanged={onChanged}
        onError={onError}
      />
      {timesheet.canRecall.allowed ? (
        <PermissionButton
          permission={timesheet.canRecall}
          loading={recalling}
          onClick={onRecall}
          data-after-submit
        >
          Recall
        </PermissionButton>
      ) : null}
      <PermissionButton permission={timesheet.canCancel} onClick={open(setCancelling)}>
        Cancel
      </PermissionButton>
      <PermissionButton danger permission={timesheet.canDelete} onClick={open(setDeleting)}>
        Delete
      </PermissionButton>
      {dialogsUsed ? (
        <Suspense fallback={null}>
          <CancelTimesheetDialog
            timesheetId={cancelling}
            onClose={() => setCancelling(null)}
            onCancelled={onChanged}
          />
          <DeleteTimesheetDialog
            timesheetId={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={onDeleted}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
