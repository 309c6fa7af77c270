import { previousIsoWeek } from '@tally/domain/snapshots';
import { useToday } from '../../timesheets/shared/useToday.ts';
import { SnapshotReport } from './SnapshotReport.tsx';

/** /finance/reports/weekly-snapshot[/{endDate}]: 'Timesheet Snapshot' (F-022..F-024), the previous week by default, asked month by month. */
export function Component() {
  const today = useToday();
  return (
    <SnapshotReport
      title="Timesheet Snapshot"
      base="/finance/reports/weekly-snapshot"
      defaultRange={previousIsoWeek}
      today={today}
      monthly
      exportLabel="Export"
    />
  );
}
