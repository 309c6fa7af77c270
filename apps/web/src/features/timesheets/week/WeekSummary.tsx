import { weeklyTotalColor } from '@tally/domain/shared/colors';
import { formatHours } from '@tally/domain/timesheets/hours';
import { Space } from 'antd';
import { StatusTag } from '../shared/StatusTag.tsx';
import type { Timesheet } from '../shared/view-props.ts';

const TOTAL_COLORS = { default: undefined, orange: '#ad4e00', red: '#cf1322' } as const;

/** Status badge and weekly total in the spec's colours (T-037, T-073). */
export function WeekSummary({ timesheet }: { timesheet: Timesheet }) {
  const color = weeklyTotalColor(timesheet.totalHours);
  return (
    // Focusable by script only: where focus lands once the sheet is submitted without a Recall to offer.
    <Space size="middle" wrap className="week-summary" tabIndex={-1}>
      <span>
        Status: <StatusTag status={timesheet.status} />
      </span>
      <span>
        Total:{' '}
        <strong
          className="week-summary__total"
          style={{ color: TOTAL_COLORS[color] }}
          data-total-color={color}
        >
          {formatHours(timesheet.totalHours)} hours
        </strong>
      </span>
    </Space>
  );
}
