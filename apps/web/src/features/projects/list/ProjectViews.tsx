import { budgetColor } from '@tally/domain/projects/budget';
import {
  CARD_LIMITS,
  compactDescription,
  compactName,
  gridDescription,
  type ProjectSortField,
  teamOverflow,
} from '@tally/domain/projects/project-list';
import { formatPercent } from '@tally/domain/shared/money';
import { Avatar, Card, Progress, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import type { ProjectListItemFragment } from '../../../graphql/generated/graphql.ts';
import { type DataColumn, DataTable } from '../../../ui/table/DataTable.tsx';
import { type ProjectListKind, projectPath } from '../projectPaths.ts';
import type { ListSort } from './listParams.ts';

type Item = ProjectListItemFragment;

const BAR_COLORS = { green: '#389e0d', amber: '#d48806', red: '#cf1322' } as const;

/** Budget used as a tag in the budget colours (M-022). */
export function BudgetUsedTag({ fraction }: { fraction: number }) {
  const color = budgetColor(fraction);
  return (
    <Tag className={`project-list__budget-tag project-list__budget-tag--${color}`} data-budget-color={color}>
      {formatPercent(fraction)}
    </Tag>
  );
}

function BudgetUsedBar({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 10000) / 100;
  return (
    <div className="project-list__budget">
      <span className="project-list__budget-label">Budget used</span>
      <Progress
        percent={Math.min(100, percent)}
        showInfo={false}
        size="small"
        strokeColor={BAR_COLORS[budgetColor(fraction)]}
        aria-label={`Budget used ${formatPercent(fraction)}`}
      />
      <BudgetUsedTag fraction={fraction} />
    </div>
  );
}

const memberName = (m: Item['team'][number]) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ').trim() || m.name;
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** At most 5 avatars plus '+N' for the rest of the team (M-019). */
export function TeamAvatars({ project }: { project: Item }) {
  const shown = project.team.slice(0, CARD_LIMITS.avatars);
  const rest = teamOverflow(project.teamCount, shown.length);
  if (project.teamCount === 0) return <span className="project-list__muted">No team yet</span>;
  return (
    <ul className="project-list__team" aria-label={`Team of ${project.teamCount}`}>
      {shown.map((member) => {
        const name = memberName(member);
        return (
          <li key={member._id}>
            <Tooltip title={name}>
              <span role="img" aria-label={name} className="project-list__avatar">
                <Avatar size="small" src={member.imageUrl ?? undefined} alt="">
                  {initials(name)}
                </Avatar>
              </span>
            </Tooltip>
          </li>
        );
      })}
      {rest ? (
        <li>
          <span role="img" aria-label={`${project.teamCount - shown.length} more`}>
            <Avatar size="small" className="project-list__more">
              {rest}
            </Avatar>
          </span>
        </li>
      ) : null}
    </ul>
  );
}

function StatusTags({ project }: { project: Item }) {
  return (
    <span className="project-list__tags">
      {project.status ? <Tag>{project.status}</Tag> : null}
      {project.archived ? <Tag color="default">Archived</Tag> : null}
    </span>
  );
}

interface ViewProps {
  projects: Item[];
  kind: ProjectListKind;
}

/** Grid view: one card per project (M-019, M-020, M-022). */
export function ProjectGrid({ projects, kind }: ViewProps) {
  return (
    <ul className="project-list__grid" aria-label="Projects">
      {projects.map((project) => (
        <li key={project._id}>
          <Card className="project-list__card" size="small">
            <Typography.Title level={2} className="project-list__card-title">
              <Link to={projectPath(kind, project._id)}>{project.name}</Link>
            </Typography.Title>
            <div className="project-list__client">{project.client?.name ?? 'No client'}</div>
            <StatusTags project={project} />
            {project.description ? (
              <Typography.Paragraph className="project-list__description">
                {gridDescription(project.description)}
              </Typography.Paragraph>
            ) : null}
            <BudgetUsedBar fraction={project.budgetUsed} />
            <TeamAvatars project={project} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** List (compact) view: name truncated at 50, description at 150 (M-021). */
export function ProjectCompactList({ projects, kind }: ViewProps) {
  return (
    <ul className="project-list__compact" aria-label="Projects">
      {projects.map((project) => (
        <li key={project._id} className="project-list__compact-item">
          <div className="project-list__compact-main">
            <Link
              to={projectPath(kind, project._id)}
              className="project-list__compact-name"
              title={project.name}
            >
              {compactName(project.name)}
            </Link>
            <span className="project-list__client">{project.client?.name ?? 'No client'}</span>
            <StatusTags project={project} />
          </div>
          {project.description ? (
            <div className="project-list__compact-description">{compactDescription(project.description)}</div>
          ) : null}
          <div className="project-list__compact-side">
            <BudgetUsedTag fraction={project.budgetUsed} />
            <TeamAvatars project={project} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const ORDER = { 1: 'ascend', [-1]: 'descend' } as const;

/**
 * Table view: sortable columns drive the server sort (M-012). It fits its container (the least needed
 * columns step aside at 760 px) and turns into cards on a phone (issue 14).
 */
export function ProjectTable({
  projects,
  kind,
  sort,
  onSort,
}: ViewProps & { sort: ListSort | null; onSort: (sort: ListSort | null) => void }) {
  const sortable = (field: ProjectSortField) => ({
    sorter: true,
    sortOrder: sort?.sortBy === field ? ORDER[sort.sortOrder] : null,
    sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
  });
  const columns: DataColumn<Item>[] = [
    {
      key: 'name',
      title: 'Project',
      width: 220,
      locked: true,
      ...sortable('name'),
      render: (_, p) => <Link to={projectPath(kind, p._id)}>{p.name}</Link>,
    },
    {
      key: 'clientName',
      title: 'Client',
      width: 150,
      priority: 1,
      ...sortable('clientName'),
      render: (_, p) => p.client?.name ?? '',
    },
    {
      key: 'projectCode',
      title: 'Project Code',
      width: 120,
      priority: 3,
      ...sortable('projectCode'),
      render: (_, p) => p.projectCode ?? '',
    },
    { key: 'status', title: 'Status', width: 120, priority: 2, render: (_, p) => <StatusTags project={p} /> },
    { key: 'sectors', title: 'Industry', width: 130, priority: 4, render: (_, p) => p.sectors.join(', ') },
    {
      key: 'budgetUsed',
      title: 'Budget Used',
      width: 110,
      priority: 1,
      ...sortable('budgetUsed'),
      render: (_, p) => <BudgetUsedTag fraction={p.budgetUsed} />,
    },
    { key: 'team', title: 'Team', width: 170, priority: 3, render: (_, p) => <TeamAvatars project={p} /> },
    {
      key: 'updatedAt',
      title: 'Last Updated',
      width: 120,
      priority: 2,
      ...sortable('updatedAt'),
      render: (_, p) => new Date(p.updatedAt).toLocaleDateString('en-US'),
    },
  ];
  return (
    <DataTable<Item>
      tableId="project-list"
      label="Projects"
      aria-label="Projects"
      className="project-list__table"
      rowKey="_id"
      columns={columns}
      dataSource={projects}
      pagination={false}
      size="small"
      showSorterTooltip={false}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.columnKey as ProjectSortField | undefined;
        if (!field || !one?.order) onSort(null);
        else onSort({ sortBy: field, sortOrder: one.order === 'ascend' ? 1 : -1 });
      }}
    />
  );
}
