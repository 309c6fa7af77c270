import { Alert, Button, Skeleton, Tabs } from 'antd';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../app/pageTitle.ts';
import { useConfigurations } from '../../../graphql/configurations.ts';
import { projectPath, useProjectListKind } from '../projectPaths.ts';
import { ProjectCard } from './ProjectCard.tsx';
import { DEFAULT_TAB, type ProjectTabKey, TAB_COMPONENTS, tabLabel, visibleTabs } from './tabs.ts';
import { useProjectDetail } from './useProjectDetail.ts';
import './project-detail.css';

/** /project-management/(projects|all-projects)/{projectId}/{activeTab} and /finance/projects/... (M-004..M-007). */
export function Component() {
  const { projectId = '', activeTab } = useParams();
  const kind = useProjectListKind();
  const navigate = useNavigate();
  const config = useConfigurations();
  const detail = useProjectDetail(projectId, kind);
  usePageTitle(detail.project ? `${detail.project.name} | Project Details` : null);

  if (config.loading) return <Skeleton active />;
  const tabs = visibleTabs(config);
  if (!activeTab || !tabs.includes(activeTab as ProjectTabKey)) {
    const fallback = tabs.includes(DEFAULT_TAB) ? DEFAULT_TAB : tabs[0];
    return <Navigate to={projectPath(kind, projectId, fallback)} replace />;
  }
  if (detail.error && !detail.project) {
    return (
      <Alert
        type="error"
        showIcon
        title="The project could not be loaded."
        description={detail.error.message}
        action={<Button onClick={detail.refetch}>Retry</Button>}
      />
    );
  }
  if (!detail.project || !detail.settings) return <Skeleton active paragraph={{ rows: 6 }} />;

  const tabProps = {
    project: detail.project,
    settings: detail.settings,
    kind,
    refetchProject: detail.refetch,
  };
  const Active = TAB_COMPONENTS[activeTab as ProjectTabKey];
  return (
    <div className="project-detail">
      <ProjectCard {...tabProps} />
      <Tabs
        className="project-detail__tabs"
        activeKey={activeTab}
        onChange={(key) => navigate(projectPath(kind, projectId, key))}
        items={tabs.map((key) => ({ key, label: tabLabel(key, config) }))}
      />
      <Suspense fallback={<Skeleton active />}>
        <Active {...tabProps} />
      </Suspense>
    </div>
  );
}
