import { Button, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { QueryError } from '../../../ui/QueryState.tsx';
import { useToday } from '../../../ui/useToday.ts';
import { CancelTimesheetDialog } from '../shared/CancelTimesheetDialog.tsx';
import { DeleteTimesheetDialog } from '../shared/DeleteTimesheetDialog.tsx';
import { useTimesheetSettings } from '../shared/settings.ts';
import { ListRangePicker } from './ListRangePicker.tsx';
import { MonthGroup } from './MonthGroup.tsx';
import { useMyTimesheets } from './useMyTimesheets.ts';
import './list.css';

/** /user/timesheets: the signed-in user's weeks, grouped by month (L items). */
export function Component() {
  const today = useToday();
  const settings = useTimesheetSettings();
  const list = useMyTimesheets(today, settings.weekEndDay);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const ready = !settings.loading && (list.byWeekEnd.size > 0 || !list.loading);
  // The range runs to the end of the month (L-002), so future weeks come first: open at the current week,
  // once, not again after Load More.
  const arrived = useRef(false);
  useEffect(() => {
    if (!ready || arrived.current) return;
    arrived.current = true;
    document.querySelector('.week-card--current')?.scrollIntoView({ block: 'start' });
  }, [ready]);

  return (
    <>
      <div className="timesheets-list__toolbar">
        <Typography.Title level={1} style={{ margin: 0 }}>
          My Timesheets
        </Typography.Title>
        <ListRangePicker range={list.range} onChange={list.setRange} />
      </div>
      {list.error ? (
        <QueryError title="Your timesheets could not be loaded." error={list.error} onRetry={list.refetch} />
      ) : ready ? (
        list.months.map((month) => (
          <MonthGroup
            key={month.month}
            month={month}
            today={today}
            byWeekEnd={list.byWeekEnd}
            onCancel={setCancelling}
            onDelete={setDeleting}
          />
        ))
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
      {list.error ? null : (
        <div className="timesheets-list__more">
          <Button onClick={list.loadMore} loading={list.loading && ready}>
            Load More
          </Button>
        </div>
      )}
      <CancelTimesheetDialog
        timesheetId={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => void list.refetch()}
      />
      <DeleteTimesheetDialog
        timesheetId={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void list.refetch()}
      />
    </>
  );
}
