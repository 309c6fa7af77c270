import { useMutation } from '@apollo/client/react';
import {
  namesRequired,
  USER_EXISTS_FIELD_MESSAGE,
  USER_EXISTS_MESSAGE,
  validateCreateUser,
} from '@tally/domain/admin/admin-users';
import { Alert, App, Checkbox, Input } from 'antd';
import { useState } from 'react';
import { useConfigurations } from '../../../graphql/configurations.ts';
import { readInputErrors } from '../../../graphql/errors.ts';
import { AdminUsersDocument, CreateUserDocument } from '../../../graphql/generated/graphql.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Field } from '../../../ui/Field.tsx';

interface Form {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  payrollId: string;
  notify: boolean;
}

const EMPTY: Form = { email: '', password: '', firstName: '', lastName: '', payrollId: '', notify: false };

/** D-014: the server's 'User exists' reads 'Email/User already in the system' on the e-mail field. */
function shownErrors(fields: Record<string, string>): Record<string, string> {
  return fields.email === USER_EXISTS_MESSAGE ? { ...fields, email: USER_EXISTS_FIELD_MESSAGE } : fields;
}

/** The Add User modal (D-009..D-014). */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const ssoDomain = useConfigurations().get('sso-email-domain') ?? '';
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateUserDocument, {
    refetchQueries: [AdminUsersDocument],
    awaitRefetchQueries: true,
  });
  const required = form.password !== '' || namesRequired(form.email, ssoDomain);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setGeneral(null);
    onClose();
  };

  const submit = async () => {
    const found = validateCreateUser(form, ssoDomain);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    try {
      await create({
        variables: {
          email: form.email.trim(),
          password: form.password === '' ? null : form.password,
          firstName: form.firstName.trim() || null,
          lastName: form.lastName.trim() || null,
          notify: form.notify,
          payrollId: form.payrollId.trim() || null,
        },
      });
      void message.success('User created');
      close();
    } catch (error) {
      const read = readInputErrors(error);
      setErrors(shownErrors(read.fields));
      setGeneral(read.message ?? null);
    }
  };

  const nameLabel = (label: string) => (required ? `${label} *` : label);

  return (
    <Dialog
      title="Add User"
      open={open}
      onCancel={close}
      onOk={() => void submit()}
      okText="Save"
      confirmLoading={loading}
      destroyOnHidden
    >
      <form
        className="create-user"
        noValidate
        aria-label="Add User"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {general ? <Alert type="error" showIcon title={general} className="create-user__alert" /> : null}
        <Field id="create-user-email" label="Email *" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              aria-required
              value={form.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Field>
        <Field id="create-user-password" label="Password" error={errors.password}>
          {(control) => (
            <Input.Password
              {...control}
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => set('password', event.target.value)}
            />
          )}
        </Field>
        <div className="create-user__row">
          <Field id="create-user-first-name" label={nameLabel('First Name')} error={errors.firstName}>
            {(control) => (
              <Input
                {...control}
                aria-required={required}
                value={form.firstName}
                onChange={(event) => set('firstName', event.target.value)}
              />
            )}
          </Field>
          <Field id="create-user-last-name" label={nameLabel('Last Name')} error={errors.lastName}>
            {(control) => (
              <Input
                {...control}
                aria-required={required}
                value={form.lastName}
                onChange={(event) => set('lastName', event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field id="create-user-payroll-id" label="Payroll ID" error={errors.payrollId}>
          {(control) => (
            <Input
              {...control}
              value={form.payrollId}
              onChange={(event) => set('payrollId', event.target.value)}
            />
          )}
        </Field>
        <Checkbox checked={form.notify} onChange={(event) => set('notify', event.target.checked)}>
          Notify the user by e-mail
        </Checkbox>
        {/* Enter in any field submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
