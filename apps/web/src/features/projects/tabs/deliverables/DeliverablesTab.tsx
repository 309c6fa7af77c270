import { Empty } from 'antd';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';

/** PLACEHOLDER until its helper lands the deliverables tab (issue #5). */
export default function DeliverablesTab(_props: ProjectTabProps) {
  return <Empty description="Not built yet" />;
}
