import { LOW_HOURS_WARNING_BELOW, SUBMIT_CONFIRMATION, SUBMIT_MESSAGES } from '@tally/domain/submit';
import { Alert, Modal } from 'antd';

interface Props {
  open: boolean;
  totalHours: number;
  onOk(): void;
  onCancel(): void;
}

/** 'Submit timesheet for approval?' with the under-35 warning (T-074..T-084); loaded when first asked for. */
export default function SubmitDialog({ open, totalHours, onOk, onCancel }: Props) {
  return (
    <Modal
      open={open}
      title="Submit timesheet"
      okText="Submit"
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p className="tally-paragraph">{SUBMIT_CONFIRMATION}</p>
      {totalHours < LOW_HOURS_WARNING_BELOW ? (
        <Alert type="warning" showIcon title={SUBMIT_MESSAGES.under35} />
      ) : null}
    </Modal>
  );
}
