import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { APPROVER_ROLES, approverLabel, validateApprover } from '@tally/domain/admin/admin-users';
import { App, Button, Card, Empty, Popconfirm, Select } from 'antd';
import { type FormEvent, useMemo, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  AddApproverDocument,
  AdminUsersDocument,
  RemoveApproverDocument,
} from '../../../graphql/generated/graphql.ts';
import { Field } from '../../../ui/Field.tsx';
import type { DetailUser } from './UserDetailPage.tsx';

const TYPE_OPTIONS = [
  { value: 'individual', label: 'Individual' },
  { value: 'role', label: 'Role' },
  { value: 'self', label: 'Self' },
];

/**
 * The people an individual approver may be (issue 13): active accounts, picked from a list (label
 * 'First Last - email', value the e-mail) instead of typed; the server refuses anyone else. The admin users
 * list query is reused (asked once the individual type is chosen, usually cached from the users list).
 */
function useActiveApprovers(wanted: boolean) {
  const { data, loading } = useQuery(AdminUsersDocument, { skip: !wanted });
  const options = useMemo(
    () =>
      (data?.admin.users ?? []).flatMap((person) => {
        const address = person.emails[0]?.address;
        if (!person.accountActive || !address) return [];
        const name = `${person.firstName} ${person.lastName}`.trim();
        return [{ value: address, label: `${name} - ${address}` }];
      }),
    [data],
  );
  return { options, loading: loading && !data };
}

/**
 * D-023..D-028: the approvers (or delegated approvers) of a user, added at once and removed after a
 * confirmation (a removed approver stops seeing the user's sheets, which one stray click should not do).
 */
export function ApproversCard({
  user,
  email,
  delegated,
}: {
  user: DetailUser;
  email: string;
  delegated: boolean;
}) {
  const { message } = App.useApp();
  const title = delegated ? 'Delegated Approvers' : 'Approvers';
  const prefix = delegated ? 'delegated-approver' : 'approver';
  const approvers = delegated ? user.delegatedApprovers : user.approvers;
  const [type, setType] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, { loading }] = useMutation(AddApproverDocument);
  const people = useActiveApprovers(type === 'individual');
  const [remove] = useMutation(RemoveApproverDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateApprover({ type, value });
    setErrors(found);
    if (Object.keys(found).length > 0 || !type) return;
    try {
      await add({
        variables: { userEmail: email, type, value: type === 'self' ? null : value.trim(), delegated },
      });
      setType(null);
      setValue('');
      void message.success(`${delegated ? 'Delegated approver' : 'Approver'} added`);
    } catch (failure) {
      const read = readInputErrors(failure);
      setErrors(read.fields);
      if (read.message) void message.error(read.message);
    }
  };

  const removeOne = async (approver: { type: string; value: string }) => {
    try {
      await remove({
        variables: { userEmail: email, type: approver.type, value: approver.value, delegated },
      });
      void message.success(`${delegated ? 'Delegated approver' : 'Approver'} removed`);
    } catch (failure) {
      const read = readInputErrors(failure);
      void message.error(
        read.message ?? Object.values(read.fields)[0] ?? 'The approver could not be removed.',
      );
    }
  };

  return (
    <Card title={title} size="small">
      {approvers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${title.toLowerCase()}`} />
      ) : (
        <ul className="admin-user__list" aria-label={title}>
          {approvers.map((approver) => (
            <li key={approver._id}>
              <span>{approverLabel(approver)}</span>
              <Popconfirm
                title={`Remove ${approverLabel(approver)} from the ${title.toLowerCase()}?`}
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={() => removeOne(approver)}
              >
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${approverLabel(approver)}`}
                />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="admin-user__approver-form"
        aria-label={`Add ${delegated ? 'delegated approver' : 'approver'}`}
      >
        <Field id={`${prefix}-type`} label="Type" error={errors.type}>
          {(control) => (
            <Select
              {...control}
              placeholder="Select a type"
              value={type}
              onChange={(next) => {
                setType(next);
                setValue('');
                setErrors({});
              }}
              options={TYPE_OPTIONS}
            />
          )}
        </Field>
        {type === 'role' ? (
          <Field id={`${prefix}-role`} label="Role" error={errors.value}>
            {(control) => (
              <Select
                {...control}
                placeholder="Select a role"
                value={value || null}
                onChange={(next) => {
                  setValue(next);
                  setErrors({});
                }}
                options={APPROVER_ROLES.map((role) => ({ value: role, label: role }))}
              />
            )}
          </Field>
        ) : null}
        {type === 'individual' ? (
          <Field id={`${prefix}-email`} label="Approver Email" error={errors.value}>
            {(control) => (
              <Select
                {...control}
                placeholder="Search by name or e-mail"
                showSearch={{ optionFilterProp: 'label' }}
                loading={people.loading}
                value={value || null}
                onChange={(next: string) => {
                  setValue(next);
                  setErrors({});
                }}
                options={people.options}
                notFoundContent={people.loading ? 'Loading users…' : 'No active user found'}
              />
            )}
          </Field>
        ) : null}
        <Button htmlType="submit" loading={loading}>
          Add
        </Button>
      </form>
    </Card>
  );
}
