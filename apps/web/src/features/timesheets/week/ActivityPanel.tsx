import { Drawer, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { Timesheet } from '../shared/view-props.ts';

// The drawer's lists and timeline load when it first opens, not with the week route.
const ApprovalsPanel = lazy(() =>
  import('./ApprovalsPanel.tsx').then((module) => ({ default: module.ApprovalsPanel })),
);
const HistoryPanel = lazy(() =>
  import('../../shared/history/HistoryPanel.tsx').then((module) => ({ default: module.HistoryPanel })),
);
const ActivityTimeline = lazy(() =>
  import('./ActivityTimeline.tsx').then((module) => ({ default: module.ActivityTimeline })),
);

/** The 'Timesheet Activity' drawer: approvals and timeline (T-058..T-061). */
export function ActivityPanel({
  timesheet,
  open,
  onClose,
}: {
  timesheet: Timesheet;
  open: boolean;
  onClose(): void;
}) {
  return (
    <Drawer title="Timesheet Activity" open={open} onClose={onClose} size="large">
      <Suspense fallback={null}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Approvals
        </Typography.Title>
        <ApprovalsPanel approvals={timesheet.approvalsRequired} />
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
          Timeline
        </Typography.Title>
        <ActivityTimeline events={timesheet.timeline} />
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
          History
        </Typography.Title>
        <HistoryPanel subject="TIMESHEET" id={timesheet._id} />
      </Suspense>
    </Drawer>
  );
}
