import { DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { RemoveTimesheetLineItemDocument } from '../../../graphql/generated/week/graphql.ts';
import { Popconfirm } from '../../../ui/popups.tsx';
import type { TimesheetLineItem } from '../shared/view-props.ts';
import { useLineEditing } from './LineEditingContext.tsx';
import { ERROR_TOAST_SECONDS, REMOVE_LINE_CONFIRM, REMOVE_LINE_DELAY_MS } from './messages.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Removes a line after the spec's confirmation, calling removeTimesheetLineItem after 500 ms (T-053). */
export function RemoveLineButton({ line, label }: { line: TimesheetLineItem; label: string }) {
  const { timesheet, onChanged, run, notify } = useLineEditing();
  const [remove] = useMutation(RemoveTimesheetLineItemDocument);
  const [removing, setRemoving] = useState(false);

  const confirm = async () => {
    setRemoving(true);
    try {
      await wait(REMOVE_LINE_DELAY_MS);
      const variables = {
        timesheetId: timesheet._id,
        lineItemIndex: line.lineItemIndex,
        user: timesheet.userId,
      };
      const { data } = await run(() => remove({ variables }));
      if (data) onChanged(data.removeTimesheetLineItem);
    } catch (error) {
      const text = readInputErrors(error).message ?? 'The task could not be removed.';
      void notify.error({ content: text, duration: ERROR_TOAST_SECONDS });
      setRemoving(false);
    }
  };

  return (
    <Popconfirm
      title={REMOVE_LINE_CONFIRM}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button
        type="text"
        size="small"
        danger
        loading={removing}
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`Remove ${label}`}
      />
    </Popconfirm>
  );
}
