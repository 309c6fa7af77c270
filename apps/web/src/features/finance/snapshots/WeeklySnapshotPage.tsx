import { previousIsoWeek } from '@tally/domain/finance/snapshots';
import { useToday } from '../../../ui/useToday.ts';
import { SnapshotReport } from './SnapshotReport.tsx';

/** /finance/reports/weekly-snapshot[/{endDate}]: 'Timesheet Snapshot' (F-022..F-024), the previous week by default, one row per person, week and task (issue #12). */
export function Component() {
  const today = useToday();
  return (
    <SnapshotReport
      title="Timesheet Snapshot"
      base="/finance/reports/weekly-snapshot"
      defaultRange={previousIsoWeek}
      today={today}
      weekly
    />
  );
}
