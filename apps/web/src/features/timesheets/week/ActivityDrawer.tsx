import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { Timesheet } from '../shared/view-props.ts';
import { useActivitySeen } from './useActivitySeen.ts';

// The drawer (with its typography) loads when it first opens, not with the week route.
const ActivityPanel = lazy(() =>
  import('./ActivityPanel.tsx').then((module) => ({ default: module.ActivityPanel })),
);

/** The 'Timesheet Activity' button and drawer: approvals and timeline; the button shakes after a decline (T-058..T-061). */
export function ActivityDrawer({ timesheet }: { timesheet: Timesheet }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps antd's motion.
  const [opened, setOpened] = useState(false);
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
          setOpened(true);
          markSeen();
        }}
      >
        Timesheet Activity
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ActivityPanel timesheet={timesheet} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
