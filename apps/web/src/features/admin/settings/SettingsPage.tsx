import { Typography } from 'antd';
import { useMe } from '../../../app/shell/meContext.ts';
import { ProjectBudgetsPanel } from '../../projects/budget-tool/BudgetToolPage.tsx';
import { ReminderSchedulePanel } from './ReminderSchedulePanel.tsx';
import { SnapshotsPanel } from './SnapshotsPanel.tsx';
import { StatsRecipientsPanel } from './StatsRecipientsPanel.tsx';
import { TimesheetSettingsPanel } from './TimesheetSettingsPanel.tsx';
import '../../projects/budget-tool/budget-tool.css';
import './settings.css';

/**
 * /admin/settings and /super-admin/settings (D-058, S-014): Timesheet Settings and the Budgets panel (the
 * project budget update tool of /admin/tools, M-141), the Snapshots updater (D-061, D-062), the reminder
 * schedule and the statistics recipients (D-060). Those tools are for whom the server's policies admit (`me { can }`),
 * so a super-admin outside the admin group sees Timesheet Settings only.
 */
export function Component() {
  const { can } = useMe();
  return (
    <div className="admin-settings">
      <Typography.Title level={1}>Settings</Typography.Title>
      <div className="admin-settings__panels">
        <TimesheetSettingsPanel />
        {can.runBudgetTool && <ProjectBudgetsPanel />}
        {can.runAdminJobs && <SnapshotsPanel />}
        {can.runAdminJobs && <ReminderSchedulePanel />}
        {can.runAdminJobs && <StatsRecipientsPanel />}
      </div>
    </div>
  );
}
