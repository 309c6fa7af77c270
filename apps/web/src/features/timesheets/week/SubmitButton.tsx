import { useMutation } from '@apollo/client/react';
import { LOW_HOURS_WARNING_BELOW, SUBMIT_CONFIRMATION, SUBMIT_MESSAGES } from '@tally/domain/submit';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { SubmitTimesheetDocument } from '../../../graphql/generated/week/graphql.ts';
import { PermissionButton } from '../../../ui/PermissionButton.tsx';
import type { Timesheet } from '../shared/view-props.ts';

interface Props {
  timesheet: Timesheet;
  onSubmitting(submitting: boolean): void;
  onChanged(updated: Timesheet): void;
  onError(message: string | null): void;
}

/** Submit with the confirmation 'Submit timesheet for approval?' and the under-35 warning (T-074..T-084). */
export function SubmitButton({ timesheet, onSubmitting, onChanged, onError }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [submit, { loading }] = useMutation(SubmitTimesheetDocument);

  const confirm = async () => {
    setConfirming(false);
    onError(null);
    onSubmitting(true);
    try {
      const { data } = await submit({ variables: { timesheetId: timesheet._id } });
      if (data) onChanged(data.submitTimesheet);
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
        onClick={() => setConfirming(true)}
      >
        Submit
      </PermissionButton>
      <Modal
        open={confirming}
        title="Submit timesheet"
        okText="Submit"
        onOk={confirm}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <p className="tally-paragraph">{SUBMIT_CONFIRMATION}</p>
        {timesheet.totalHours < LOW_HOURS_WARNING_BELOW ? (
          <Alert type="warning" showIcon title={SUBMIT_MESSAGES.under35} />
        ) : null}
      </Modal>
    </>
  );
}
