import { Typography } from 'antd';
import { HistoryPanel } from './HistoryPanel.tsx';

/** /admin/audit (issue #17): every recorded change across the portal, for admins. */
export function Component() {
  return (
    <>
      <Typography.Title level={1}>Audit</Typography.Title>
      <HistoryPanel subject="PORTAL" />
    </>
  );
}
