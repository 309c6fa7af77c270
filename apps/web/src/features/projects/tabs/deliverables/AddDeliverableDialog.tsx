import { DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import { AutoComplete, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { Field } from '../../../../ui/Field.tsx';

export interface NewDeliverableValues {
  milestoneName: string;
  deliverableName: string;
  budget: number | null;
  budgetPercent: number | null;
  budgetedHours: number | null;
}

interface Props {
  milestones: string[];
  hoursBudgeting: boolean;
  saving: boolean;
  errors: Record<string, string>;
  onSave: (values: NewDeliverableValues) => void;
  onCancel: () => void;
}

/** Add Deliverable (M-079): a category (existing or new) and a name, each 'Required'; a budget in $ or %. */
export function AddDeliverableDialog({
  milestones,
  hoursBudgeting,
  saving,
  errors: serverErrors,
  onSave,
  onCancel,
}: Props) {
  const [milestoneName, setMilestoneName] = useState('');
  const [deliverableName, setDeliverableName] = useState('');
  const [kind, setKind] = useState<'amount' | 'percent'>('amount');
  const [amount, setAmount] = useState<number | null>(null);
  const [hours, setHours] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = () => {
    const found: Record<string, string> = {};
    if (!milestoneName.trim()) found.milestoneName = M.required;
    if (!deliverableName.trim()) found.deliverableName = M.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave({
      milestoneName: milestoneName.trim(),
      deliverableName: deliverableName.trim(),
      budget: kind === 'amount' ? amount : null,
      budgetPercent: kind === 'percent' ? amount : null,
      budgetedHours: hours,
    });
  };

  return (
    <Dialog
      open
      title="Add Deliverable"
      okText="Add"
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
        <Field id="new-deliverable-category" label="Category" error={shown.milestoneName}>
          {(control) => (
            <AutoComplete
              {...control}
              autoFocus
              placeholder="Pick a category or type a new one"
              options={milestones.filter(Boolean).map((name) => ({ value: name }))}
              value={milestoneName}
              onChange={(value: string) => setMilestoneName(value)}
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.value ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase()),
              }}
            />
          )}
        </Field>
        <Field id="new-deliverable-name" label="Deliverable" error={shown.deliverableName}>
          {(control) => (
            <Input
              {...control}
              value={deliverableName}
              onChange={(event) => setDeliverableName(event.target.value)}
            />
          )}
        </Field>
        <fieldset className="deliverable-budget-kind">
          <legend>Budget as</legend>
          <Radio.Group value={kind} onChange={(event) => setKind(event.target.value)}>
            <Radio value="amount">Dollar amount</Radio>
            <Radio value="percent">Percent of project budget</Radio>
          </Radio.Group>
        </fieldset>
        <Field
          id="new-deliverable-budget"
          label={kind === 'amount' ? 'Budget ($)' : 'Budget (%)'}
          error={shown.budget ?? shown.budgetPercent}
        >
          {(control) => (
            <InputNumber
              {...control}
              min={0}
              max={kind === 'percent' ? 100 : undefined}
              prefix={kind === 'amount' ? '$' : undefined}
              suffix={kind === 'percent' ? '%' : undefined}
              style={{ width: '100%' }}
              value={amount}
              onChange={(value) => setAmount(value ?? null)}
            />
          )}
        </Field>
        {hoursBudgeting ? (
          <Field id="new-deliverable-hours" label="Budgeted Hours" error={shown.budgetedHours}>
            {(control) => (
              <InputNumber
                {...control}
                min={0}
                step={0.25}
                suffix="h"
                style={{ width: '100%' }}
                value={hours}
                onChange={(value) => setHours(value ?? null)}
              />
            )}
          </Field>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
