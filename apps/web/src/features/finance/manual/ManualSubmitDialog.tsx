import { LOW_HOURS_WARNING_BELOW, SUBMIT_MESSAGES } from '@tally/domain/timesheets/submit';
import { Alert, Radio, Space } from 'antd';
import { useState } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { Timesheet } from '../../timesheets/shared/view-props.ts';

interface Props {
  open: boolean;
  timesheet: Timesheet;
  onOk(regularApproval: boolean): void;
  onCancel(): void;
}

export const REGULAR_APPROVAL_LABEL = 'Follow the regular approval process (approvers are e-mailed)';
export const APPROVE_NOW_LABEL = 'Approve now, without e-mails';

/** How finance submits the user's sheet (F-080, F-082); the regular process is the preselected, safer choice. */
export default function ManualSubmitDialog({ open, timesheet, onOk, onCancel }: Props) {
  const [regularApproval, setRegularApproval] = useState(true);
  const name = `${timesheet.user.firstName} ${timesheet.user.lastName}`.trim();
  return (
    <Dialog
      open={open}
      title={`Submit timesheet for ${name}`}
      okText="Submit"
      onOk={() => onOk(regularApproval)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Radio.Group
        aria-label="Approval"
        value={regularApproval}
        onChange={(event) => setRegularApproval(event.target.value as boolean)}
      >
        <Space orientation="vertical">
          <Radio value={true}>{REGULAR_APPROVAL_LABEL}</Radio>
          <Radio value={false}>{APPROVE_NOW_LABEL}</Radio>
        </Space>
      </Radio.Group>
      {timesheet.totalHours < LOW_HOURS_WARNING_BELOW ? (
        <Alert style={{ marginTop: 16 }} type="warning" showIcon title={SUBMIT_MESSAGES.under35} />
      ) : null}
    </Dialog>
  );
}
