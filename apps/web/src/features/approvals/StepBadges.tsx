import { approverBadgeColor } from '@tally/domain/timesheets/status';
import { Space, Tag, Tooltip } from 'antd';
import { readableTagStyle } from '../../ui/readableTag.ts';
import { type BadgeStep, groupStepsByApprover } from './stepGroups.ts';

export type { BadgeStep } from './stepGroups.ts';

/**
 * The approval steps in green / red / orange with their status (P-021), one chip per main approver: steps of
 * several projects naming the same approvers show once, the tooltip saying how many of them are approved.
 */
export function StepBadges({ steps }: { steps: readonly BadgeStep[] }) {
  if (steps.length === 0) return <span>No approvers</span>;
  return (
    <Space size={[4, 4]} wrap>
      {groupStepsByApprover(steps).map((group) => {
        const color = approverBadgeColor(group.status);
        const main = group.approvers[0];
        const backups = group.approvers.length - 1;
        const label = main?.name ?? main?.email ?? 'Approver';
        const names = group.approvers
          .map((a, i) => `${a.name ?? a.email}${i === 0 ? ' (main)' : ' (backup)'}`)
          .join(', ');
        const progress = group.steps > 1 ? ` · ${group.approvedSteps} of ${group.steps} steps approved` : '';
        return (
          <Tooltip key={group.key} title={`${names}${progress}`}>
            <Tag color={color} data-approver-color={color} style={readableTagStyle(color)} tabIndex={0}>
              {label}
              {backups > 0 ? ` +${backups}` : ''}: {group.status}
            </Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}
