import { Typography } from 'antd';
import { useProjectListKind } from '../projectPaths.ts';

const TITLES = { mine: 'Projects I Manage', all: 'All Projects', finance: 'Projects' } as const;

/** PLACEHOLDER until the project list lands (issue #5): the list's title only. */
export function Component() {
  const kind = useProjectListKind();
  return <Typography.Title level={1}>{TITLES[kind]}</Typography.Title>;
}
