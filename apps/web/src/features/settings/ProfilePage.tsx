import { useQuery } from '@apollo/client/react';
import { GROUP_LABELS, isGroupName } from '@tally/domain/auth/groups';
import { Avatar, Card, Descriptions, type DescriptionsProps, Skeleton, Space, Tag, Typography } from 'antd';
import { useMe } from '../../app/shell/meContext.ts';
import { initials } from '../../app/shell/UserMenu.tsx';
import { ProfileDocument, type ProfileQuery } from '../../graphql/generated/graphql.ts';
import { QueryError } from '../../ui/QueryState.tsx';
import { ApiTokensCard } from '../integrations/api-access/ApiTokensCard.tsx';
import { useTimesheetSettings } from '../timesheets/shared/settings.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { PreferencesCard } from './PreferencesCard.tsx';
import { SupervisorCard } from './SupervisorCard.tsx';
import { TimeOffCard } from './TimeOffCard.tsx';

type Profile = ProfileQuery['me'];

const NOT_SET = <Typography.Text type="secondary">Not set</Typography.Text>;

function orNotSet(value: string | null | undefined) {
  return value?.trim() ? value : NOT_SET;
}

function profileItems(me: Profile): DescriptionsProps['items'] {
  return [
    { key: 'name', label: 'Name', children: `${me.firstName} ${me.lastName}` },
    { key: 'title', label: 'Title', children: orNotSet(me.title) },
    {
      key: 'emails',
      label: me.emails.length > 1 ? 'E-mails' : 'E-mail',
      children: me.emails.length ? (
        <Space direction="vertical" size={0}>
          {me.emails.map((e) => (
            <span key={e.address}>{e.address}</span>
          ))}
        </Space>
      ) : (
        NOT_SET
      ),
    },
    {
      key: 'groups',
      label: 'Groups',
      children: me.groups.length
        ? me.groups.map((g) => <Tag key={g}>{isGroupName(g) ? GROUP_LABELS[g] : g}</Tag>)
        : NOT_SET,
    },
    { key: 'employeeType', label: 'Employee type', children: orNotSet(me.employeeType) },
    { key: 'department', label: 'Department', children: orNotSet(me.department) },
    { key: 'payrollId', label: 'Payroll ID', children: orNotSet(me.payrollId) },
  ];
}

/** /user/profile: the signed-in user's details. */
export function Component() {
  const { data, error, refetch } = useQuery(ProfileDocument);
  const me = data?.me;
  const shellMe = useMe();
  const { showTimeOffBalances } = useTimesheetSettings();

  return (
    <>
      <Typography.Title level={1}>Profile</Typography.Title>
      {error && !me ? (
        <QueryError title="Your profile could not be loaded." error={error} onRetry={refetch} />
      ) : null}
      <Card>
        {me ? (
          <>
            <Space size="middle" align="center" style={{ marginBottom: 24 }}>
              <Avatar size={64} src={me.imageUrl || undefined} alt="" className="tally-avatar">
                {initials(me.firstName, me.lastName)}
              </Avatar>
              <div>
                <Typography.Title level={2} style={{ margin: 0 }}>
                  {`${me.firstName} ${me.lastName}`}
                </Typography.Title>
                {me.title ? <Typography.Text type="secondary">{me.title}</Typography.Text> : null}
              </div>
            </Space>
            <Descriptions bordered column={1} items={profileItems(me)} styles={{ label: { width: 200 } }} />
          </>
        ) : (
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        )}
      </Card>
      {me ? (
        <Space direction="vertical" size={16} style={{ marginTop: 16, width: '100%' }}>
          {me.supervisor ? <SupervisorCard supervisor={me.supervisor} /> : null}
          {showTimeOffBalances ? <TimeOffCard userId={me._id} /> : null}
          <PreferencesCard me={me} />
          <ChangePasswordCard
            emails={me.emails.map((email) => email.address)}
            hasPasswordCredentials={me.hasPasswordCredentials}
          />
          <ApiTokensCard userId={me._id} manageAll={shellMe.can.manageAllAccessTokens} />
        </Space>
      ) : null}
    </>
  );
}
