import { Tag } from 'antd';
import { readableTagStyle } from '../../../ui/readableTag.ts';
import { statusTagColor } from './status.ts';

/** A timesheet status badge in the spec's colours. */
export function StatusTag({ status }: { status: string }) {
  const color = statusTagColor(status);
  return (
    <Tag color={color} data-status-color={color} style={readableTagStyle(color)}>
      {status}
    </Tag>
  );
}
