import { formatHours } from '@tally/domain/timesheets/hours';
import { Empty, Skeleton, Table } from 'antd';
import type { Timesheet } from '../shared/view-props.ts';

interface Props {
  sheet: Timesheet | null | undefined;
  loading: boolean;
}

/** The chosen source week, read-only: its lines and hours (T-056). */
export function PrefillSource({ sheet, loading }: Props) {
  if (loading || sheet === undefined) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (sheet === null) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No timesheet found for this week" />;
  }
  if (sheet.lineItems.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This timesheet has no tasks" />;
  }
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="_id"
      scroll={{ y: 240 }}
      dataSource={sheet.lineItems}
      columns={[
        { title: 'Project', key: 'project', render: (_, line) => line.project.name },
        {
          title: 'Task',
          key: 'task',
          render: (_, line) =>
            [line.deliverable?.milestoneName, line.deliverable?.deliverableName].filter(Boolean).join(' / '),
        },
        {
          title: 'Hours',
          key: 'hours',
          align: 'right',
          width: 80,
          render: (_, line) => formatHours(line.totalHours),
        },
      ]}
    />
  );
}
