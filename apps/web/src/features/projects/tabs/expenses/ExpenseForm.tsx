import { DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import { Button, DatePicker, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { DisabledReason } from '../../../../ui/DisabledReason.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { type ExpenseDraft, type ExpenseErrors, expenseErrors } from './expenseModel.ts';
import { MoneyInput } from './MoneyInput.tsx';

/** Why Save waits (issue 14); each field says what is wrong with it once touched. */
export const SAVE_WAITS = 'Enter a name and an amount of 0 or more first';

interface Props {
  open: boolean;
  /** null for a new expense. */
  initial: ExpenseDraft | null;
  /** Resolves with the server's field messages when it refused, or nothing when saved. */
  onSubmit: (draft: ExpenseDraft) => Promise<ExpenseErrors | undefined>;
  onClose: () => void;
}

const EMPTY: ExpenseDraft = { name: '', amount: null, proposedAmount: null, comment: '', date: null };

/** Add or edit an expense (M-098..M-100): Save stays disabled while the form is invalid. */
export function ExpenseForm({ open, initial, onSubmit, onClose }: Props) {
  const [draft, setDraft] = useState<ExpenseDraft>(initial ?? EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<ExpenseErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const errors = expenseErrors(draft);
  const invalid = Object.keys(errors).length > 0;
  const shown = (field: keyof ExpenseErrors) =>
    (touched[field] ? errors[field] : undefined) ?? serverErrors[field];
  const editing = initial !== null;

  const change = (patch: Partial<ExpenseDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async () => {
    setTouched({ name: true, amount: true, proposedAmount: true });
    if (invalid) return;
    setSubmitting(true);
    try {
      const refused = await onSubmit({ ...draft, name: draft.name.trim() });
      if (refused) setServerErrors(refused);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={editing ? 'Edit Expense' : 'Add Expense'}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          {/* Save waits for a valid form (M-099) and says what is missing (issue 14). */}
          <DisabledReason reason={invalid && SAVE_WAITS}>
            <Button type="primary" onClick={submit} disabled={invalid} loading={submitting}>
              Save
            </Button>
          </DisabledReason>
        </Space>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id={`${id}-name`} label="Name" error={shown('name')}>
          {(control) => (
            <Input
              {...control}
              value={draft.name}
              maxLength={200}
              onChange={(event) => change({ name: event.target.value })}
              onBlur={() => touch('name')}
            />
          )}
        </Field>
        <Field id={`${id}-amount`} label="Amount" error={shown('amount')}>
          {(control) => (
            <MoneyInput
              {...control}
              min={undefined}
              value={draft.amount}
              onChange={(value) => {
                change({ amount: typeof value === 'number' ? value : null });
                touch('amount');
              }}
              onBlur={() => touch('amount')}
            />
          )}
        </Field>
        {editing ? (
          <Field id={`${id}-proposed`} label="Proposed Amount" error={shown('proposedAmount')}>
            {(control) => (
              <MoneyInput
                {...control}
                min={undefined}
                value={draft.proposedAmount}
                onChange={(value) => {
                  change({ proposedAmount: typeof value === 'number' ? value : null });
                  touch('proposedAmount');
                }}
              />
            )}
          </Field>
        ) : null}
        <Field id={`${id}-comment`} label="Comment">
          {(control) => (
            <Input.TextArea
              {...control}
              value={draft.comment}
              maxLength={2000}
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={(event) => change({ comment: event.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-date`} label="Date">
          {(control) => (
            <DatePicker
              {...control}
              format={DISPLAY_DATE_FORMAT}
              placeholder={DISPLAY_DATE_FORMAT}
              style={{ width: '100%' }}
              value={draft.date ? dayjs(draft.date, 'YYYYMMDD') : null}
              onChange={(value) => change({ date: value ? value.format('YYYYMMDD') : null })}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
