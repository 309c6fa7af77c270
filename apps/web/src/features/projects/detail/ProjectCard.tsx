import { budgetColor } from '@tally/domain/budget';
import { formatMoney, formatPercent } from '@tally/domain/money';
import { Card, Descriptions, Tag, Typography } from 'antd';
import type { ProjectTabProps } from './ProjectTabProps.ts';

const COLOR_TAGS = { green: 'success', amber: 'warning', red: 'error' } as const;

/** The card above the tabs: name, client, status, budget and how much of it is used (M-022). */
export function ProjectCard({
  project,
}: Pick<ProjectTabProps, 'project' | 'settings' | 'kind' | 'refetchProject'>) {
  return (
    <Card className="project-card">
      <Typography.Title level={1} className="project-card__title">
        {project.name}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
        <Descriptions.Item label="Client">{project.client?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Status">{project.status ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Budget">{formatMoney(project.budget)}</Descriptions.Item>
        <Descriptions.Item label="Budget Used">
          <Tag color={COLOR_TAGS[budgetColor(project.budgetUsed)]}>{formatPercent(project.budgetUsed)}</Tag>
        </Descriptions.Item>
      </Descriptions>
      {project.archived ? <Tag>Archived</Tag> : null}
    </Card>
  );
}
