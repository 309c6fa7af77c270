import { ArrowLeftOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { RESET_PASSWORD_FAILED_MESSAGE } from '@tally/domain/admin/admin-users';
import { ADMIN_TOGGLEABLE_GROUPS, GROUP_LABELS, type GroupName } from '@tally/domain/auth/groups';
import { App, Avatar, Button, Card, Empty, Input, Popconfirm, Skeleton, Switch, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  ActiveInactiveAccountDocument,
  AddToGroupDocument,
  AdminUserDocument,
  type AdminUserQuery,
  RemoveFromGroupDocument,
  ResetUserPasswordDocument,
  ResubmitTimesheetsDocument,
} from '../../../graphql/generated/graphql.ts';
import { Field } from '../../../ui/Field.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import { HistoryPanel } from '../../shared/history/HistoryPanel.tsx';
import { ApproversCard } from './ApproversCard.tsx';
import { EditInformationCard } from './EditInformationCard.tsx';
import './users.css';

export type DetailUser = AdminUserQuery['admin']['user'];

/** /admin/users/{userId} (D-015..D-033): one user's cards. */
export function Component() {
  const { userId = '' } = useParams();
  const { data, error, refetch } = useQuery(AdminUserDocument, { variables: { userId } });
  const user = data?.admin.user;

  if (error && !user) {
    return (
      <div className="admin-user">
        <BackLink />
        <QueryError title="The user could not be loaded." error={error} onRetry={refetch} />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="admin-user">
        <BackLink />
        <Skeleton active avatar />
      </div>
    );
  }
  const email = user.emails[0]?.address ?? '';
  return (
    <div className="admin-user">
      <BackLink />
      <Card className="admin-user__header">
        <div className="admin-user__identity">
          <Avatar size={72} src={user.imageUrl ?? undefined} icon={<UserOutlined />} alt="" />
          <div>
            <Typography.Title level={1} className="admin-user__name">
              {user.firstName} {user.lastName}
            </Typography.Title>
            {user.title ? <div className="admin-user__title">{user.title}</div> : null}
            <div>{email}</div>
          </div>
        </div>
      </Card>
      <div className="admin-user__grid">
        <EditInformationCard user={user} />
        <div className="admin-user__column">
          <GroupsCard user={user} email={email} />
          <ApproversCard user={user} email={email} delegated={false} />
          <ApproversCard user={user} email={email} delegated />
          <ResubmitCard user={user} />
          <ResetPasswordCard user={user} email={email} />
          <AccountCard user={user} />
          <ProjectsCard user={user} />
          <Card title="History" size="small">
            <HistoryPanel subject="USER" id={user._id} />
          </Card>
        </div>
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/admin/users" className="admin-user__back">
      <ArrowLeftOutlined /> Users
    </Link>
  );
}

/** D-022: one switch per group, each saved at once. */
function GroupsCard({ user, email }: { user: DetailUser; email: string }) {
  const { message } = App.useApp();
  const headingId = useId();
  const [add] = useMutation(AddToGroupDocument);
  const [remove] = useMutation(RemoveFromGroupDocument);
  const [saving, setSaving] = useState<GroupName | null>(null);

  const toggle = async (name: GroupName, member: boolean) => {
    setSaving(name);
    try {
      const variables = { userEmail: email, name };
      if (member) await add({ variables });
      else await remove({ variables });
      void message.success(`${member ? 'Added to' : 'Removed from'} ${GROUP_LABELS[name]}`);
    } catch (failure) {
      const read = readInputErrors(failure);
      void message.error(read.message ?? Object.values(read.fields)[0] ?? 'The group could not be changed.');
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card title={<span id={headingId}>User Groups</span>} size="small">
      <ul className="admin-user__groups" aria-labelledby={headingId}>
        {ADMIN_TOGGLEABLE_GROUPS.map((name) => (
          <li key={name}>
            <Switch
              size="small"
              id={`group-${name}`}
              checked={user.groups.includes(name)}
              loading={saving === name}
              disabled={saving !== null}
              onChange={(checked) => void toggle(name, checked)}
            />
            <label htmlFor={`group-${name}`}>{GROUP_LABELS[name]}</label>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** D-029, D-030: re-runs approval routing for the user's open timesheets, after a confirmation. */
function ResubmitCard({ user }: { user: DetailUser }) {
  const { message } = App.useApp();
  const [resubmit, { loading }] = useMutation(ResubmitTimesheetsDocument);
  const run = async () => {
    try {
      const { data } = await resubmit({ variables: { userId: user._id } });
      const count = data?.resubmitTimesheets ?? 0;
      if (count === 0) void message.info('No timesheets are waiting for approval');
      else void message.success(`Resubmitted ${count} timesheet${count === 1 ? '' : 's'}`);
    } catch (failure) {
      void message.error(readInputErrors(failure).message ?? 'The timesheets could not be resubmitted.');
    }
  };
  return (
    <Card title="Resubmit Timesheets" size="small">
      <p className="admin-user__hint">
        Sends the user's timesheets that wait for approval to their current approvers again.
      </p>
      <Popconfirm
        title="Resubmit timesheets?"
        description="Pending approvals are routed again with the current approvers."
        okText="Resubmit"
        onConfirm={() => run()}
      >
        <Button loading={loading}>Resubmit Timesheets</Button>
      </Popconfirm>
    </Card>
  );
}

/** D-031: a new password, cleared after success. */
function ResetPasswordCard({ user, email }: { user: DetailUser; email: string }) {
  const { message } = App.useApp();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reset, { loading }] = useMutation(ResetUserPasswordDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('A new password is required.');
      return;
    }
    setError(undefined);
    try {
      await reset({ variables: { id: user._id, email: email || null, password } });
      setPassword('');
      void message.success('Password reset');
    } catch (failure) {
      const read = readInputErrors(failure);
      if (read.fields.password) setError(read.fields.password);
      void message.error(RESET_PASSWORD_FAILED_MESSAGE);
    }
  };

  return (
    <Card title="Reset User Password" size="small">
      <form onSubmit={(event) => void submit(event)} noValidate className="admin-user__inline-form">
        <Field id="reset-user-password" label="New Password" error={error}>
          {(control) => (
            <Input.Password
              {...control}
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <Button htmlType="submit" loading={loading}>
          Reset Password
        </Button>
      </form>
    </Card>
  );
}

/** D-032: whether the user is an active company employee; saves at once. */
function AccountCard({ user }: { user: DetailUser }) {
  const { message } = App.useApp();
  const [save, { loading }] = useMutation(ActiveInactiveAccountDocument);
  const toggle = async (status: boolean) => {
    try {
      await save({ variables: { id: user._id, status } });
      void message.success(status ? 'Account activated' : 'Account deactivated');
    } catch (failure) {
      const read = readInputErrors(failure);
      void message.error(
        read.message ?? Object.values(read.fields)[0] ?? 'The account could not be changed.',
      );
    }
  };
  return (
    <Card title="Active/Inactive Account" size="small">
      <div className="admin-user__account">
        <Switch
          id="account-active"
          checked={user.accountActive}
          loading={loading}
          onChange={(checked) => void toggle(checked)}
        />
        <label htmlFor="account-active">Active company employee</label>
        <span
          className={`admin-users__status admin-users__status--${user.accountActive ? 'active' : 'inactive'}`}
        >
          {user.accountActive ? 'Active' : 'Inactive'}
        </span>
      </div>
    </Card>
  );
}

/** D-033: the projects the user is on, each linking to its timesheets. */
function ProjectsCard({ user }: { user: DetailUser }) {
  return (
    <Card title="Projects" size="small">
      {user.projects.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Not on any project" />
      ) : (
        <ul className="admin-user__list">
          {user.projects.map((project) => (
            <li key={project._id}>
              <Link to={`/project-management/projects/${project._id}/timesheets`}>{project.name}</Link>
              <span className="admin-user__managers">{project.managers.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
