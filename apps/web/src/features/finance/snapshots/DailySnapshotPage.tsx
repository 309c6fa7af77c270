import { currentIsoWeek } from '@tally/domain/finance/snapshots';
import { useToday } from '../../../ui/useToday.ts';
import { SnapshotReport } from './SnapshotReport.tsx';

/** /finance/reports/daily-snapshot[/{endDate}]: 'Timesheet Daily Snapshot' (F-015..F-021), this ISO week by default. */
export function Component() {
  const today = useToday();
  return (
    <SnapshotReport
      title="Timesheet Daily Snapshot"
      base="/finance/reports/daily-snapshot"
      defaultRange={currentIsoWeek}
      today={today}
      weekly={false}
    />
  );
}
