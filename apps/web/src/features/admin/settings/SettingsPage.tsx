import { Typography } from 'antd';
import { useMe } from '../../../app/shell/meContext.ts';
import { ProjectBudgetsPanel } from '../tools/BudgetToolPage.tsx';
import { TimesheetSettingsPanel } from './TimesheetSettingsPanel.tsx';
import '../tools/budget-tool.css';
import './settings.css';

/**
 * /admin/settings and /super-admin/settings (D-058, S-014): Timesheet Settings and the Budgets panel (the
 * project budget update tool of /admin/tools, M-141). The budget tool is for the admin group (its endpoint
 * refuses others), so a super-admin outside it sees Timesheet Settings only.
 */
export function Component() {
  const isAdmin = useMe().groups.includes('admin');
  return (
    <div className="admin-settings">
      <Typography.Title level={1}>Settings</Typography.Title>
      <div className="admin-settings__panels">
        <TimesheetSettingsPanel />
        {isAdmin && <ProjectBudgetsPanel />}
      </div>
    </div>
  );
}
