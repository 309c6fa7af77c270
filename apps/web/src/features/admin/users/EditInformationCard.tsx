import { useMutation, useQuery } from '@apollo/client/react';
import {
  EMPLOYEE_TYPES,
  PAYROLL_ITEMS,
  USER_UPDATE_FAILED_MESSAGE,
  USER_UPDATED_MESSAGE,
  validateEditUser,
} from '@tally/domain/admin/admin-users';
import { App, Button, Card, Input, InputNumber, Select } from 'antd';
import { type FormEvent, useMemo, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { AdminSupervisorOptionsDocument, UpdateUserDocument } from '../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { Field } from '../../../ui/Field.tsx';
import type { DetailUser } from './UserDetailPage.tsx';

interface Form {
  firstName: string;
  lastName: string;
  title: string;
  department: string;
  payrollId: string;
  role: string;
  employeeType: string | null;
  quickbooksEmployeeName: string;
  quickbooksPayrollItem: string | null;
  supervisorId: string | null;
  defaultRate: number | null;
}

const TEXT_FIELDS = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['title', 'Title'],
  ['department', 'Department'],
  ['payrollId', 'Payroll ID'],
  ['role', 'Role'],
  ['quickbooksEmployeeName', 'QuickBooks Employee Name'],
] as const;

function formOf(user: DetailUser): Form {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title ?? '',
    department: user.department ?? '',
    payrollId: user.payrollId ?? '',
    role: user.role ?? '',
    employeeType: user.employeeType ?? null,
    quickbooksEmployeeName: user.quickbooksEmployeeName ?? '',
    quickbooksPayrollItem: user.quickbooksPayrollItem ?? null,
    supervisorId: user.supervisorId ?? null,
    defaultRate: user.defaultRate ?? null,
  };
}

const same = (a: Form, b: Form) => (Object.keys(a) as (keyof Form)[]).every((key) => a[key] === b[key]);

/** D-016..D-021: the Edit Information form; Update and Cancel only when something changed. */
export function EditInformationCard({ user }: { user: DetailUser }) {
  const { notification } = App.useApp();
  const loaded = useMemo(() => formOf(user), [user]);
  const [form, setForm] = useState<Form>(loaded);
  const [base, setBase] = useState<Form>(loaded);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading }] = useMutation(UpdateUserDocument);
  const supervisors = useQuery(AdminSupervisorOptionsDocument);
  // The user was saved or refetched: the form starts from the new values.
  if (!same(base, loaded)) {
    setBase(loaded);
    setForm(loaded);
  }
  const changed = !same(form, base);

  const options = useMemo(
    () =>
      (supervisors.data?.admin.users ?? [])
        .filter((candidate) => candidate._id !== user._id)
        .map((candidate) => ({
          value: candidate._id,
          label: `${candidate.firstName} ${candidate.lastName} (${candidate.emails[0]?.address ?? ''})`,
        })),
    [supervisors.data, user._id],
  );

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = (value: string) => value.trim() || null;
    const input = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      title: trimmed(form.title),
      department: trimmed(form.department),
      payrollId: trimmed(form.payrollId),
      role: trimmed(form.role),
      employeeType: form.employeeType,
      quickbooksEmployeeName: trimmed(form.quickbooksEmployeeName),
      quickbooksPayrollItem: form.quickbooksPayrollItem,
      supervisorId: form.supervisorId,
      defaultRate: form.defaultRate,
    };
    const found = validateEditUser(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update({ variables: { userId: user._id, ...input } });
      notification.success({ title: USER_UPDATED_MESSAGE, duration: 3 });
    } catch (failure) {
      const read = readInputErrors(failure);
      setErrors(read.fields);
      notification.error({
        title: USER_UPDATE_FAILED_MESSAGE,
        description: read.message ?? Object.values(read.fields)[0],
        duration: 6,
      });
    }
  };

  return (
    <Card title="Edit Information" size="small" className="admin-user__edit">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit Information">
        <div className="admin-user__form-grid">
          {TEXT_FIELDS.map(([key, label]) => (
            <Field key={key} id={`edit-user-${key}`} label={label} error={errors[key]}>
              {(control) => (
                <Input {...control} value={form[key]} onChange={(event) => set(key, event.target.value)} />
              )}
            </Field>
          ))}
          <Field id="edit-user-employeeType" label="Employee Type" error={errors.employeeType}>
            {(control) => (
              <Select
                {...control}
                allowClear
                value={form.employeeType}
                onChange={(value) => set('employeeType', value ?? null)}
                options={EMPLOYEE_TYPES.map((value) => ({ value, label: value }))}
              />
            )}
          </Field>
          <Field
            id="edit-user-quickbooksPayrollItem"
            label="QuickBooks Payroll Item"
            error={errors.quickbooksPayrollItem}
          >
            {(control) => (
              <Select
                {...control}
                allowClear
                value={form.quickbooksPayrollItem}
                onChange={(value) => set('quickbooksPayrollItem', value ?? null)}
                options={PAYROLL_ITEMS.map((value) => ({ value, label: value }))}
              />
            )}
          </Field>
          <Field id="edit-user-supervisorId" label="Supervisor" error={errors.supervisorId}>
            {(control) => (
              <Select
                {...control}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={supervisors.loading}
                value={form.supervisorId}
                onChange={(value) => set('supervisorId', value ?? null)}
                options={options}
              />
            )}
          </Field>
          <Field id="edit-user-defaultRate" label="Default Rate" error={errors.defaultRate}>
            {(control) => (
              <InputNumber<number>
                {...control}
                prefix="$"
                className="admin-user__rate"
                value={form.defaultRate}
                onChange={(value) => set('defaultRate', value ?? null)}
              />
            )}
          </Field>
        </div>
        <div className="admin-user__form-actions">
          <DisabledReason reason={!changed && 'No changes to cancel'}>
            <Button
              disabled={!changed || loading}
              onClick={() => {
                setForm(base);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          </DisabledReason>
          <DisabledReason reason={!changed && 'No changes to save'}>
            <Button type="primary" htmlType="submit" disabled={!changed} loading={loading}>
              Update
            </Button>
          </DisabledReason>
        </div>
      </form>
    </Card>
  );
}
