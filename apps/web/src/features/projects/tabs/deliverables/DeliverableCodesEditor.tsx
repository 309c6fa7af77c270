import { Input } from 'antd';
import { useState } from 'react';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { Field } from '../../../../ui/Field.tsx';
import type { DeliverableRow } from './deliverablesModel.ts';

interface Props {
  row: DeliverableRow;
  saving: boolean;
  errors: Record<string, string>;
  onSave: (codes: { accountingCode: string; accountingCodeSuffix: string }) => void;
  onCancel: () => void;
}

/**
 * Finance keeps a deliverable's BU Code and IS Code (M-084) on projects it does not manage: the rest of the
 * deliverable is the project managers' (the server allows finance these two fields only).
 */
export function DeliverableCodesEditor({ row, saving, errors, onSave, onCancel }: Props) {
  const [accountingCode, setCode] = useState(row.accountingCode ?? '');
  const [accountingCodeSuffix, setSuffix] = useState(row.accountingCodeSuffix ?? '');
  const id = (name: string) => `deliverable-codes-${row._id}-${name}`;
  const submit = () =>
    onSave({ accountingCode: accountingCode.trim(), accountingCodeSuffix: accountingCodeSuffix.trim() });
  return (
    <Dialog
      open
      title={`Edit ${row.deliverableName}`}
      okText="Save"
      onOk={submit}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      <form
        className="deliverable-editor"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field id={id('accountingCode')} label="BU Code" error={errors.accountingCode}>
          {(control) => (
            <Input {...control} value={accountingCode} onChange={(e) => setCode(e.target.value)} />
          )}
        </Field>
        <Field id={id('accountingCodeSuffix')} label="IS Code" error={errors.accountingCodeSuffix}>
          {(control) => (
            <Input {...control} value={accountingCodeSuffix} onChange={(e) => setSuffix(e.target.value)} />
          )}
        </Field>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
