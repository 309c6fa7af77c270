import {
  type ClientErrors,
  type ClientValues,
  clientChanged,
  clientErrors,
} from '@tally/domain/admin/clients';
import { Input } from 'antd';
import { useId, useState } from 'react';
import { ExplainedDialog } from '../../../ui/ExplainedDialog.tsx';
import { Field } from '../../../ui/Field.tsx';

export interface EditedClient {
  _id: string;
  name: string;
  shortName: string;
  quickbooks?: { customerName?: string | null } | null;
}

interface Props {
  /** The client being edited, or null for a new one. */
  client: EditedClient | null;
  /** Field messages of the last save from the server. */
  serverErrors?: ClientErrors | undefined;
  saving: boolean;
  onSave: (values: ClientValues) => void;
  onCancel: () => void;
}

type Key = keyof ClientValues;

/** Why Save/Create waits (D-035, issue 14). */
export const CLIENT_FORM_WAITS = {
  invalid: 'Enter a name and a short name first',
  unchanged: 'No changes to save',
} as const;

/**
 * New Client and Edit modals (D-035): Name and Short Name required and trimmed; the customer name (edit only,
 * as client.add takes none) is optional; Save stays disabled until something changed.
 */
export function ClientForm({ client, serverErrors, saving, onSave, onCancel }: Props) {
  const id = useId();
  const saved: ClientValues = {
    name: client?.name ?? '',
    shortName: client?.shortName ?? '',
    quickbooksCustomerName: client?.quickbooks?.customerName ?? '',
  };
  const [values, setValues] = useState<ClientValues>(saved);
  const [touched, setTouched] = useState<Partial<Record<Key, boolean>>>({});
  const [submitted, setSubmitted] = useState<ClientValues | null>(null);
  const errors = clientErrors(values);
  const valid = Object.keys(errors).length === 0;
  const changed = clientChanged(saved, values);
  // A server message holds until that field is edited again.
  const fromServer = (key: Key) =>
    submitted && submitted[key] === values[key] ? serverErrors?.[key] : undefined;
  const shown = (key: Key) => (touched[key] ? errors[key] : undefined) ?? fromServer(key);

  const save = () => {
    setTouched({ name: true, shortName: true, quickbooksCustomerName: true });
    if (!valid || !changed || saving) return;
    setSubmitted(values);
    onSave(values);
  };

  const text = (key: Key, label: string, placeholder?: string) => (
    <Field id={`${id}-${key}`} label={label} error={shown(key)}>
      {(control) => (
        <Input
          {...control}
          value={values[key]}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [key]: value }));
            setTouched((current) => ({ ...current, [key]: true }));
          }}
        />
      )}
    </Field>
  );

  return (
    <ExplainedDialog
      open
      title={client ? 'Edit Client' : 'New Client'}
      okText={client ? 'Save' : 'Create'}
      onOk={save}
      onCancel={onCancel}
      okButtonProps={{ loading: saving }}
      okDisabledReason={!valid ? CLIENT_FORM_WAITS.invalid : !changed && CLIENT_FORM_WAITS.unchanged}
      destroyOnHidden
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {text('name', 'Name')}
        {text('shortName', 'Short Name')}
        {client ? text('quickbooksCustomerName', 'Customer Name', 'Optional') : null}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </ExplainedDialog>
  );
}
