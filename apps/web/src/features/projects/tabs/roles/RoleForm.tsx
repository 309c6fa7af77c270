import { matchesQuery } from '@tally/domain/shared/search';
import { AutoComplete, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { ExplainedDialog } from '../../../../ui/ExplainedDialog.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { type RoleValues, roleErrors } from './roleForm.ts';

interface Props {
  /** The role being edited, or null to add one. */
  role: { _id: string; name: string; rate: number } | null;
  /** Names of the project's roles (a name already used is disabled in the list, M-053). */
  usedNames: readonly string[];
  /** Terms of the 'Roles' taxonomy. */
  suggestions: readonly string[];
  /** Server-side field messages from the last save. */
  serverErrors?: Partial<Record<keyof RoleValues, string>> | undefined;
  saving: boolean;
  onSave: (values: RoleValues) => void;
  onCancel: () => void;
}

/** Why Save waits (issue 14); each field says what is wrong with it once touched. */
export const ROLE_FORM_WAITS = 'Enter a role not on the project yet and its hourly rate first';

/** Add or edit a role: a name from the 'Roles' taxonomy or typed, and an hourly rate (M-053..M-055). */
export function RoleForm({ role, usedNames, suggestions, serverErrors, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<RoleValues>({ name: role?.name ?? '', rate: role?.rate ?? null });
  const [touched, setTouched] = useState<Partial<Record<keyof RoleValues, boolean>>>({});
  const others = usedNames.filter((name) => name !== role?.name);
  const errors = roleErrors(values, others);
  const valid = Object.keys(errors).length === 0;
  const shown = (key: keyof RoleValues) => (touched[key] ? errors[key] : undefined) ?? serverErrors?.[key];
  const used = new Set(others.map((name) => name.toLowerCase()));
  const options = suggestions
    .filter((name) => matchesQuery(name, values.name) || name === role?.name)
    .map((name) => ({ value: name, label: name, disabled: used.has(name.toLowerCase()) }));

  const save = () => {
    setTouched({ name: true, rate: true });
    if (valid) onSave({ name: values.name.trim(), rate: values.rate });
  };

  return (
    <ExplainedDialog
      open
      title={role ? 'Edit Role' : 'Add Role'}
      okText="Save"
      onOk={save}
      onCancel={onCancel}
      okButtonProps={{ loading: saving }}
      okDisabledReason={!valid && ROLE_FORM_WAITS}
      destroyOnHidden
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field id={`${id}-name`} label="Role" error={shown('name')}>
          {(control) => (
            <AutoComplete
              {...control}
              value={values.name}
              options={options}
              placeholder="Choose or type a role"
              onChange={(name: string) => {
                setValues((current) => ({ ...current, name }));
                setTouched((current) => ({ ...current, name: true }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, name: true }))}
              style={{ width: '100%' }}
            />
          )}
        </Field>
        <Field id={`${id}-rate`} label="Hourly Rate" error={shown('rate')}>
          {(control) => (
            <InputNumber<number>
              {...control}
              value={values.rate}
              prefix="$"
              step={1}
              precision={2}
              onChange={(rate) => {
                setValues((current) => ({ ...current, rate: rate ?? null }));
                setTouched((current) => ({ ...current, rate: true }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, rate: true }))}
              style={{ width: '100%' }}
            />
          )}
        </Field>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </ExplainedDialog>
  );
}
