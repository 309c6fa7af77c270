import {
  categoryBudgetEditable,
  categoryExpenseTotal,
  expenseAmountsEditable,
  type FeeGridNameChange,
  feeGridExpenseRows,
  feeGridNameChange,
  isPlaceholderId,
} from '@tally/domain/projects/financials';
import { formatMoney, formatPercent } from '@tally/domain/shared/money';
import { Input, Switch, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DisabledReason } from '../../../../ui/DisabledReason.tsx';
import { MoneyInput } from '../expenses/MoneyInput.tsx';
import { HowComputed } from './HowComputed.tsx';

/** A saved expense without a name, on a read-only grid. */
export const UNNAMED_EXPENSE = 'Unnamed expense';

/** Why the grid is read only for someone who is not one of the project's managers. */
export const FEE_GRID_MANAGERS_ONLY = "Only the project's managers can edit the fee grid.";

export interface FeeGridExpense {
  _id: string;
  name: string;
  amount: number;
  proposedAmount: number | null;
}

/** A category (milestone) column: its budget and what it sets aside per expense (M-047). */
export interface FeeGridCategoryColumn {
  milestoneName: string;
  budget: number;
  expenses: readonly { expenseId: string; budget: number | null }[];
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
  /** The category columns; empty while loading or when the project has no categories. */
  categories: readonly FeeGridCategoryColumn[];
  canEdit: boolean;
  /**
   * Why a manager cannot edit either (settings.lockEditing: EDITING_LOCKED); without it a read-only grid is
   * one the viewer does not manage (FEE_GRID_MANAGERS_ONLY).
   */
  lockedReason?: string | null;
  /** configuration project-cost-label (default 'Cost', M-051). */
  costLabel: string;
  /** null when the viewer may not see the cost or it is loading. */
  cost: FeeGridCost | null;
  /** Shown only when allow-deducting-expenses-from-project is on (M-050). */
  deductSwitch: { value: boolean; onChange: (value: boolean) => void } | null;
  onProjectField: (field: 'budget' | 'proposedBudget', value: number | null) => void;
  onExpenseName: (row: FeeGridExpense, change: FeeGridNameChange) => void;
  onExpenseAmounts: (row: FeeGridExpense, patch: { amount?: number; proposedAmount?: number | null }) => void;
  onCategoryBudget: (category: FeeGridCategoryColumn, row: FeeGridExpense, budget: number | null) => void;
}

/** A money cell saved when it loses focus with a changed value. */
function MoneyCell(props: {
  label: string;
  value: number | null;
  editable: boolean;
  allowEmpty?: boolean;
  /** Why a read-only cell cannot be edited, for its tooltip. */
  readOnlyReason?: string | undefined;
  onSave: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(props.value);
  // A refetch landing while someone types must not replace what they typed.
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setValue(props.value);
  }, [props.value]);
  if (!props.editable) {
    return (
      <span data-field={props.label} title={props.readOnlyReason}>
        {props.value === null ? '—' : formatMoney(props.value)}
      </span>
    );
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
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        commit();
      }}
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
  // Read only, a placeholder row (M-043's padding) stays blank rather than look like an expense.
  if (!props.editable)
    return <span>{isPlaceholderId(props.row._id) ? '' : props.row.name.trim() || UNNAMED_EXPENSE}</span>;
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
 * padded, blank for those who may not edit it), totals and the cost figures. Placeholder rows get a name only;
 * their amounts stay read-only. One column
 * per category (milestone) holds the budget the category sets aside for each expense, editable only where the
 * category has a budget and the row is a saved expense (M-047).
 */
export function FeeGrid(props: Props) {
  const rows = feeGridExpenseRows(props.expenses.map((e) => ({ ...e, id: e._id })));
  const totalAmount = props.expenses.reduce((sum, e) => sum + e.amount, 0);
  const totalProposed = props.expenses.reduce((sum, e) => sum + (e.proposedAmount ?? 0), 0);
  const anyProposed = props.proposedBudget !== null || props.expenses.some((e) => e.proposedAmount !== null);

  return (
    <div className={props.categories.length > 0 ? 'fee-grid-wrap fee-grid-wrap--wide' : 'fee-grid-wrap'}>
      {/* The grid scrolls sideways when its category columns do not fit; the region takes focus for keyboards. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="fee-grid-scroll" aria-label="Fee grid" tabIndex={0}>
        <table className="fee-grid">
          <caption className="fee-grid-sr-only">Project fees and expenses</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Proposed</th>
              <th scope="col">Amount</th>
              {props.categories.map((category) => (
                <th scope="col" key={category.milestoneName} className="fee-grid-category">
                  {category.milestoneName}
                </th>
              ))}
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
              {props.categories.map((category) => (
                <td key={category.milestoneName} className="fee-grid-category" data-category-budget>
                  {category.budget > 0 ? formatMoney(category.budget) : 'No budget'}
                </td>
              ))}
            </tr>
            <tr className="fee-grid-section">
              <th scope="rowgroup" colSpan={3 + props.categories.length}>
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
                  {props.categories.map((category) => {
                    const budget = placeholder
                      ? null
                      : (category.expenses.find((e) => e.expenseId === row.id)?.budget ?? null);
                    return (
                      <td key={category.milestoneName} className="fee-grid-category">
                        <MoneyCell
                          label={`${row.name || `Expense ${index + 1}`} budget in ${category.milestoneName}`}
                          value={budget}
                          editable={categoryBudgetEditable(row, category.budget, props.canEdit)}
                          readOnlyReason={
                            placeholder
                              ? 'Name the expense first'
                              : category.budget > 0
                                ? undefined
                                : `${category.milestoneName} has no budget`
                          }
                          allowEmpty
                          onSave={(value) => props.onCategoryBudget(category, expense, value)}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total Expenses</th>
              <td>{anyProposed ? formatMoney(totalProposed) : '—'}</td>
              <td>{formatMoney(totalAmount)}</td>
              {props.categories.map((category) => (
                <td key={category.milestoneName} className="fee-grid-category">
                  {formatMoney(categoryExpenseTotal(category.expenses))}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Total (Budget + Expenses)</th>
              <td>{anyProposed ? formatMoney((props.proposedBudget ?? 0) + totalProposed) : '—'}</td>
              <td>{formatMoney(props.budget + totalAmount)}</td>
              {props.categories.map((category) => (
                <td key={category.milestoneName} className="fee-grid-category">
                  {formatMoney(category.budget + categoryExpenseTotal(category.expenses))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>

      {props.deductSwitch ? (
        <div className="fee-grid-deduct">
          <DisabledReason reason={!props.canEdit && (props.lockedReason || FEE_GRID_MANAGERS_ONLY)}>
            <Switch
              id="deduct-expenses"
              checked={props.deductSwitch.value}
              disabled={!props.canEdit}
              onChange={props.deductSwitch.onChange}
            />
          </DisabledReason>
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
      {/* A locked grid says so above it (SummaryTab); this line is for those who do not manage the project. */}
      {!props.canEdit && !props.lockedReason ? (
        <Typography.Text type="secondary">
          Read only: only the project's managers can edit the fee grid.
        </Typography.Text>
      ) : null}
    </div>
  );
}
