import { Skeleton, Tabs, Typography } from 'antd';
import { Suspense } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../app/pageTitle.ts';
import { useConfigurations } from '../../../graphql/configurations.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
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
  // A project just created arrives with its name (navigation state): its title shows while it loads, and
  // every project's tab says 'Project Details' rather than the section's title until then (issue 14).
  const state = useLocation().state as { projectName?: unknown } | null;
  const knownName =
    detail.project?.name ?? (typeof state?.projectName === 'string' ? state.projectName : null);
  usePageTitle(knownName ? `${knownName} | Project Details` : 'Project Details');
  const loadingView = (
    <div className="project-detail">
      {knownName ? (
        <Typography.Title level={1} className="project-detail__loading-title">
          {knownName}
        </Typography.Title>
      ) : null}
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );

  if (config.loading) return loadingView;
  const tabs = visibleTabs(config);
  if (!activeTab || !tabs.includes(activeTab as ProjectTabKey)) {
    const fallback = tabs.includes(DEFAULT_TAB) ? DEFAULT_TAB : tabs[0];
    return <Navigate to={projectPath(kind, projectId, fallback)} replace state={state} />;
  }
  if (detail.error && !detail.project) {
    return (
      <QueryError title="The project could not be loaded." error={detail.error} onRetry={detail.refetch} />
    );
  }
  if (!detail.project || !detail.settings) return loadingView;

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
