import { EditOutlined } from '@ant-design/icons';
import { budgetColor } from '@tally/domain/projects/budget';
import { formatMoney, formatPercent } from '@tally/domain/shared/money';
import { App, Button, Card, Descriptions, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useConfigurations } from '../../../graphql/configurations.ts';
import { readableTagStyle } from '../../../ui/readableTag.ts';
import { EDITING_LOCKED as LOCKED } from '../editingLocked.ts';
import { DETAIL_FIELDS, detailFields } from './card/detailFields.ts';
import { EditProjectDrawer } from './card/EditProjectDrawer.tsx';
import { ProjectMenu } from './card/ProjectMenu.tsx';
import './card/card.css';
import type { ProjectTabProps } from './ProjectTabProps.ts';

const COLOR_TAGS = { green: 'green', amber: 'gold', red: 'red' } as const;

/** The card above the tabs (M-022, M-027..M-042): the project at a glance, Edit Project and the menu. */
export function ProjectCard({
  project,
  settings,
  kind,
  refetchProject,
}: Pick<ProjectTabProps, 'project' | 'settings' | 'kind' | 'refetchProject'>) {
  const config = useConfigurations();
  const [editing, setEditing] = useState(false);
  const { message } = App.useApp();
  const manage = project.canManage && kind !== 'finance';
  const fields = detailFields(config.get('project-details-fields'));

  return (
    <Card className="project-card">
      <div className="project-card__header">
        <div className="project-card__heading">
          <Typography.Title level={1} className="project-card__title">
            {project.name}
          </Typography.Title>
          <Space size={4} wrap>
            {project.status ? <Tag color="blue">{project.status}</Tag> : null}
            {project.archived ? <Tag>Archived</Tag> : null}
          </Space>
        </div>
        {manage ? (
          <Space>
            {settings.lockEditing ? (
              <Tooltip title={LOCKED}>
                <Button icon={<EditOutlined />} disabled>
                  Edit Project
                </Button>
              </Tooltip>
            ) : (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                Edit Project
              </Button>
            )}
            <ProjectMenu project={project} settings={settings} kind={kind} refetchProject={refetchProject} />
          </Space>
        ) : null}
      </div>
      {project.description ? (
        <Typography.Paragraph className="project-card__description" ellipsis={{ rows: 3, expandable: true }}>
          {project.description}
        </Typography.Paragraph>
      ) : null}
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3, lg: 4 }}>
        <Descriptions.Item label="Client">{project.client?.name ?? '—'}</Descriptions.Item>
        {project.endClient ? (
          <Descriptions.Item label="End Client">{project.endClient.name}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Status">{project.status ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Budget">{formatMoney(project.budget)}</Descriptions.Item>
        <Descriptions.Item label="Budget Used">
          <Tag
            color={COLOR_TAGS[budgetColor(project.budgetUsed)]}
            style={readableTagStyle(COLOR_TAGS[budgetColor(project.budgetUsed)])}
          >
            {formatPercent(project.budgetUsed)}
          </Tag>
        </Descriptions.Item>
        {fields.map((field) => (
          <Descriptions.Item key={field.key} label={field.label}>
            {DETAIL_FIELDS[field.key]?.value(project) ?? '—'}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {editing ? (
        <EditProjectDrawer
          project={project}
          onClose={() => setEditing(false)}
          onSaved={() => {
            void message.success('Project updated');
            refetchProject();
          }}
        />
      ) : null}
    </Card>
  );
}
