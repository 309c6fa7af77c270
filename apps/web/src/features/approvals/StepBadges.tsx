import { approverBadgeColor, parseApprovalStepStatus } from '@tally/domain/status';
import { Space, Tag, Tooltip } from 'antd';
import { readableTagStyle } from '../../ui/readableTag.ts';

/** What the badges read of a step (the approvals screen's and the finance list's steps both fit). */
export interface BadgeStep {
  _id: string;
  status: string;
  approvers: readonly { name?: string | null; email: string }[];
}

/** Each approval step's approvers in green / red / orange with the step status (P-021). */
export function StepBadges({ steps }: { steps: readonly BadgeStep[] }) {
  if (steps.length === 0) return <span>No approvers</span>;
  return (
    <Space size={[4, 4]} wrap>
      {steps.map((step) => {
        const status = parseApprovalStepStatus(step.status);
        const color = approverBadgeColor(status);
        const main = step.approvers[0];
        const backups = step.approvers.length - 1;
        const label = main?.name ?? main?.email ?? 'Approver';
        return (
          <Tooltip
            key={step._id}
            title={step.approvers
              .map((a, i) => `${a.name ?? a.email}${i === 0 ? ' (main)' : ' (backup)'}`)
              .join(', ')}
          >
            <Tag color={color} data-approver-color={color} style={readableTagStyle(color)} tabIndex={0}>
              {label}
              {backups > 0 ? ` +${backups}` : ''}: {status}
            </Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}
