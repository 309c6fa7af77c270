import { Empty } from 'antd';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';

/** PLACEHOLDER until its helper lands the financials tab (issue #5). */
export default function FinancialsTab(_props: ProjectTabProps) {
  return <Empty description="Not built yet" />;
}
