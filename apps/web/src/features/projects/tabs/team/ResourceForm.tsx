import { DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import { Button, Checkbox, DatePicker, Drawer, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Field } from '../../../../ui/Field.tsx';
import { type ResourceErrors, type ResourceValues, resourceErrors } from './resourceForm.ts';

export interface PickableUser {
  _id: string;
  name: string;
  email?: string | null;
  title?: string | null;
}

interface Props {
  /** The values to edit, or null to add a resource. */
  initial: ResourceValues | null;
  roles: readonly string[];
  /** Hide the user picker (the accounting system owns people, M-061): name and e-mail are typed. */
  hideUserPicker: boolean;
  users: readonly PickableUser[];
  usersLoading?: boolean;
  onSearchUsers: (search: string) => void;
  serverErrors?: ResourceErrors | undefined;
  saving: boolean;
  onSave: (values: ResourceValues) => void;
  onClose: () => void;
}

const EMPTY: ResourceValues = {
  userId: null,
  name: '',
  email: '',
  role: null,
  startDate: null,
  endDate: null,
  allowProjectManagement: false,
  timesheetApprover: false,
  inactive: false,
  budgetedHours: null,
  note: '',
};

/**
 * Add or edit a team member (M-060..M-062). Save is always offered: pressed on an invalid form it marks
 * every missing field 'Required' instead of staying silently grey; a field shows its error once touched.
 */
export function ResourceForm(props: Props) {
  const { initial, roles, hideUserPicker, users, serverErrors, saving, onSave, onClose } = props;
  const id = useId();
  const editing = initial !== null;
  const [values, setValues] = useState<ResourceValues>(initial ?? EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ResourceValues, boolean>>>({});
  const errors = resourceErrors(values);
  const valid = Object.keys(errors).length === 0;
  const shown = (key: keyof ResourceValues) =>
    (touched[key] ? errors[key] : undefined) ?? serverErrors?.[key];
  const set = <K extends keyof ResourceValues>(key: K, value: ResourceValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setTouched((current) => ({ ...current, [key]: true }));
  };
  const touch = (key: keyof ResourceValues) => () => setTouched((current) => ({ ...current, [key]: true }));
  const focusFirstError = () => {
    const order: [keyof ResourceValues, string][] = [
      ['name', hideUserPicker ? `${id}-name` : `${id}-user`],
      ['email', `${id}-email`],
      ['startDate', `${id}-start`],
      ['endDate', `${id}-end`],
      ['budgetedHours', `${id}-hours`],
    ];
    const first = order.find(([key]) => errors[key]);
    if (first) document.getElementById(first[1])?.focus();
  };

  const save = () => {
    setTouched({ name: true, email: true, startDate: true, endDate: true, budgetedHours: true });
    if (valid) onSave(values);
    else focusFirstError();
  };

  // The chosen account stays listed even when the current search does not return it.
  const userOptions = users.map((user) => ({
    value: user._id,
    label: user.email ? `${user.name} (${user.email})` : user.name,
  }));
  if (values.userId && !users.some((user) => user._id === values.userId)) {
    userOptions.unshift({
      value: values.userId,
      label: values.email ? `${values.name} (${values.email})` : values.name,
    });
  }
  if (!values.userId && values.name && !hideUserPicker) {
    userOptions.unshift({ value: `current:${values.email}`, label: `${values.name} (${values.email})` });
  }

  return (
    <Drawer
      open
      title={editing ? 'Edit Resource' : 'Add Resource'}
      onClose={onClose}
      size="large"
      destroyOnHidden
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" onClick={save} loading={saving}>
            Save
          </Button>
        </Space>
      }
    >
      <form
        // No implicit submission: Enter confirms a date or an option here, Save saves.
        onSubmit={(event) => event.preventDefault()}
      >
        {hideUserPicker ? (
          <Field id={`${id}-name`} label="Name" error={shown('name')}>
            {(control) => (
              <Input
                {...control}
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                onBlur={touch('name')}
              />
            )}
          </Field>
        ) : (
          <Field id={`${id}-user`} label="Name" error={shown('name')}>
            {(control) => (
              <Select
                {...control}
                showSearch={{ filterOption: false, onSearch: props.onSearchUsers }}
                placeholder="Search people"
                loading={props.usersLoading}
                value={values.userId ?? (values.name ? `current:${values.email}` : undefined)}
                options={userOptions}
                notFoundContent={props.usersLoading ? 'Searching…' : 'No people found'}
                onChange={(userId: string) => {
                  const user = users.find((candidate) => candidate._id === userId);
                  if (!user) return;
                  setValues((current) => ({
                    ...current,
                    userId: user._id,
                    name: user.name,
                    email: user.email ?? '',
                  }));
                  setTouched((current) => ({ ...current, name: true, email: true }));
                }}
                onBlur={touch('name')}
                style={{ width: '100%' }}
              />
            )}
          </Field>
        )}
        <Field id={`${id}-email`} label="Email" error={shown('email')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              onBlur={touch('email')}
            />
          )}
        </Field>
        <Field id={`${id}-role`} label="Role" error={shown('role')}>
          {(control) => (
            <Select
              {...control}
              allowClear
              placeholder={roles.length === 0 ? 'Add roles on the Roles tab first' : 'Choose a role'}
              value={values.role ?? undefined}
              options={roles.map((role) => ({ value: role, label: role }))}
              onChange={(role?: string) => set('role', role ?? null)}
              style={{ width: '100%' }}
            />
          )}
        </Field>
        <Space wrap size="middle" style={{ width: '100%' }}>
          <Field id={`${id}-start`} label="Start Date" error={shown('startDate')}>
            {(control) => (
              <DatePicker
                {...control}
                format={DISPLAY_DATE_FORMAT}
                placeholder={DISPLAY_DATE_FORMAT}
                value={values.startDate ? dayjs(values.startDate) : null}
                onChange={(date) => set('startDate', date ? date.format('YYYY-MM-DD') : null)}
                onBlur={touch('startDate')}
              />
            )}
          </Field>
          <Field id={`${id}-end`} label="End Date" error={shown('endDate')}>
            {(control) => (
              <DatePicker
                {...control}
                format={DISPLAY_DATE_FORMAT}
                placeholder={DISPLAY_DATE_FORMAT}
                value={values.endDate ? dayjs(values.endDate) : null}
                onChange={(date) => set('endDate', date ? date.format('YYYY-MM-DD') : null)}
              />
            )}
          </Field>
        </Space>
        <Field id={`${id}-hours`} label="Budgeted Hours" error={shown('budgetedHours')}>
          {(control) => (
            <InputNumber<number>
              {...control}
              min={0}
              step={0.25}
              value={values.budgetedHours}
              onChange={(hours) => set('budgetedHours', hours ?? null)}
              style={{ width: '100%' }}
            />
          )}
        </Field>
        <Space orientation="vertical" style={{ marginBottom: 16 }}>
          <Checkbox
            checked={values.allowProjectManagement}
            onChange={(e) => set('allowProjectManagement', e.target.checked)}
          >
            Allow project management
          </Checkbox>
          <Checkbox
            checked={values.timesheetApprover}
            onChange={(e) => set('timesheetApprover', e.target.checked)}
            aria-describedby={shown('timesheetApprover') ? `${id}-approver-error` : undefined}
          >
            Timesheet approver
          </Checkbox>
          {/* The server takes only an active account as approver (issue 13); its refusal shows here. */}
          {shown('timesheetApprover') ? (
            <div id={`${id}-approver-error`} className="tally-field-error" role="alert">
              {shown('timesheetApprover')}
            </div>
          ) : null}
          <Checkbox checked={values.inactive} onChange={(e) => set('inactive', e.target.checked)}>
            Inactive (cannot book time)
          </Checkbox>
        </Space>
        {editing ? (
          <Field id={`${id}-note`} label="Note" error={shown('note')}>
            {(control) => (
              <Input.TextArea
                {...control}
                rows={3}
                maxLength={2000}
                value={values.note}
                onChange={(e) => set('note', e.target.value)}
              />
            )}
          </Field>
        ) : null}
      </form>
    </Drawer>
  );
}
