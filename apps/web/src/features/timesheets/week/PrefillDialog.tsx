import { useMutation } from '@apollo/client/react';
import { DISPLAY_DATE_FORMAT, isoToCompact } from '@tally/domain/shared/dates';
import { previousWeekEnd, toWeekEnd, type WeekDay, weekStart } from '@tally/domain/timesheets/week';
import { Alert, Checkbox, DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { PrefillTimesheetDocument } from '../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { ExplainedDialog } from '../../../ui/ExplainedDialog.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useWeekTimesheet, type WeekTimesheet } from '../shared/useWeekTimesheet.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { PrefillSource } from './PrefillSource.tsx';

interface Props {
  open: boolean;
  timesheet: Timesheet;
  weekEnd: string;
  weekEndDay: WeekDay;
  user?: string;
  onClose(): void;
  onChanged(updated: Timesheet): void;
}

/** Why Comments waits (issue 14): comments are copied only with the hours they describe (T-057). */
export const COMMENTS_NEED_HOURS = 'Choose Hours first: comments are copied together with their hours';

/** Why Prefill waits: a source sheet to copy from. */
function sourceReason({ timesheet, error }: WeekTimesheet): string | false {
  if (timesheet) return false;
  if (timesheet === null) return 'There is no timesheet for the chosen week';
  return error ? 'The chosen week could not be loaded' : 'The chosen week is loading';
}

/** 'Choose a week to prefill from': copies an earlier week's lines, optionally hours and comments (T-054..T-057). */
export function PrefillDialog({ open, timesheet, weekEnd, weekEndDay, user, onClose, onChanged }: Props) {
  const [source, setSource] = useState(() => previousWeekEnd(weekEnd));
  const [hours, setHours] = useState(false);
  const [comments, setComments] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sourceSheet = useWeekTimesheet(isoToCompact(source), user);
  const [prefill, { loading }] = useMutation(PrefillTimesheetDocument);
  const pickerId = useId();

  const confirm = async () => {
    if (!sourceSheet.timesheet) return;
    setError(null);
    try {
      const { data } = await prefill({
        variables: {
          originalTimesheetId: sourceSheet.timesheet._id,
          newTimesheetId: timesheet._id,
          includeOptions: { hours, comments: hours && comments },
        },
      });
      if (data) onChanged(data.prefillAddTimesheetLineItem);
      onClose();
    } catch (caught) {
      setError(readInputErrors(caught).message ?? 'The timesheet could not be prefilled.');
    }
  };

  return (
    <ExplainedDialog
      open={open}
      title="Choose a week to prefill from"
      okText="Prefill"
      okDisabledReason={sourceReason(sourceSheet)}
      okButtonProps={{ loading }}
      onOk={confirm}
      onCancel={onClose}
      width={640}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <label htmlFor={pickerId}>Week ending</label>
          <DatePicker
            id={pickerId}
            format={DISPLAY_DATE_FORMAT}
            allowClear={false}
            value={dayjs(source)}
            disabledDate={(date) => date.format('YYYY-MM-DD') >= weekStart(weekEnd)}
            onChange={(value) => value && setSource(toWeekEnd(value.format('YYYY-MM-DD'), weekEndDay))}
          />
        </Space>
        {sourceSheet.error ? (
          <QueryError
            title="The chosen week could not be loaded."
            error={sourceSheet.error}
            onRetry={sourceSheet.refetch}
          />
        ) : (
          <PrefillSource sheet={sourceSheet.timesheet} loading={sourceSheet.loading} />
        )}
        {/* Top-aligned: Comments' reason may be written out under it. */}
        <Space align="start">
          <Checkbox
            checked={hours}
            onChange={(event) => {
              setHours(event.target.checked);
              if (!event.target.checked) setComments(false);
            }}
          >
            Hours
          </Checkbox>
          <DisabledReason reason={!hours && COMMENTS_NEED_HOURS}>
            <Checkbox
              checked={comments}
              disabled={!hours}
              onChange={(event) => setComments(event.target.checked)}
            >
              Comments
            </Checkbox>
          </DisabledReason>
        </Space>
        <Typography.Text type="secondary">
          The tasks of that week are added to this timesheet; choose Hours to copy their hours too.
        </Typography.Text>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Space>
    </ExplainedDialog>
  );
}
