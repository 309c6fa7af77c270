import { useQuery } from '@apollo/client/react';
import { Select, Switch, Tag } from 'antd';
import { useId, useMemo, useState } from 'react';
import { ManualTimesheetUsersDocument } from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';

/** Every user the screen may pick, fetched once (the switch only filters). */
export function useManualTimesheetUsers() {
  const { data, loading, error, refetch } = useQuery(ManualTimesheetUsersDocument, {
    variables: { includeInactive: true },
  });
  return {
    users: data?.finance.manualTimesheetUsers,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch: () => void refetch(),
  };
}

export interface PickableUser {
  _id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  accountActive: boolean;
}

/** 'first last - email' (F-076); without an e-mail, the name alone. */
export function userLabel(user: PickableUser): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return user.email ? `${name} - ${user.email}` : name;
}

interface Props {
  value: string | undefined;
  onChange(userId: string): void;
  list: ReturnType<typeof useManualTimesheetUsers>;
}

/**
 * The searchable user select and the 'Include Inactive Users' switch (F-076, F-077): the switch only
 * filters the list, and the chosen user stays listed even when inactive.
 */
export function UserPicker({ value, onChange, list }: Props) {
  const { users, loading, error, refetch } = list;
  const [includeInactive, setIncludeInactive] = useState(false);
  const selectId = useId();
  const switchId = useId();

  const options = useMemo(
    () =>
      (users ?? [])
        .filter((user) => includeInactive || user.accountActive || user._id === value)
        .map((user) => ({ value: user._id, label: userLabel(user), inactive: !user.accountActive })),
    [users, includeInactive, value],
  );

  return (
    <div className="manual-user-picker">
      <div className="manual-user-picker__field">
        <label htmlFor={selectId} className="tally-text-strong">
          User
        </label>
        <Select
          id={selectId}
          className="manual-user-picker__select"
          placeholder="Search by name or e-mail"
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          options={options}
          value={users?.some((user) => user._id === value) ? value : undefined}
          onChange={onChange}
          notFoundContent={loading ? 'Loading users…' : 'No users found'}
          optionRender={(option) => (
            <span>
              {option.label}
              {option.data.inactive ? <Tag className="manual-user-picker__inactive">Inactive</Tag> : null}
            </span>
          )}
        />
      </div>
      <div className="manual-user-picker__switch">
        <Switch id={switchId} checked={includeInactive} onChange={setIncludeInactive} />
        <label htmlFor={switchId}>Include Inactive Users</label>
      </div>
      {error ? <QueryError title="The users could not be loaded." error={error} onRetry={refetch} /> : null}
    </div>
  );
}
