import { DELIVERABLE_STATUSES, DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import { AutoComplete, Checkbox, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { compactToInput, type DeliverableRow, inputToCompact } from './deliverablesModel.ts';

export interface EditorFlags {
  hoursBudgeting: boolean;
  blendedRate: boolean;
  /** Finance group: BU Code (accountingCode) and IS Code (accountingCodeSuffix) (M-084). */
  showCodes: boolean;
  /** Human-resources group with show-timeoff-balances on (M-085). */
  showTrackTimeOff: boolean;
  /** The milestone has a budget: this deliverable's budget is disabled (M-072). */
  budgetDisabled: boolean;
}

export interface DeliverableValues {
  deliverableName: string;
  milestoneName: string;
  accountingCode: string;
  accountingCodeSuffix: string;
  budget: number | null;
  budgetPercent: number | null;
  rate: number | null;
  blendedRate: number | null;
  budgetedHours: number | null;
  expenseId: string;
  expenseBudget: number | null;
  disabled: boolean;
  startDate: string | null;
  endDate: string | null;
  billingDate: string | null;
  status: string;
  trackAgainstTimeOff: boolean;
}

export function valuesOf(row: DeliverableRow): DeliverableValues {
  return {
    deliverableName: row.deliverableName,
    milestoneName: row.milestoneName ?? '',
    accountingCode: row.accountingCode ?? '',
    accountingCodeSuffix: row.accountingCodeSuffix ?? '',
    budget: row.budget,
    budgetPercent: row.budgetPercent ?? null,
    rate: row.rate ?? null,
    blendedRate: row.blendedRate ?? null,
    budgetedHours: row.budgetedHours ?? null,
    expenseId: row.expenseId ?? '',
    expenseBudget: row.expenseBudget ?? null,
    disabled: row.disabled,
    startDate: row.startDate ?? null,
    endDate: row.endDate ?? null,
    billingDate: row.billingDate ?? null,
    status: row.status,
    trackAgainstTimeOff: row.trackAgainstTimeOff,
  };
}

interface Props {
  row: DeliverableRow;
  milestones: string[];
  flags: EditorFlags;
  /** The integration is enabled: a start date is required (M-080). */
  startDateRequired: boolean;
  saving: boolean;
  errors: Record<string, string>;
  onSave: (values: DeliverableValues) => void;
  onCancel: () => void;
}

/** Edit every field of a deliverable (M-075, spec §3). */
export function DeliverableEditor({
  row,
  milestones,
  flags,
  startDateRequired,
  saving,
  errors: serverErrors,
  onSave,
  onCancel,
}: Props) {
  const [values, setValues] = useState(() => valuesOf(row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof DeliverableValues>(key: K, value: DeliverableValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const shown = { ...serverErrors, ...errors };
  const id = (name: string) => `deliverable-${row._id}-${name}`;

  const submit = () => {
    const found: Record<string, string> = {};
    if (!values.deliverableName.trim()) found.deliverableName = M.required;
    if (!values.milestoneName.trim()) found.milestoneName = M.required;
    if (startDateRequired && !values.startDate) found.startDate = M.startDateRequired;
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  };

  const money = (name: keyof DeliverableValues, label: string, disabled = false, prefix = '$') => (
    <Field id={id(name)} label={label} error={shown[name]}>
      {(control) => (
        <InputNumber
          {...control}
          min={0}
          prefix={prefix === '$' ? '$' : undefined}
          suffix={prefix === '%' ? '%' : prefix === 'h' ? 'h' : undefined}
          step={prefix === 'h' ? 0.25 : 1}
          max={prefix === '%' ? 100 : undefined}
          style={{ width: '100%' }}
          disabled={disabled}
          value={values[name] as number | null}
          onChange={(value) => set(name, (value ?? null) as never)}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open
      title={`Edit ${row.deliverableName}`}
      okText="Save"
      onOk={submit}
      confirmLoading={saving}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
    >
      <form
        className="deliverable-editor"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field id={id('deliverableName')} label="Deliverable" error={shown.deliverableName}>
          {(control) => (
            <Input
              {...control}
              value={values.deliverableName}
              onChange={(event) => set('deliverableName', event.target.value)}
            />
          )}
        </Field>
        <Field id={id('milestoneName')} label="Category" error={shown.milestoneName}>
          {(control) => (
            <AutoComplete
              {...control}
              options={milestones.map((name) => ({ value: name }))}
              value={values.milestoneName}
              onChange={(value: string) => set('milestoneName', value)}
            />
          )}
        </Field>
        <Field id={id('status')} label="Status" error={shown.status}>
          {(control) => (
            <Select
              {...control}
              value={values.status}
              onChange={(value: string) => set('status', value)}
              options={DELIVERABLE_STATUSES.map((status) => ({ value: status, label: status }))}
            />
          )}
        </Field>
        {money('budget', 'Budget ($)', flags.budgetDisabled)}
        {money('budgetPercent', 'Budget (%)', flags.budgetDisabled, '%')}
        {flags.budgetDisabled ? <p className="deliverable-editor-note">{M.childBudgetDisabled}</p> : null}
        {money('rate', 'Rate')}
        {flags.blendedRate ? money('blendedRate', 'Blended Rate') : null}
        {flags.hoursBudgeting ? money('budgetedHours', 'Budgeted Hours', false, 'h') : null}
        <Field id={id('expenseId')} label="Expense ID" error={shown.expenseId}>
          {(control) => (
            <Input
              {...control}
              value={values.expenseId}
              onChange={(event) => set('expenseId', event.target.value)}
            />
          )}
        </Field>
        {money('expenseBudget', 'Expense Budget')}
        {(['startDate', 'endDate', 'billingDate'] as const).map((name) => (
          <Field
            key={name}
            id={id(name)}
            label={{ startDate: 'Start Date', endDate: 'End Date', billingDate: 'Billing Date' }[name]}
            error={shown[name]}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                value={compactToInput(values[name])}
                onChange={(event) => set(name, inputToCompact(event.target.value))}
              />
            )}
          </Field>
        ))}
        {flags.showCodes ? (
          <>
            <Field id={id('accountingCode')} label="BU Code" error={shown.accountingCode}>
              {(control) => (
                <Input
                  {...control}
                  value={values.accountingCode}
                  onChange={(event) => set('accountingCode', event.target.value)}
                />
              )}
            </Field>
            <Field id={id('accountingCodeSuffix')} label="IS Code" error={shown.accountingCodeSuffix}>
              {(control) => (
                <Input
                  {...control}
                  value={values.accountingCodeSuffix}
                  onChange={(event) => set('accountingCodeSuffix', event.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}
        <Checkbox checked={values.disabled} onChange={(event) => set('disabled', event.target.checked)}>
          Disabled
        </Checkbox>
        {flags.showTrackTimeOff ? (
          <Checkbox
            checked={values.trackAgainstTimeOff}
            onChange={(event) => set('trackAgainstTimeOff', event.target.checked)}
          >
            Track Against Time Off
          </Checkbox>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
