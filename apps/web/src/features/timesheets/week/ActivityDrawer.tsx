import { HistoryOutlined } from '@ant-design/icons';
import { Button, Drawer, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { Timesheet } from '../shared/view-props.ts';
import { useActivitySeen } from './useActivitySeen.ts';

// The drawer's lists and timeline load when it first opens, not with the week route.
const ApprovalsPanel = lazy(() =>
  import('./ApprovalsPanel.tsx').then((module) => ({ default: module.ApprovalsPanel })),
);
const ActivityTimeline = lazy(() =>
  import('./ActivityTimeline.tsx').then((module) => ({ default: module.ActivityTimeline })),
);

/** The 'Timesheet Activity' button and drawer: approvals and timeline; the button shakes after a decline (T-058..T-061). */
export function ActivityDrawer({ timesheet }: { timesheet: Timesheet }) {
  const [open, setOpen] = useState(false);
  const { shake, markSeen } = useActivitySeen(timesheet);

  return (
    <>
      <Button
        icon={<HistoryOutlined aria-hidden />}
        className={shake ? 'activity-button activity-button--shake' : 'activity-button'}
        data-shaking={shake ? 'true' : 'false'}
        danger={shake}
        onClick={() => {
          setOpen(true);
          markSeen();
        }}
      >
        Timesheet Activity
      </Button>
      <Drawer title="Timesheet Activity" open={open} onClose={() => setOpen(false)} size="default">
        <Suspense fallback={null}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            Approvals
          </Typography.Title>
          <ApprovalsPanel approvals={timesheet.approvalsRequired} />
          <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
            Timeline
          </Typography.Title>
          <ActivityTimeline events={timesheet.timeline} />
        </Suspense>
      </Drawer>
    </>
  );
}
