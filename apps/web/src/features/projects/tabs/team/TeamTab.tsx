import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { toCsv } from '@tally/domain/shared/csv';
import { compactToIso } from '@tally/domain/shared/dates';
import { Alert, App, Avatar, Button, Popconfirm, Progress, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../../graphql/errors.ts';
import {
  AddResourceDocument,
  ProjectTeamDocument,
  RemoveResourceDocument,
  TeamAssignableUsersDocument,
  type TeamResourceFragment,
  UpdateResourceDocument,
} from '../../../../graphql/generated/graphql.ts';
import { PermissionButton } from '../../../../ui/PermissionButton.tsx';
import { readableTagStyle } from '../../../../ui/readableTag.ts';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { type ResourceErrors, type ResourceValues, resourceVariables } from './resourceForm.ts';
import {
  displayDate,
  hoursProgress,
  isProjectManager,
  removeBlockedReason,
  resourceName,
  statusLabel,
  teamCsvRows,
} from './teamModel.ts';
import './team.css';

type Editing = { resource: TeamResourceFragment | null } | null;

const LOCKED_REASON = 'Resources cannot be added while the accounting integration is enabled.';

function valuesOf(resource: TeamResourceFragment): ResourceValues {
  return {
    userId: resource.user?._id ?? null,
    name: resourceName(resource),
    email: resource.email,
    role: resource.role ?? null,
    startDate: resource.startDate ? compactToIso(resource.startDate) : null,
    endDate: resource.endDate ? compactToIso(resource.endDate) : null,
    allowProjectManagement: resource.allowProjectManagement,
    timesheetApprover: resource.timesheetApprover,
    inactive: resource.inactive,
    budgetedHours: resource.budgetedHours ?? null,
    note: resource.note ?? '',
  };
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Team tab: the project's resources with hours, badges and CSV export; add, edit, remove (M-057..M-067). */
export default function TeamTab({ project, settings, refetchProject }: ProjectTabProps) {
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(ProjectTeamDocument, {
    variables: { projectId: project._id },
  });
  const team = data?.projectManagement.project;
  const canManage = team?.canManage ?? project.canManage;
  const [editing, setEditing] = useState<Editing>(null);
  const [search, setSearch] = useState('');
  const [serverErrors, setServerErrors] = useState<ResourceErrors>();
  const users = useQuery(TeamAssignableUsersDocument, {
    variables: { projectId: project._id, search: search || null },
    skip: editing === null || settings.accountingUrlSet,
  });
  const [add, adding] = useMutation(AddResourceDocument);
  const [update, updating] = useMutation(UpdateResourceDocument);
  const [remove] = useMutation(RemoveResourceDocument);

  const resources = team?.resources ?? [];
  const locked = settings.lockEditing;

  const save = async (values: ResourceValues) => {
    setServerErrors(undefined);
    try {
      if (editing?.resource) {
        await update({
          variables: { id: editing.resource._id, ...resourceVariables(values), note: values.note },
        });
        void message.success('Resource updated');
      } else {
        await add({ variables: { projectId: project._id, ...resourceVariables(values) } });
        void message.success('Resource added');
      }
      setEditing(null);
      refetchProject();
    } catch (failure) {
      const { fields, message: general } = readInputErrors(failure);
      setServerErrors(fields);
      const first = general ?? Object.values(fields)[0];
      void message.error(first ?? 'The resource could not be saved.');
    }
  };

  const removeResource = async (resource: TeamResourceFragment) => {
    try {
      await remove({ variables: { id: resource._id } });
      void message.success('Resource removed');
    } catch (failure) {
      void message.error(readInputErrors(failure).message ?? 'The resource could not be removed.');
    }
  };

  const exportCsv = () => {
    const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const safeName = project.name.replaceAll(/[^\w-]+/g, '-');
    download(`${safeName}-Team-${stamp}.csv`, toCsv(teamCsvRows(resources)));
  };

  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Error loading resources"
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }

  return (
    <section aria-label="Team" className="project-team">
      <Space wrap style={{ marginBottom: 12 }}>
        {canManage ? (
          locked ? (
            <Tooltip title={LOCKED_REASON}>
              <Button type="primary" icon={<PlusOutlined />} disabled>
                Add Resource
              </Button>
            </Tooltip>
          ) : (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setServerErrors(undefined);
                setEditing({ resource: null });
              }}
            >
              Add Resource
            </Button>
          )
        ) : null}
        <PermissionButton
          icon={<DownloadOutlined />}
          onClick={exportCsv}
          permission={
            resources.length === 0
              ? { allowed: false, reason: 'There are no resources to export.' }
              : { allowed: true }
          }
        >
          Export CSV
        </PermissionButton>
      </Space>
      {/* The table scrolls sideways on narrow windows; the region takes focus so keyboards can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="project-team__scroll" aria-label="Team members" tabIndex={0}>
        <Table
          rowKey="_id"
          loading={loading && !data}
          dataSource={resources}
          pagination={false}
          locale={{ emptyText: 'No resources found' }}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_: unknown, resource: TeamResourceFragment) => {
                const { percent, over } = hoursProgress(resource.totalApprovedHours, resource.budgetedHours);
                const name = resourceName(resource);
                return (
                  <div className="team-member">
                    <Avatar src={resource.user?.imageUrl ?? undefined} alt="" aria-hidden>
                      {name.charAt(0)}
                    </Avatar>
                    <div className="team-member__text">
                      <span className="team-member__name">{name}</span>
                      <span className="team-member__badges">
                        {isProjectManager(resource) ? <Tag color="blue">Project Manager</Tag> : null}
                        {resource.timesheetApprover ? <Tag color="purple">Approver</Tag> : null}
                      </span>
                      <Progress
                        percent={percent}
                        size="small"
                        status={over ? 'exception' : 'normal'}
                        strokeColor={over ? '#cf1322' : undefined}
                        format={() => `${resource.totalApprovedHours} / ${resource.budgetedHours ?? 0} h`}
                        aria-label={`${name}: ${resource.totalApprovedHours} approved of ${resource.budgetedHours ?? 0} budgeted hours`}
                        className={
                          over ? 'team-member__hours team-member__hours--over' : 'team-member__hours'
                        }
                      />
                    </div>
                  </div>
                );
              },
            },
            { title: 'Role', dataIndex: 'role', key: 'role', render: (role: string | null) => role ?? '—' },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            {
              title: 'Start Date',
              key: 'startDate',
              render: (_: unknown, r: TeamResourceFragment) => displayDate(r.startDate),
            },
            {
              title: 'End Date',
              key: 'endDate',
              render: (_: unknown, r: TeamResourceFragment) => displayDate(r.endDate) || '—',
            },
            { title: 'Note', dataIndex: 'note', key: 'note', render: (note: string | null) => note ?? '' },
            {
              title: 'Status',
              key: 'status',
              render: (_: unknown, r: TeamResourceFragment) => (
                <Tag
                  color={r.inactive ? 'default' : 'green'}
                  style={readableTagStyle(r.inactive ? 'default' : 'green')}
                >
                  {statusLabel(r)}
                </Tag>
              ),
            },
            ...(canManage
              ? [
                  {
                    title: 'Actions',
                    key: 'actions',
                    render: (_: unknown, resource: TeamResourceFragment) => (
                      <Space>
                        <Button
                          icon={<EditOutlined />}
                          aria-label={`Edit ${resourceName(resource)}`}
                          onClick={() => {
                            setServerErrors(undefined);
                            setEditing({ resource });
                          }}
                        />
                        {resource.totalApprovedHours > 0 ? (
                          <PermissionButton
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`Remove ${resourceName(resource)}`}
                            permission={{
                              allowed: false,
                              reason: removeBlockedReason(resource.totalApprovedHours),
                            }}
                          />
                        ) : (
                          <Popconfirm
                            title={`Remove ${resourceName(resource)} from the team?`}
                            okText="Remove"
                            okButtonProps={{ danger: true }}
                            onConfirm={() => removeResource(resource)}
                          >
                            <Button
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`Remove ${resourceName(resource)}`}
                            />
                          </Popconfirm>
                        )}
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>
      {editing ? (
        <ResourceForm
          initial={editing.resource ? valuesOf(editing.resource) : null}
          roles={(team?.roles ?? []).map((role) => role.name)}
          hideUserPicker={settings.accountingUrlSet}
          users={users.data?.projectManagement.assignableUsers ?? []}
          usersLoading={users.loading}
          onSearchUsers={setSearch}
          serverErrors={serverErrors}
          saving={adding.loading || updating.loading}
          onSave={(values) => void save(values)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
