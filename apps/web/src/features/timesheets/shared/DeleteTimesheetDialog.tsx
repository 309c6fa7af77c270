import { useMutation } from '@apollo/client/react';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { DeleteTimesheetDocument } from '../../../graphql/generated/graphql.ts';

export const DELETE_TIMESHEET_WARNING = 'Warning: Are you sure you want to delete this timesheet ?';

interface Props {
  timesheetId: string | null;
  onClose(): void;
  onDeleted(timesheetId: string): void;
}

/** Confirms and calls deleteTimesheet(timesheetId) (L-012). */
export function DeleteTimesheetDialog({ timesheetId, onClose, onDeleted }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading, client }] = useMutation(DeleteTimesheetDocument);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!timesheetId) return;
    setError(null);
    try {
      await remove({ variables: { timesheetId } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Timesheet', _id: timesheetId }) });
      client.cache.gc();
      onDeleted(timesheetId);
      close();
    } catch (caught) {
      setError(readInputErrors(caught).message ?? 'The timesheet could not be deleted.');
    }
  };

  return (
    <Modal
      open={timesheetId !== null}
      title="Delete timesheet"
      okText="Delete"
      okButtonProps={{ danger: true, loading }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{DELETE_TIMESHEET_WARNING}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
