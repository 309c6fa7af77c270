import { Typography } from 'antd';

/** PLACEHOLDER until the budget update tool lands (issue #5, M-141). */
export function Component() {
  return <Typography.Title level={1}>Tools</Typography.Title>;
}
