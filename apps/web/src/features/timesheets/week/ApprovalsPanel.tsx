import { approverBadgeColor, parseApprovalStepStatus } from '@tally/domain/timesheets/status';
import { Avatar, Empty, List, Space, Tag, Typography } from 'antd';
import { readableTagStyle } from '../../../ui/readableTag.ts';
import type { TimesheetApproval } from '../shared/view-props.ts';

const TAG_COLORS = { green: 'green', red: 'red', orange: 'orange' } as const;

function when(date: string | null | undefined): string | null {
  if (!date) return null;
  const moment = new Date(date);
  return Number.isNaN(moment.getTime()) ? date : moment.toLocaleString();
}

/** Each approval step with its status and approver badges, or 'No approvers' (T-060, T-061). */
export function ApprovalsPanel({ approvals }: { approvals: readonly TimesheetApproval[] }) {
  if (approvals.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No approvers" />;
  return (
    <List
      aria-label="Approvals"
      dataSource={[...approvals]}
      renderItem={(step) => {
        const status = parseApprovalStepStatus(step.status);
        const color = TAG_COLORS[approverBadgeColor(status)];
        const approvedBy = step.approvedByUser
          ? `${step.approvedByUser.firstName} ${step.approvedByUser.lastName}`
          : step.approvedBy;
        return (
          <List.Item key={step._id}>
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <Typography.Text strong>{status}</Typography.Text>
              <Space wrap size={[4, 4]}>
                {step.approvers.map((approver, index) => (
                  <Tag
                    key={approver.email}
                    color={color}
                    data-approver-color={color}
                    style={readableTagStyle(color)}
                  >
                    <Avatar size={16} src={approver.image || undefined} alt="" style={{ marginRight: 4 }}>
                      {(approver.name ?? approver.email).charAt(0)}
                    </Avatar>
                    {approver.name ?? approver.email}
                    {index === 0 && step.approvers.length > 1 ? ' (main)' : ''}
                  </Tag>
                ))}
              </Space>
              {approvedBy && status !== 'Approval Pending' ? (
                <Typography.Text type="secondary">
                  {status} by {approvedBy}
                  {step.approvedOn ? ` on ${when(step.approvedOn)}` : ''}
                </Typography.Text>
              ) : null}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
