import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoneyExact } from '@tally/domain/shared/money';
import { App, Button, Popconfirm, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../../graphql/errors.ts';
import {
  AddProjectRoleDocument,
  ProjectRolesDocument,
  RemoveProjectRoleDocument,
  UpdateProjectRoleDocument,
} from '../../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../../ui/QueryState.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { RoleForm } from './RoleForm.tsx';
import './roles.css';
import type { RoleValues } from './roleForm.ts';

type Editing = { role: { _id: string; name: string; rate: number } | null } | null;

/** Roles tab: the project's roles with their hourly rates; add, edit, remove (M-052..M-056). */
export default function RolesTab({ project, settings }: ProjectTabProps) {
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(ProjectRolesDocument, {
    variables: { projectId: project._id },
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof RoleValues, string>>>();
  const [add, adding] = useMutation(AddProjectRoleDocument);
  const [update, updating] = useMutation(UpdateProjectRoleDocument);
  const [remove] = useMutation(RemoveProjectRoleDocument);

  const roles = data?.projectManagement.project.roles ?? [];
  const canManage = data?.projectManagement.project.canManage ?? project.canManage;
  const suggestions = (data?.roleNames?.terms ?? []).map((term) => term.name);
  const locked = settings.lockEditing;

  const save = async (values: RoleValues) => {
    setServerErrors(undefined);
    try {
      if (editing?.role) {
        await update({ variables: { projectId: project._id, indexId: editing.role._id, ...values } });
        void message.success('Role updated');
      } else {
        await add({ variables: { projectId: project._id, ...values } });
        void message.success('Role added');
      }
      setEditing(null);
    } catch (failure) {
      const { fields, message: general } = readInputErrors(failure);
      setServerErrors(fields);
      if (general) void message.error(general);
    }
  };

  const removeRole = async (indexId: string) => {
    try {
      await remove({ variables: { projectId: project._id, indexId } });
      void message.success('Role deleted');
    } catch (failure) {
      void message.error(readInputErrors(failure).message ?? 'The role could not be deleted.');
    }
  };

  if (error && !data) {
    return <QueryError title="The roles could not be loaded." error={error} onRetry={refetch} />;
  }

  return (
    <section aria-label="Roles" className="project-roles">
      {canManage ? (
        <Space style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setServerErrors(undefined);
              setEditing({ role: null });
            }}
          >
            Add Role
          </Button>
        </Space>
      ) : null}
      <Table
        rowKey="_id"
        loading={loading && !data}
        dataSource={roles}
        pagination={false}
        locale={{ emptyText: 'No roles yet' }}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          {
            title: 'Rate',
            dataIndex: 'rate',
            key: 'rate',
            align: 'right',
            render: (rate: number) => `${formatMoneyExact(rate)}/hr`,
          },
          ...(canManage
            ? [
                {
                  title: 'Actions',
                  key: 'actions',
                  width: 120,
                  render: (_: unknown, role: (typeof roles)[number]) => (
                    <Space>
                      <Button
                        icon={<EditOutlined />}
                        aria-label={`Edit role ${role.name}`}
                        onClick={() => {
                          setServerErrors(undefined);
                          setEditing({ role });
                        }}
                      />
                      {locked ? (
                        <Tooltip title="Roles cannot be deleted while the accounting integration is enabled.">
                          <Button
                            icon={<DeleteOutlined />}
                            aria-label={`Delete role ${role.name}`}
                            disabled
                          />
                        </Tooltip>
                      ) : (
                        <Popconfirm
                          title="Are you sure you want to delete this role?"
                          okText="Delete"
                          okButtonProps={{ danger: true }}
                          onConfirm={() => removeRole(role._id)}
                        >
                          <Button danger icon={<DeleteOutlined />} aria-label={`Delete role ${role.name}`} />
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? (
        <RoleForm
          role={editing.role}
          usedNames={roles.map((role) => role.name)}
          suggestions={suggestions}
          serverErrors={serverErrors}
          saving={adding.loading || updating.loading}
          onSave={(values) => void save(values)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
