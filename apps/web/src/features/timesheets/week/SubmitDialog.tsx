import {
  LOW_HOURS_WARNING_BELOW,
  SUBMIT_CONFIRMATION,
  SUBMIT_MESSAGES,
} from '@tally/domain/timesheets/submit';
import { Alert, Modal } from 'antd';

interface Props {
  open: boolean;
  totalHours: number;
  onOk(): void;
  onCancel(): void;
  /** Once it has closed (after its motion), when its focus trap has let go. */
  onClosed?(): void;
}

const PRIMARY = '.tally-submit-dialog .ant-modal-footer .ant-btn-primary';

/** The dialog's focus trap first lands on its first button (Close): move on to Submit. */
function focusPrimary(): void {
  document.querySelector<HTMLButtonElement>(PRIMARY)?.focus();
}

/** 'Submit timesheet for approval?' with the under-35 warning (T-074..T-084); loaded when first asked for. */
export default function SubmitDialog({ open, totalHours, onOk, onCancel, onClosed }: Props) {
  return (
    <Modal
      open={open}
      title="Submit timesheet"
      rootClassName="tally-submit-dialog"
      okText="Submit"
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
      // Opens on its primary action, not the close button (issue #14). Cancel returns to Submit; after a
      // submission the status actions move focus on (the Submit button re-renders, refused).
      okButtonProps={{ autoFocus: true }}
      afterOpenChange={(opened) => {
        if (opened) focusPrimary();
      }}
      afterClose={onClosed}
    >
      <p className="tally-paragraph">{SUBMIT_CONFIRMATION}</p>
      {totalHours < LOW_HOURS_WARNING_BELOW ? (
        <Alert type="warning" showIcon title={SUBMIT_MESSAGES.under35} />
      ) : null}
    </Modal>
  );
}
