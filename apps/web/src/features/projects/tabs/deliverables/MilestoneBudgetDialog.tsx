import { InputNumber } from 'antd';
import { useState } from 'react';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { Field } from '../../../../ui/Field.tsx';
import type { DeliverableRow } from './deliverablesModel.ts';

export interface MilestoneBudgetValues {
  budget: number | null;
  budgetPercent: number | null;
  blendedRate: number | null;
  expenseBudget: number | null;
}

interface Props {
  label: string;
  milestoneRow: DeliverableRow | null;
  showBlendedRate: boolean;
  saving: boolean;
  errors: Record<string, string>;
  onSave: (values: MilestoneBudgetValues) => void;
  onCancel: () => void;
}

/** Milestone-level budget (M-069, M-074): clearing both budget and percent removes the entry (M-073). */
export function MilestoneBudgetDialog({
  label,
  milestoneRow,
  showBlendedRate,
  saving,
  errors,
  onSave,
  onCancel,
}: Props) {
  const [values, setValues] = useState<MilestoneBudgetValues>({
    budget: milestoneRow && milestoneRow.budget > 0 ? milestoneRow.budget : null,
    budgetPercent: milestoneRow?.budgetPercent ?? null,
    blendedRate: milestoneRow?.blendedRate ?? null,
    expenseBudget: milestoneRow?.expenseBudget ?? null,
  });
  const field = (name: keyof MilestoneBudgetValues, text: string, unit: '$' | '%') => (
    <Field id={`milestone-${name}`} label={text} error={errors[name]}>
      {(control) => (
        <InputNumber
          {...control}
          min={0}
          max={unit === '%' ? 100 : undefined}
          prefix={unit === '$' ? '$' : undefined}
          suffix={unit === '%' ? '%' : undefined}
          style={{ width: '100%' }}
          value={values[name]}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value ?? null }))}
        />
      )}
    </Field>
  );
  return (
    <Dialog
      open
      title={`Budget of ${label}`}
      okText="Save"
      onOk={() => onSave(values)}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        When the category has a budget, the budgets of its deliverables are disabled. Clear both the budget
        and the percent to remove the category budget.
      </p>
      {field('budget', 'Category Budget ($)', '$')}
      {field('budgetPercent', 'Category Budget (%)', '%')}
      {showBlendedRate ? field('blendedRate', 'Blended Rate', '$') : null}
      {field('expenseBudget', 'Expense Budget', '$')}
    </Dialog>
  );
}
