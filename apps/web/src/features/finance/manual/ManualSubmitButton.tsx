import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { SubmitManualTimesheetDocument } from '../../../graphql/generated/graphql.ts';
import { PermissionButton } from '../../../ui/PermissionButton.tsx';
import type { SubmitControlProps } from '../../timesheets/week/SubmitButton.tsx';

const ManualSubmitDialog = lazy(() => import('./ManualSubmitDialog.tsx'));

/**
 * Submit on the user's behalf (F-080): the dialog asks whether the sheet follows the regular approval process
 * (approvers e-mailed) or is approved at once without e-mail (F-082); submitManualTimesheet does it.
 */
export function ManualSubmitButton({ timesheet, onSubmitting, onChanged, onError }: SubmitControlProps) {
  const [confirming, setConfirming] = useState(false);
  const [opened, setOpened] = useState(false);
  const [submit, { loading }] = useMutation(SubmitManualTimesheetDocument);

  const confirm = async (regularApproval: boolean) => {
    setConfirming(false);
    onError(null);
    onSubmitting(true);
    try {
      const input = { timesheetId: timesheet._id, regularApproval, user: timesheet.userId };
      const { data } = await submit({ variables: { input } });
      if (data) onChanged(data.submitManualTimesheet);
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
        permission={timesheet.canSubmit}
        loading={loading}
        onClick={() => {
          setOpened(true);
          setConfirming(true);
        }}
      >
        Submit
      </PermissionButton>
      {opened ? (
        <Suspense fallback={null}>
          <ManualSubmitDialog
            open={confirming}
            timesheet={timesheet}
            onOk={confirm}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
