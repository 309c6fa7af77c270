import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** A keyboard-reachable "how was this computed" tooltip next to a money figure. */
export function HowComputed({ what, children }: { what: string; children: ReactNode }) {
  return (
    <Tooltip title={children} trigger={['hover', 'focus', 'click']}>
      <Button
        type="text"
        size="small"
        icon={<InfoCircleOutlined />}
        aria-label={`How the ${what} is computed`}
        className="how-computed"
      />
    </Tooltip>
  );
}
