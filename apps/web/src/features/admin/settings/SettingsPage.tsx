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
 * schedule and the statistics recipients (D-060). Those tools are for the admin group (the server refuses
 * others), so a super-admin outside it sees Timesheet Settings only.
 */
export function Component() {
  const isAdmin = useMe().groups.includes('admin');
  return (
    <div className="admin-settings">
      <Typography.Title level={1}>Settings</Typography.Title>
      <div className="admin-settings__panels">
        <TimesheetSettingsPanel />
        {isAdmin && <ProjectBudgetsPanel />}
        {isAdmin && <SnapshotsPanel />}
        {isAdmin && <ReminderSchedulePanel />}
        {isAdmin && <StatsRecipientsPanel />}
      </div>
    </div>
  );
}
