import { Empty } from 'antd';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';

/** PLACEHOLDER until its helper lands the timesheets tab (issue #5). */
export default function TimesheetsTab(_props: ProjectTabProps) {
  return <Empty description="Not built yet" />;
}
