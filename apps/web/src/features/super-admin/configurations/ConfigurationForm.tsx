import { CONFIGURATION_VALUE_TYPES } from '@tally/domain/super-admin/config';
import { type ConfigurationEdit, validateConfigurationEdit } from '@tally/domain/super-admin/config-edit';
import { Input, Select } from 'antd';
import { useId, useState } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Field } from '../../../ui/Field.tsx';

export interface EditedConfiguration {
  key: string;
  value: string | null;
  description: string | null;
  valueType: string;
}

interface Props {
  entry: EditedConfiguration;
  /** Field messages of the server from the last save (BAD_USER_INPUT). */
  serverErrors?: Partial<Record<keyof ConfigurationEdit, string>> | undefined;
  /** A message of the last save not tied to a field. */
  saveError?: string | undefined;
  saving: boolean;
  onSave: (values: ConfigurationEdit) => void;
  onCancel: () => void;
}

const TYPE_OPTIONS = CONFIGURATION_VALUE_TYPES.map((type) => ({ value: type, label: type }));

/** The edit modal of one configuration entry (S-004..S-010): key read-only; value, description, type required. */
export function ConfigurationForm({ entry, serverErrors, saveError, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<ConfigurationEdit>({
    value: entry.value ?? '',
    description: entry.description ?? '',
    valueType: entry.valueType,
  });
  const [touched, setTouched] = useState<Partial<Record<keyof ConfigurationEdit, boolean>>>({});
  const errors = validateConfigurationEdit(values, entry.key);
  const valid = Object.keys(errors).length === 0;
  const shown = (key: keyof ConfigurationEdit) =>
    (touched[key] ? errors[key] : undefined) ?? serverErrors?.[key];
  const change = (key: keyof ConfigurationEdit, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setTouched((current) => ({ ...current, [key]: true }));
  };
  // A new type re-checks the value at once.
  const changeType = (valueType: string) => {
    setValues((current) => ({ ...current, valueType }));
    setTouched((current) => ({ ...current, valueType: true, value: true }));
  };

  const save = () => {
    setTouched({ value: true, description: true, valueType: true });
    if (valid) onSave(values);
  };

  return (
    <Dialog
      open
      title="Edit Configuration"
      okText="Save"
      onOk={save}
      onCancel={onCancel}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
      width={640}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field id={`${id}-key`} label="Key">
          {(control) => <Input {...control} value={entry.key} readOnly variant="filled" />}
        </Field>
        <Field id={`${id}-type`} label="Type" error={shown('valueType')}>
          {(control) => (
            <Select
              {...control}
              value={values.valueType || undefined}
              options={TYPE_OPTIONS}
              onChange={changeType}
              placeholder="Choose a type"
              status={shown('valueType') ? 'error' : undefined}
              style={{ width: '100%' }}
            />
          )}
        </Field>
        <Field id={`${id}-value`} label="Value" error={shown('value')}>
          {(control) => (
            <Input.TextArea
              {...control}
              value={values.value}
              onChange={(event) => change('value', event.target.value)}
              autoSize={{ minRows: 1, maxRows: 10 }}
              status={shown('value') ? 'error' : undefined}
              spellCheck={false}
              className="configurations__value-input"
            />
          )}
        </Field>
        <Field id={`${id}-description`} label="Description" error={shown('description')}>
          {(control) => (
            <Input.TextArea
              {...control}
              value={values.description}
              onChange={(event) => change('description', event.target.value)}
              autoSize={{ minRows: 2, maxRows: 6 }}
              status={shown('description') ? 'error' : undefined}
            />
          )}
        </Field>
        {saveError && (
          <div role="alert" className="configurations__save-error">
            {saveError}
          </div>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
