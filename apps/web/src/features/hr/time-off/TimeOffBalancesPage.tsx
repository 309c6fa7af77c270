import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/shared/dates';
import { yearRange } from '@tally/domain/time-off/time-off';
import { Button, Input, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useMemo, useState } from 'react';
import { HrTimeOffUsersDocument, type HrTimeOffUsersQuery } from '../../../graphql/generated/graphql.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { TOUCH_TARGETS } from '../../../ui/table/phoneCards.ts';
import { useToday } from '../../../ui/useToday.ts';
import { TimeOffViews } from '../../time-off/TimeOffViews.tsx';
import { matchesName } from '../employee-cost/EmployeeCostPage.tsx';
import './time-off.css';

type User = HrTimeOffUsersQuery['hr']['users'][number];

const fullName = (user: User) => `${user.firstName} ${user.lastName}`;

/** /human-resources/time-off-balances (H-015, H-016): every user's balances; per user the views and the add form. */
export function Component() {
  const today = useToday();
  const year = Number(today.slice(0, 4));
  const range = yearRange(year);
  const { data, loading, error, refetch } = useQuery(HrTimeOffUsersDocument, {
    variables: { startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) },
  });
  const [search, setSearch] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  const users = useMemo(
    () =>
      (data?.hr.users ?? []).filter(
        (user) => (includeInactive || user.accountActive) && matchesName(user, search),
      ),
    [data, search, includeInactive],
  );

  const columns: ColumnsType<User> = [
    {
      key: 'name',
      title: 'Name',
      render: (_, user) => (
        <div>
          <div className="hr-timeoff__name">
            {fullName(user)} {user.accountActive ? null : <Tag>Inactive</Tag>}
          </div>
          {user.email ? <Typography.Text type="secondary">{user.email}</Typography.Text> : null}
        </div>
      ),
    },
    { key: 'title', title: 'Title', dataIndex: 'title', responsive: ['md'] },
    {
      key: 'balances',
      title: `Remaining ${year}`,
      render: (_, user) =>
        user.timeOffBalances.length ? (
          <ul className="hr-timeoff__balances">
            {user.timeOffBalances.map((balance) => (
              <li key={balance.timeOffType}>
                <span>{balance.timeOffType}</span> <strong>{balance.remaining.toFixed(2)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <Typography.Text type="secondary">No balances</Typography.Text>
        ),
    },
  ];

  return (
    <div className={`hr-timeoff ${TOUCH_TARGETS}`}>
      <Typography.Title level={1}>Time-off Balances</Typography.Title>
      <div className="hr-timeoff__toolbar">
        <Input.Search
          aria-label="Search by name"
          placeholder="Search by name"
          allowClear
          className="hr-timeoff__search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <span className="hr-timeoff__switch">
          <Switch id="hr-timeoff-inactive" checked={includeInactive} onChange={setIncludeInactive} />
          <label htmlFor="hr-timeoff-inactive">Include Inactive Users</label>
        </span>
      </div>
      <QueryState error={error} data={data} errorTitle="The users could not be loaded." onRetry={refetch}>
        <Table<User>
          rowKey="_id"
          aria-label="Users and their time-off balances"
          columns={columns}
          dataSource={users}
          loading={loading && !data}
          pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: search ? 'No users match that name' : 'No users' }}
          expandable={{
            expandedRowKeys: expanded,
            onExpandedRowsChange: setExpanded,
            expandRowByClick: false,
            // A button of its own (antd's is a 17 px square): 44 px on a phone like every TOUCH_TARGETS button.
            expandIcon: ({ expanded, record, onExpand }) => (
              <Button
                type="text"
                size="small"
                className="hr-timeoff__expand"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Hide' : 'Show'} the time off of ${fullName(record)}`}
                icon={expanded ? <MinusSquareOutlined aria-hidden /> : <PlusSquareOutlined aria-hidden />}
                onClick={(event) => onExpand(record, event)}
              />
            ),
            expandedRowRender: (user) => (
              <TimeOffViews userId={user._id} userName={fullName(user)} allowAdd />
            ),
          }}
        />
      </QueryState>
    </div>
  );
}
