import { Empty } from 'antd';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';

/** PLACEHOLDER until its helper lands the export tab (issue #5). */
export default function ExportTab(_props: ProjectTabProps) {
  return <Empty description="Not built yet" />;
}
