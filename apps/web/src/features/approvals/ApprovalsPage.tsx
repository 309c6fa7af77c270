import { Segmented, Skeleton, Typography } from 'antd';
import { useToday } from '../../ui/useToday.ts';
import { useTimesheetSettings } from '../timesheets/shared/settings.ts';
import { useDecisions } from './actions/useDecisions.tsx';
import { PendingView } from './pending/PendingView.tsx';
import { type ApprovalsView, useApprovalsParams, VIEWS } from './useApprovalsParams.ts';
import { WeekView } from './week/WeekView.tsx';
import './approvals.css';

/** /project-management/timesheets[/{endDate}]: the approvals screen (P items). */
export function Component() {
  const today = useToday();
  const settings = useTimesheetSettings();
  const params = useApprovalsParams(settings.weekEndDay, today, !settings.loading);
  const { decisions, dialogs } = useDecisions();
  const week = { weekEnd: params.weekEnd, today, weekEndDay: settings.weekEndDay, goToWeek: params.goToWeek };

  return (
    <div className="approvals">
      <div className="approvals__header">
        <Typography.Title level={1} className="approvals__page-title">
          Approvals
        </Typography.Title>
        <Segmented<ApprovalsView>
          aria-label="View"
          options={[...VIEWS]}
          value={params.view}
          onChange={params.setView}
        />
      </div>
      {settings.loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : params.view === 'View by Week' ? (
        <WeekView decisions={decisions} {...week} />
      ) : (
        <PendingView
          decisions={decisions}
          project={params.project}
          setProject={params.setProject}
          {...week}
        />
      )}
      {dialogs}
    </div>
  );
}
