import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import type { TimesheetCardFragment } from '../../../graphql/generated/graphql.ts';

interface Props {
  sheet: TimesheetCardFragment;
  weekLabel: string;
  onCancel(): void;
  onDelete(): void;
}

/** The report page of a sheet, with the project filter (L-010). */
export function reportUrl(timesheetId: string): string {
  return `/reports/timesheets/${encodeURIComponent(timesheetId)}?options=project-filter`;
}

function withReason(label: string, reason: string | null | undefined) {
  return reason ? (
    <Tooltip title={reason} placement="left">
      <span>{label}</span>
    </Tooltip>
  ) : (
    label
  );
}

/** The card menu: view, cancel, delete, each enabled by the sheet's computed permissions (L-010..L-012). */
export function WeekCardMenu({ sheet, weekLabel, onCancel, onDelete }: Props) {
  const items: MenuProps['items'] = [
    { key: 'view', label: 'view timesheet' },
    {
      key: 'cancel',
      label: withReason('Cancel Timesheet', sheet.canCancel.allowed ? null : sheet.canCancel.reason),
      disabled: !sheet.canCancel.allowed,
    },
    {
      key: 'delete',
      danger: true,
      label: withReason('Delete Timesheet', sheet.canDelete.allowed ? null : sheet.canDelete.reason),
      disabled: !sheet.canDelete.allowed,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'view') window.open(reportUrl(sheet._id), '_blank', 'noopener');
    if (key === 'cancel') onCancel();
    if (key === 'delete') onDelete();
  };
  return (
    // autoFocus: opened from the keyboard, focus moves into the menu so the arrow keys walk its items (issue 14).
    <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus>
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label={`Actions for week ending ${weekLabel}`}
        onClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
