import { Empty } from 'antd';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';

/** PLACEHOLDER until its helper lands the team tab (issue #5). */
export default function TeamTab(_props: ProjectTabProps) {
  return <Empty description="Not built yet" />;
}
