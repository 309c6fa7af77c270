import {
  expenseAmountsEditable,
  type FeeGridNameChange,
  feeGridExpenseRows,
  feeGridNameChange,
  isPlaceholderId,
} from '@tally/domain/financials';
import { formatMoney, formatPercent } from '@tally/domain/money';
import { Input, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MoneyInput } from '../expenses/MoneyInput.tsx';
import { HowComputed } from './HowComputed.tsx';

export interface FeeGridExpense {
  _id: string;
  name: string;
  amount: number;
  proposedAmount: number | null;
}

export interface FeeGridCost {
  totalCost: number;
  totalApprovedHours: number;
  budgetUsed: number;
  remaining: number;
}

interface Props {
  budget: number;
  proposedBudget: number | null;
  expenses: readonly FeeGridExpense[];
  canEdit: boolean;
  /** configuration project-cost-label (default 'Cost', M-051). */
  costLabel: string;
  /** null when the viewer may not see the cost or it is loading. */
  cost: FeeGridCost | null;
  /** Shown only when allow-deducting-expenses-from-project is on (M-050). */
  deductSwitch: { value: boolean; onChange: (value: boolean) => void } | null;
  onProjectField: (field: 'budget' | 'proposedBudget', value: number | null) => void;
  onExpenseName: (row: FeeGridExpense, change: FeeGridNameChange) => void;
  onExpenseAmounts: (row: FeeGridExpense, patch: { amount?: number; proposedAmount?: number | null }) => void;
}

/** A money cell saved when it loses focus with a changed value. */
function MoneyCell(props: {
  label: string;
  value: number | null;
  editable: boolean;
  allowEmpty?: boolean;
  onSave: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(props.value);
  useEffect(() => setValue(props.value), [props.value]);
  if (!props.editable) {
    return <span data-field={props.label}>{props.value === null ? '—' : formatMoney(props.value)}</span>;
  }
  const commit = () => {
    if (value === props.value) return;
    if (value === null && !props.allowEmpty) {
      setValue(props.value);
      return;
    }
    props.onSave(value);
  };
  return (
    <MoneyInput
      aria-label={props.label}
      value={value}
      onChange={(next) => setValue(typeof next === 'number' ? next : null)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

function NameCell(props: {
  row: FeeGridExpense;
  index: number;
  editable: boolean;
  onChange: (change: FeeGridNameChange) => void;
}) {
  const [text, setText] = useState(props.row.name);
  useEffect(() => setText(props.row.name), [props.row.name]);
  const label = `Expense ${props.index + 1} name`;
  if (!props.editable) return <span>{props.row.name || '—'}</span>;
  const commit = () => {
    const change = feeGridNameChange({ id: props.row._id, name: props.row.name }, text);
    if (change.kind === 'none') {
      if (text.trim() === '' && isPlaceholderId(props.row._id)) setText('');
      return;
    }
    props.onChange(change);
    // The new expense gets a row of its own; this placeholder stays a placeholder.
    if (change.kind === 'create') setText('');
  };
  return (
    <Input
      aria-label={label}
      value={text}
      maxLength={200}
      placeholder={isPlaceholderId(props.row._id) ? 'Add an expense' : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/**
 * The Project Summary fee grid (M-043..M-051): budget and proposed budget, at least 6 expense rows (placeholders
 * padded), totals and the cost figures. Placeholder rows get a name only; their amounts stay read-only.
 */
export function FeeGrid(props: Props) {
  const rows = feeGridExpenseRows(props.expenses.map((e) => ({ ...e, id: e._id })));
  const totalAmount = props.expenses.reduce((sum, e) => sum + e.amount, 0);
  const totalProposed = props.expenses.reduce((sum, e) => sum + (e.proposedAmount ?? 0), 0);
  const anyProposed = props.proposedBudget !== null || props.expenses.some((e) => e.proposedAmount !== null);

  return (
    <div className="fee-grid-wrap">
      <table className="fee-grid">
        <caption className="fee-grid-sr-only">Project fees and expenses</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Proposed</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr className="fee-grid-budget">
            <th scope="row">Project Budget</th>
            <td>
              <MoneyCell
                label="Proposed budget"
                value={props.proposedBudget}
                editable={props.canEdit}
                allowEmpty
                onSave={(value) => props.onProjectField('proposedBudget', value)}
              />
            </td>
            <td>
              <MoneyCell
                label="Budget"
                value={props.budget}
                editable={props.canEdit}
                onSave={(value) => props.onProjectField('budget', value)}
              />
            </td>
          </tr>
          <tr className="fee-grid-section">
            <th scope="rowgroup" colSpan={3}>
              Expenses
            </th>
          </tr>
          {rows.map((row, index) => {
            const expense: FeeGridExpense = {
              _id: row.id,
              name: row.name,
              amount: row.amount ?? 0,
              proposedAmount: row.proposedAmount,
            };
            const placeholder = isPlaceholderId(row.id);
            const amountsEditable = expenseAmountsEditable(row, props.canEdit);
            return (
              <tr
                key={row.id}
                className={placeholder ? 'fee-grid-placeholder' : undefined}
                data-placeholder={placeholder}
              >
                <td>
                  <NameCell
                    row={expense}
                    index={index}
                    editable={props.canEdit}
                    onChange={(change) => props.onExpenseName(expense, change)}
                  />
                </td>
                <td>
                  <MoneyCell
                    label={`Expense ${index + 1} proposed amount`}
                    value={placeholder ? null : row.proposedAmount}
                    editable={amountsEditable}
                    allowEmpty
                    onSave={(value) => props.onExpenseAmounts(expense, { proposedAmount: value })}
                  />
                </td>
                <td>
                  <MoneyCell
                    label={`Expense ${index + 1} amount`}
                    value={placeholder ? null : row.amount}
                    editable={amountsEditable}
                    onSave={(value) => props.onExpenseAmounts(expense, { amount: value ?? 0 })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total Expenses</th>
            <td>{anyProposed ? formatMoney(totalProposed) : '—'}</td>
            <td>{formatMoney(totalAmount)}</td>
          </tr>
          <tr>
            <th scope="row">Total (Budget + Expenses)</th>
            <td>{anyProposed ? formatMoney((props.proposedBudget ?? 0) + totalProposed) : '—'}</td>
            <td>{formatMoney(props.budget + totalAmount)}</td>
          </tr>
        </tfoot>
      </table>

      {props.deductSwitch ? (
        <div className="fee-grid-deduct">
          <Switch
            id="deduct-expenses"
            checked={props.deductSwitch.value}
            disabled={!props.canEdit}
            onChange={props.deductSwitch.onChange}
          />
          <label htmlFor="deduct-expenses">Deduct expenses from project budget</label>
        </div>
      ) : null}

      {props.cost ? (
        <dl className="fee-grid-figures">
          <div>
            <dt>{props.costLabel}</dt>
            <dd>
              {formatMoney(props.cost.totalCost)}
              <HowComputed what={props.costLabel.toLowerCase()}>
                {`Approved timesheets only: ${Math.round(props.cost.totalApprovedHours * 100) / 100} h, each hour × the deliverable rate, else the rate of the person's role on the project, else the user's role rate, else the user's default rate (details per person on the Financials tab).`}
              </HowComputed>
            </dd>
          </div>
          <div>
            <dt>Budget Used</dt>
            <dd>{formatPercent(props.cost.budgetUsed)}</dd>
          </div>
          <div>
            <dt>Remaining</dt>
            <dd>{formatMoney(props.cost.remaining)}</dd>
          </div>
        </dl>
      ) : null}
      {!props.canEdit ? (
        <Typography.Text type="secondary">
          Read only: only the project's managers can edit the fee grid.
        </Typography.Text>
      ) : null}
    </div>
  );
}
