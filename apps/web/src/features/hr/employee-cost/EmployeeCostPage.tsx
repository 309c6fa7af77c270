import { UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { type HourlyCostValues, sortFinancials } from '@tally/domain/hr/hourly-cost';
import { isoToCompact } from '@tally/domain/shared/dates';
import { App, Avatar, Input, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  AddUserFinancialDocument,
  HrUsersDocument,
  type HrUsersQuery,
  RemoveUserFinancialDocument,
  UpdateUserFinancialDocument,
} from '../../../graphql/generated/graphql.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { PHONE_CARDS, TOUCH_TARGETS, withPhoneLabels } from '../../../ui/table/phoneCards.ts';
import { FinancialRow } from './FinancialRow.tsx';
import './employee-cost.css';

type HrUser = HrUsersQuery['hr']['users'][number];

/** First and last name, in either order, contain every word typed (H-001). */
export function matchesName(user: { firstName: string; lastName: string }, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const name = `${user.firstName} ${user.lastName}`.toLowerCase();
  return words.every((word) => name.includes(word));
}

const fullName = (user: HrUser) => `${user.firstName} ${user.lastName}`;

const toVariables = (values: HourlyCostValues) => ({
  hourlyCost: values.hourlyCost,
  startDate: values.startDate ? isoToCompact(values.startDate) : null,
  endDate: values.endDate ? isoToCompact(values.endDate) : null,
});

/** /human-resources/employee-cost: 'User Hourly Cost' (H-001..H-010). */
export function Component() {
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(HrUsersDocument);
  const [search, setSearch] = useState('');
  const [add] = useMutation(AddUserFinancialDocument);
  const [update] = useMutation(UpdateUserFinancialDocument);
  const [remove] = useMutation(RemoveUserFinancialDocument);

  const users = useMemo(
    () => (data?.hr.users ?? []).filter((user) => matchesName(user, search)),
    [data, search],
  );

  const save = async (user: HrUser, recordId: string | null, values: HourlyCostValues) => {
    try {
      if (recordId) {
        await update({ variables: { userId: user._id, indexId: recordId, ...toVariables(values) } });
        void message.success('Hourly cost updated');
      } else {
        await add({ variables: { userId: user._id, ...toVariables(values) } });
        void message.success('Hourly cost added');
      }
      return { ok: true };
    } catch (failure) {
      const { fields, message: general } = readInputErrors(failure);
      if (general) void message.error(general);
      return { ok: false, fields };
    }
  };

  const removeRecord = async (user: HrUser, recordId: string) => {
    try {
      await remove({ variables: { userId: user._id, indexId: recordId } });
      void message.success('Hourly cost deleted');
    } catch (failure) {
      void message.error(readInputErrors(failure).message ?? 'The record could not be deleted.');
    }
  };

  // On a phone each user is a card: the person heads it, the cost records (with their own labels) follow.
  const columns = withPhoneLabels<HrUser>([
    {
      key: 'user',
      title: 'User',
      label: '',
      width: '30%',
      render: (_, user) => (
        <div className="hr-cost-user">
          <Avatar src={user.imageUrl ?? undefined} icon={<UserOutlined />} alt="" />
          <div className="hr-cost-user__text">
            <Typography.Text strong>{fullName(user)}</Typography.Text>
            <Typography.Text type="secondary" className="hr-cost-user__email">
              {user.email}
            </Typography.Text>
            <Typography.Text type="secondary" className="hr-cost-user__meta">
              {[user.employeeType, user.title].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'employeeType',
      title: 'Employee Type',
      dataIndex: 'employeeType',
      width: 120,
      responsive: ['lg'],
    },
    { key: 'title', title: 'Title', dataIndex: 'title', width: 160, responsive: ['lg'] },
    {
      key: 'financials',
      title: 'Hourly Cost',
      label: '',
      render: (_, user) => (
        <div className="hr-cost-records">
          {sortFinancials(user.hr.financials).map((record) => (
            <FinancialRow
              key={record._id}
              record={record}
              userName={fullName(user)}
              onSave={(values) => save(user, record._id, values)}
              onDelete={() => removeRecord(user, record._id)}
            />
          ))}
          <FinancialRow
            record={null}
            userName={fullName(user)}
            onSave={(values) => save(user, null, values)}
          />
        </div>
      ),
    },
  ]);

  return (
    <div className={`hr-cost ${TOUCH_TARGETS}`}>
      <Typography.Title level={1}>User Hourly Cost</Typography.Title>
      <Input.Search
        className="hr-cost__search"
        aria-label="Search by first or last name"
        placeholder="Search by first or last name"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <QueryState error={error} data={data} errorTitle="The users could not be loaded." onRetry={refetch}>
        <Table<HrUser>
          className={PHONE_CARDS}
          aria-label="Users and their hourly cost"
          rowKey="_id"
          columns={columns}
          dataSource={users}
          loading={loading && !data}
          pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
          locale={{ emptyText: search ? 'No users match the search' : 'No users' }}
        />
      </QueryState>
    </div>
  );
}
