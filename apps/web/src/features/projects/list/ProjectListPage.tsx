import { PlusOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import {
  BUDGET_USED_FILTER_OPTIONS,
  PROJECT_SORT_FIELDS,
  PROJECT_SORT_LABELS,
  type ProjectSortField,
} from '@tally/domain/projects/project-list';
import { Alert, Button, Checkbox, Empty, Input, Segmented, Select, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../../../app/shell/meContext.ts';
import { ProjectListOptionsDocument, ProjectTemplatesDocument } from '../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { PermissionButton } from '../../../ui/PermissionButton.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import { TOUCH_TARGETS } from '../../../ui/table/phoneCards.ts';
import { EDITING_LOCKED } from '../editingLocked.ts';
import { projectPath, useProjectListKind } from '../projectPaths.ts';
import { AddProjectDialog } from './AddProjectDialog.tsx';
import {
  effectiveStatus,
  type ListFilter,
  useProjectListParams,
  VIEW_TYPES,
  type ViewType,
} from './listParams.ts';
import { ProjectCompactList, ProjectGrid, ProjectTable } from './ProjectViews.tsx';
import { listVariables, useProjectList } from './useProjectList.ts';
import './project-list.css';

const TITLES = { mine: 'Projects I Manage', all: 'All Projects', finance: 'Projects' } as const;
const VIEW_LABELS: Record<ViewType, string> = { grid: 'Grid', list: 'List', table: 'Table' };
const ANY = '__any__';
const SEARCH_DELAY_MS = 300;
/** Why the order button waits: the default order (recently updated, best match) has no direction (issue 14). */
const SORT_ORDER_WAITS = 'Choose a field to sort by first';

/** The search box: typing updates the URL's search parameter after a short pause. */
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input.Search
      aria-label="Search projects"
      placeholder="Search by name, code or client"
      allowClear
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(next) => onChange(next)}
      className="project-list__search"
    />
  );
}

/**
 * /project-management/projects ('Projects I Manage'), /project-management/all-projects ('All Projects') and
 * /finance/projects ('Projects'): grid, list or table of projects with filters, sort, search, Load More,
 * CSV export and the Add Project dialog (M-002, M-003, M-009..M-026, M-031).
 */
export function Component() {
  const kind = useProjectListKind();
  const me = useMe();
  const navigate = useNavigate();
  const params = useProjectListParams();
  const { filter, sort, search, view } = params;
  const variables = useMemo(() => listVariables(filter, sort, search), [filter, sort, search]);
  const list = useProjectList(kind, variables);
  const options = useQuery(ProjectListOptionsDocument);
  const [adding, setAdding] = useState(false);
  const title = TITLES[kind];

  const mayAdd = me.can.createProjects;
  const templates = useQuery(ProjectTemplatesDocument, { skip: !mayAdd || !adding });
  const clients = options.data?.clients ?? [];
  const statuses = options.data?.statuses?.terms.map((t) => t.name) ?? [];
  const sectors = options.data?.sectors?.terms.map((t) => t.name) ?? [];
  const status = effectiveStatus(filter);
  const statusOptions = [...new Set([...statuses, ...(status ? [status] : [])])];

  const changeFilter = (patch: Partial<ListFilter>) => {
    const next: ListFilter = { ...filter, ...patch };
    for (const key of Object.keys(next) as (keyof ListFilter)[]) {
      if (next[key] === undefined || (key === 'archived' && next[key] === false)) delete next[key];
    }
    params.setFilter(next);
  };

  /** The list's query as the export's parameters (M-017): the same rows, every page, from the server. */
  const exportParams: Record<string, string> = { kind: kind === 'mine' ? 'mine' : 'all' };
  for (const [key, value] of Object.entries(variables)) {
    if (key !== 'offset' && key !== 'limit' && value !== null && value !== undefined)
      exportParams[key] = String(value);
  }

  return (
    <div className={`project-list ${TOUCH_TARGETS}`}>
      <div className="project-list__header">
        <Typography.Title level={1} className="project-list__title">
          {title}
        </Typography.Title>
        <div className="project-list__actions">
          <ExportButtons report="project-list" params={exportParams} label="Export CSV" />
          {mayAdd ? (
            <PermissionButton
              type="primary"
              icon={<PlusOutlined />}
              permission={
                list.lockEditing
                  ? {
                      allowed: false,
                      reason: EDITING_LOCKED,
                    }
                  : { allowed: list.settingsLoaded }
              }
              onClick={() => setAdding(true)}
            >
              Add Project
            </PermissionButton>
          ) : null}
        </div>
      </div>

      <section className="project-list__toolbar" aria-label="Search, filters and sort">
        <SearchBox value={search} onChange={params.setSearch} />
        <Select
          aria-label="Budget used"
          className="project-list__filter"
          value={filter.budgetUsed ?? ANY}
          options={[
            { value: ANY, label: 'Any budget used' },
            ...BUDGET_USED_FILTER_OPTIONS.map((n) => ({ value: n, label: `${n}% or more used` })),
          ]}
          onChange={(value: number | string) =>
            changeFilter({ budgetUsed: value === ANY ? undefined : Number(value) })
          }
        />
        <Select
          aria-label="Client"
          className="project-list__filter"
          showSearch={{ optionFilterProp: 'label' }}
          value={filter.client ?? ANY}
          options={[
            { value: ANY, label: 'All clients' },
            ...clients.map((c) => ({ value: c._id, label: c.name })),
          ]}
          onChange={(value: string) => changeFilter({ client: value === ANY ? undefined : value })}
        />
        <Select
          aria-label="Industry"
          className="project-list__filter"
          value={filter.sector ?? ANY}
          options={[{ value: ANY, label: 'All industries' }, ...sectors.map((s) => ({ value: s, label: s }))]}
          onChange={(value: string) => changeFilter({ sector: value === ANY ? undefined : value })}
        />
        <Select
          aria-label="Status"
          className="project-list__filter"
          value={status ?? ANY}
          options={[
            { value: ANY, label: 'Any status' },
            ...statusOptions.map((s) => ({ value: s, label: s })),
          ]}
          onChange={(value: string) => changeFilter({ status: value === ANY ? null : value })}
        />
        <Checkbox
          checked={filter.archived ?? false}
          onChange={(e) => changeFilter({ archived: e.target.checked })}
        >
          Include archived
        </Checkbox>
        <div className="project-list__sort">
          <Select
            aria-label="Sort by"
            className="project-list__filter"
            value={sort?.sortBy ?? ANY}
            options={[
              { value: ANY, label: search ? 'Best match' : 'Recently updated' },
              ...PROJECT_SORT_FIELDS.map((f) => ({ value: f, label: PROJECT_SORT_LABELS[f] })),
            ]}
            onChange={(value: string) =>
              params.setSort(
                value === ANY ? null : { sortBy: value as ProjectSortField, sortOrder: sort?.sortOrder ?? 1 },
              )
            }
          />
          <DisabledReason reason={!sort && SORT_ORDER_WAITS}>
            <Button
              aria-label={sort?.sortOrder === -1 ? 'Descending order' : 'Ascending order'}
              title={sort ? (sort.sortOrder === -1 ? 'Descending' : 'Ascending') : undefined}
              icon={sort?.sortOrder === -1 ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
              disabled={!sort}
              onClick={() => sort && params.setSort({ ...sort, sortOrder: sort.sortOrder === 1 ? -1 : 1 })}
            />
          </DisabledReason>
        </div>
        <Segmented<ViewType>
          aria-label="View"
          className="project-list__views"
          value={view}
          options={VIEW_TYPES.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
          onChange={params.setView}
        />
      </section>

      {list.error ? (
        <QueryError title="The projects could not be loaded." error={list.error} onRetry={list.retry} />
      ) : list.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.projects.length === 0 ? (
        <Empty description="No Projects Found" />
      ) : view === 'table' ? (
        <ProjectTable projects={list.projects} kind={kind} sort={sort} onSort={params.setSort} />
      ) : view === 'list' ? (
        <ProjectCompactList projects={list.projects} kind={kind} />
      ) : (
        <ProjectGrid projects={list.projects} kind={kind} />
      )}

      {list.loadMoreError ? (
        <Alert
          type="error"
          showIcon
          title="More projects could not be loaded."
          action={<Button onClick={() => void list.loadMore()}>Retry</Button>}
          className="project-list__more-error"
        />
      ) : null}
      {list.hasMore && !list.error ? (
        <div className="project-list__load-more">
          <Button onClick={() => void list.loadMore()} loading={list.loadingMore}>
            Load More
          </Button>
        </div>
      ) : null}

      {mayAdd ? (
        <AddProjectDialog
          open={adding}
          clients={clients}
          templates={templates.data?.projectManagement.projectTemplates ?? []}
          onClose={() => setAdding(false)}
          onCreated={(projectId, name) => {
            setAdding(false);
            void options.refetch();
            navigate(projectPath(kind, projectId), { state: { projectName: name } });
          }}
        />
      ) : null}
    </div>
  );
}
