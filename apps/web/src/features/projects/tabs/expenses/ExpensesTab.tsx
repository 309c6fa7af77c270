import { Empty } from 'antd';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';

/** PLACEHOLDER until its helper lands the expenses tab (issue #5). */
export default function ExpensesTab(_props: ProjectTabProps) {
  return <Empty description="Not built yet" />;
}
