import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useOnline } from '../../../app/shell/useOnline.ts';
import { readInputErrors } from '../../../graphql/errors.ts';
import { SubmitTimesheetDocument } from '../../../graphql/generated/week/graphql.ts';
import { PermissionButton } from '../../../ui/PermissionButton.tsx';
import { editQueue, useQueuedEdits } from '../offline/editQueue.ts';
import { waitingText } from '../offline/queueModel.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { focusAfterSubmit } from './focusAfterSubmit.ts';

/** Issue #18: a submission is never queued. */
export const SUBMIT_NEEDS_CONNECTION =
  'Submit needs a connection. Your edits are kept on this device and sent once you are back online.';

/**
 * The server's permission to submit, refused while offline or while edits of the sheet still wait to be sent
 * (they would be missing from what the approver sees).
 */
function useSubmitPermission(timesheet: Timesheet): Timesheet['canSubmit'] {
  const online = useOnline();
  const waiting = useQueuedEdits(editQueue()).filter((edit) => edit.timesheetId === timesheet._id).length;
  if (!timesheet.canSubmit.allowed) return timesheet.canSubmit;
  if (!online) return { ...timesheet.canSubmit, allowed: false, reason: SUBMIT_NEEDS_CONNECTION };
  if (waiting > 0) {
    return {
      ...timesheet.canSubmit,
      allowed: false,
      reason: `${waitingText(waiting)} Submit once they are sent.`,
    };
  }
  return timesheet.canSubmit;
}

/** The dialog's module (antd's Modal) loads when the pointer or focus reaches Submit, not with the week. */
const loadSubmitDialog = () => import('./SubmitDialog.tsx');
const SubmitDialog = lazy(loadSubmitDialog);
/** A failed early load is left to the lazy component, which shows the route's error if it fails again. */
const prefetchSubmitDialog = () => void loadSubmitDialog().catch(() => undefined);

/** What the week's Submit control receives (SubmitButton, or another screen's own). */
export interface SubmitControlProps {
  timesheet: Timesheet;
  onSubmitting(submitting: boolean): void;
  onChanged(updated: Timesheet): void;
  onError(message: string | null): void;
}

/** Submit with the confirmation 'Submit timesheet for approval?' and the under-35 warning (T-074..T-084). */
export function SubmitButton({ timesheet, onSubmitting, onChanged, onError }: SubmitControlProps) {
  const [confirming, setConfirming] = useState(false);
  // Once opened, the dialog stays mounted so that closing it animates as before.
  const [opened, setOpened] = useState(false);
  const [submit, { loading }] = useMutation(SubmitTimesheetDocument);
  const permission = useSubmitPermission(timesheet);
  // Focus moves on once the sheet is submitted AND the dialog has closed (its focus trap lets go), whichever
  // comes last; the sheet's new controls have rendered by then.
  const focusStep = useRef({ submitted: false, closed: false });
  const moveFocusWhenBoth = (step: 'submitted' | 'closed') => {
    focusStep.current[step] = true;
    if (!focusStep.current.submitted || !focusStep.current.closed) return;
    focusStep.current = { submitted: false, closed: false };
    requestAnimationFrame(focusAfterSubmit);
  };

  const confirm = async () => {
    focusStep.current = { submitted: false, closed: false };
    setConfirming(false);
    onError(null);
    onSubmitting(true);
    try {
      const { data } = await submit({ variables: { timesheetId: timesheet._id } });
      if (data) {
        onChanged(data.submitTimesheet);
        moveFocusWhenBoth('submitted');
      }
    } catch (caught) {
      onError(readInputErrors(caught).message ?? 'The timesheet could not be submitted.');
    } finally {
      onSubmitting(false);
    }
  };

  return (
    <>
      <PermissionButton
        type="primary"
        permission={permission}
        loading={loading}
        onPointerEnter={prefetchSubmitDialog}
        onFocus={prefetchSubmitDialog}
        onClick={() => {
          setOpened(true);
          setConfirming(true);
        }}
      >
        Submit
      </PermissionButton>
      {opened ? (
        <Suspense fallback={null}>
          <SubmitDialog
            open={confirming}
            totalHours={timesheet.totalHours}
            onOk={confirm}
            onCancel={() => setConfirming(false)}
            onClosed={() => moveFocusWhenBoth('closed')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
