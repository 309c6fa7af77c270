import { formatHours } from '@tally/domain/timesheets/hours';
import { Space } from 'antd';
import { Link } from 'react-router';
import type { Timesheet } from '../shared/view-props.ts';

/** Remaining time-off per type and the link to every balance on /user/profile (T-079). */
export function TimeOffLink({ timesheet }: { timesheet: Timesheet | null | undefined }) {
  const balances = timesheet?.timeOffBalances ?? [];
  return (
    <Space wrap size="middle" className="time-off-link">
      {balances.map((balance) => (
        <span key={balance.timeOffType} className="tally-text-secondary">
          {balance.timeOffType}: {formatHours(balance.remaining)} hours remaining
        </span>
      ))}
      <Link to="/user/profile">View all time-off balances</Link>
    </Space>
  );
}
