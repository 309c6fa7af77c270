import { formatHours } from '@tally/domain/hours';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { Timesheet } from '../shared/view-props.ts';

/** Remaining time-off per type and the link to every balance on /user/profile (T-079). */
export function TimeOffLink({ timesheet }: { timesheet: Timesheet | null | undefined }) {
  const balances = timesheet?.timeOffBalances ?? [];
  return (
    <Space wrap size="middle" className="time-off-link">
      {balances.map((balance) => (
        <Typography.Text key={balance.timeOffType} type="secondary">
          {balance.timeOffType}: {formatHours(balance.remaining)} hours remaining
        </Typography.Text>
      ))}
      <Link to="/user/profile">View all time-off balances</Link>
    </Space>
  );
}
