import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Tabs, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../app/pageTitle.ts';
import { useConfigurations } from '../../../graphql/configurations.ts';
import { TemplateDetailDocument } from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { type ProjectTabKey, TAB_COMPONENTS, tabLabel } from '../../projects/detail/tabs.ts';
import { templatePath } from './templateForm.ts';
import { UpdateTemplateDrawer } from './UpdateTemplateDrawer.tsx';
import './templates.css';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';

/** D-050: the tabs of a template, the project tabs themselves (M.6–M.8). */
const TEMPLATE_TABS: readonly ProjectTabKey[] = ['deliverables', 'roles', 'team'];

/** /admin/project-templates/{projectId}/{tab} (D-050): the template, its Update Template drawer and tabs. */
export function Component() {
  const { projectId = '', activeTab } = useParams();
  const navigate = useNavigate();
  const config = useConfigurations();
  const [editing, setEditing] = useState(false);
  const { data, error, refetch } = useQuery(TemplateDetailDocument, { variables: { projectId } });
  const template = data?.projectManagement.project;
  const settings = data?.projectManagement.projectSettings;
  usePageTitle(template ? `${template.name} | Project Template` : null);

  if (!activeTab || !TEMPLATE_TABS.includes(activeTab as ProjectTabKey)) {
    return <Navigate to={templatePath(projectId, TEMPLATE_TABS[0])} replace />;
  }
  if (error && !template) {
    return <QueryError title="The template could not be loaded." error={error} onRetry={refetch} />;
  }
  if (!template || !settings || config.loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!template.isTemplate) {
    return (
      <Alert
        type="warning"
        showIcon
        title="This project is not a template."
        action={<Link to="/admin/project-templates">All templates</Link>}
      />
    );
  }

  const tabProps = {
    project: template,
    settings,
    kind: 'all' as const,
    refetchProject: () => void refetch(),
  };
  const Active = TAB_COMPONENTS[activeTab as ProjectTabKey];
  return (
    <div className="project-templates project-template">
      <Link to="/admin/project-templates" className="project-template__back">
        All templates
      </Link>
      <div className="project-templates__toolbar">
        <div>
          <Typography.Title level={1}>{template.name}</Typography.Title>
          <p className="project-template__description">{template.description || 'No description'}</p>
        </div>
        <DisabledReason
          reason={!template.canManage && 'You cannot manage this template: ask its owner or an administrator'}
        >
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} disabled={!template.canManage}>
            Update Template
          </Button>
        </DisabledReason>
      </div>
      <Tabs
        activeKey={activeTab}
        onChange={(key) => navigate(templatePath(projectId, key))}
        items={TEMPLATE_TABS.map((key) => ({ key, label: tabLabel(key, config) }))}
      />
      <Suspense fallback={<Skeleton active />}>
        <Active {...tabProps} />
      </Suspense>
      {editing ? <UpdateTemplateDrawer template={template} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
