import { useMutation } from '@apollo/client/react';
import { Button, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { AddTimesheetExpenseDocument } from '../../../graphql/generated/week-later/graphql.ts';
import { Field } from '../../../ui/Field.tsx';
import type { Timesheet } from '../shared/view-props.ts';
import { FileDropZone } from './FileDropZone.tsx';
import { defaultExpenseDescription } from './limits.ts';
import { UPDATED, useFileSave } from './useFileSave.ts';
import { useFileUpload } from './useFileUpload.ts';

interface Props {
  timesheet: Timesheet;
  onChanged(updated: Timesheet): void;
}

/** T-069, T-070: description (default first name and month), amount as a number, optional receipt. */
export function ExpenseForm({ timesheet, onChanged }: Props) {
  const initial = defaultExpenseDescription(timesheet.user.firstName, timesheet.endDate);
  const [description, setDescription] = useState(initial);
  const [amount, setAmount] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<{ url: string; name: string } | null>(null);
  const { upload, progress, uploading } = useFileUpload(timesheet._id);
  const { save, busy } = useFileSave(onChanged);
  const [addExpense] = useMutation(AddTimesheetExpenseDocument);

  const onFile = (file: File) =>
    void save(async () => {
      setReceipt({ url: await upload(file), name: file.name });
      return undefined;
    }, 'Receipt uploaded');

  const onAdd = async () => {
    const value = Number(amount);
    if (amount === null || !Number.isFinite(value)) return setAmountError('Required');
    setAmountError(null);
    const saved = await save(async () => {
      const { data } = await addExpense({
        variables: {
          timeSheetId: timesheet._id,
          url: receipt?.url ?? null,
          description: description.trim() || initial,
          amount: value,
        },
      });
      return data?.timesheetExpenses;
    }, UPDATED);
    if (saved) {
      setDescription(initial);
      setAmount(null);
      setReceipt(null);
    }
  };

  return (
    <div className="files-form">
      <div className="files-form__description">
        <Field id={`${timesheet._id}-expense-description`} label="Description">
          {(control) => (
            <Input
              {...control}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={500}
            />
          )}
        </Field>
      </div>
      <Field id={`${timesheet._id}-expense-amount`} label="Amount" error={amountError ?? undefined}>
        {(control) => (
          <InputNumber<number>
            {...control}
            value={amount}
            onChange={(value) => setAmount(value)}
            min={0}
            step={0.01}
            precision={2}
            prefix="$"
            status={amountError ? 'error' : undefined}
          />
        )}
      </Field>
      <FileDropZone label="Upload receipt" busy={busy || uploading} progress={progress} onFile={onFile} />
      {receipt ? <Typography.Text>Receipt: {receipt.name}</Typography.Text> : null}
      <Button type="primary" onClick={() => void onAdd()} loading={busy && !uploading} disabled={uploading}>
        Add expense
      </Button>
    </div>
  );
}
