import { useMutation } from '@apollo/client/react';
import { Alert, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { CancelTimesheetDocument } from '../../../graphql/generated/graphql.ts';
import type { Timesheet } from './view-props.ts';

interface Props {
  timesheetId: string | null;
  onClose(): void;
  onCancelled(updated: Timesheet): void;
}

/** Cancel a timesheet with optional comments: cancelTimesheet(timesheetId, comments) (L-011, Gap 33). */
export function CancelTimesheetDialog({ timesheetId, onClose, onCancelled }: Props) {
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelTimesheetDocument);
  const commentsId = useId();

  const close = () => {
    setComments('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!timesheetId) return;
    setError(null);
    try {
      const { data } = await cancel({
        variables: { timesheetId, comments: comments.trim() || null },
      });
      if (data) onCancelled(data.cancelTimesheet);
      close();
    } catch (caught) {
      setError(readInputErrors(caught).message ?? 'The timesheet could not be cancelled.');
    }
  };

  return (
    <Modal
      open={timesheetId !== null}
      title="Cancel timesheet"
      okText="Cancel Timesheet"
      cancelText="Keep Timesheet"
      okButtonProps={{ danger: true, loading }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>Are you sure you want to cancel this timesheet?</Typography.Paragraph>
      <label htmlFor={commentsId}>Comments (optional)</label>
      <Input.TextArea
        id={commentsId}
        rows={3}
        value={comments}
        maxLength={1000}
        onChange={(event) => setComments(event.target.value)}
      />
      {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
