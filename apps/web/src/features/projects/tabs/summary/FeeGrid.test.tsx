import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledReason } from '../../../../test/disabledReason.ts';
import { FeeGrid, type FeeGridCategoryColumn, type FeeGridExpense, UNNAMED_EXPENSE } from './FeeGrid.tsx';

const saved: FeeGridExpense = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Travel',
  amount: 1500,
  proposedAmount: 2000,
};

const categories: FeeGridCategoryColumn[] = [
  { milestoneName: 'Design', budget: 2500, expenses: [{ expenseId: saved._id, budget: 400 }] },
  { milestoneName: 'Support', budget: 0, expenses: [] },
];

function renderGrid(
  options: {
    canEdit?: boolean;
    lockedReason?: string;
    deduct?: boolean;
    expenses?: FeeGridExpense[];
    categories?: FeeGridCategoryColumn[];
  } = {},
) {
  const handlers = {
    onCategoryBudget: vi.fn(),
    onProjectField: vi.fn(),
    onExpenseName: vi.fn(),
    onExpenseAmounts: vi.fn(),
    onDeduct: vi.fn(),
  };
  const view = render(
    <FeeGrid
      budget={10000}
      proposedBudget={12000}
      expenses={options.expenses ?? [saved]}
      categories={options.categories ?? []}
      canEdit={options.canEdit ?? true}
      lockedReason={options.lockedReason ?? null}
      costLabel="Labor"
      cost={{ totalCost: 2500, totalApprovedHours: 20, budgetUsed: 0.25, remaining: 7500 }}
      deductSwitch={options.deduct ? { value: false, onChange: handlers.onDeduct } : null}
      onProjectField={handlers.onProjectField}
      onExpenseName={handlers.onExpenseName}
      onExpenseAmounts={handlers.onExpenseAmounts}
      onCategoryBudget={handlers.onCategoryBudget}
    />,
  );
  return Object.assign(handlers, { rerender: view.rerender, unmount: view.unmount });
}

const LOCKED = 'Editing is locked while the accounting integration is enabled.';

describe('FeeGrid (M-043..M-051)', () => {
  it('shows at least 6 expense rows, padding with placeholders whose amounts are read-only', () => {
    renderGrid();
    for (let n = 1; n <= 6; n += 1) expect(screen.getByLabelText(`Expense ${n} name`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Expense 7 name')).toBeNull();
    expect(screen.getByLabelText('Expense 1 amount')).toBeInTheDocument();
    expect(screen.queryByLabelText('Expense 2 amount')).toBeNull();
    expect(screen.queryByLabelText('Expense 2 proposed amount')).toBeNull();
    const rows = document.querySelectorAll('tr[data-placeholder="true"]');
    expect(rows).toHaveLength(5);
  });

  it('creates an expense when a placeholder gets a name, and deletes a saved one whose name is cleared', () => {
    const handlers = renderGrid();
    const placeholder = screen.getByLabelText('Expense 2 name');
    fireEvent.change(placeholder, { target: { value: 'Hotel' } });
    fireEvent.blur(placeholder);
    expect(handlers.onExpenseName).toHaveBeenCalledWith(expect.objectContaining({ name: '' }), {
      kind: 'create',
      name: 'Hotel',
    });
    const first = screen.getByLabelText('Expense 1 name');
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
    expect(handlers.onExpenseName).toHaveBeenLastCalledWith(expect.objectContaining({ _id: saved._id }), {
      kind: 'delete',
    });
    // A placeholder left blank does nothing.
    fireEvent.blur(screen.getByLabelText('Expense 3 name'));
    expect(handlers.onExpenseName).toHaveBeenCalledTimes(2);
  });

  it('saves the budget and proposed budget when they change', () => {
    const handlers = renderGrid();
    const budget = screen.getByLabelText('Budget');
    expect(budget).toHaveValue('10,000');
    fireEvent.change(budget, { target: { value: '25,000' } });
    fireEvent.blur(budget);
    expect(handlers.onProjectField).toHaveBeenCalledWith('budget', 25000);
    const proposed = screen.getByLabelText('Proposed budget');
    fireEvent.blur(proposed);
    expect(handlers.onProjectField).toHaveBeenCalledTimes(1);
  });

  it('labels the cost with project-cost-label and explains it', () => {
    renderGrid();
    const figures = document.querySelector('.fee-grid-figures') as HTMLElement;
    expect(within(figures).getByText('Labor')).toBeInTheDocument();
    expect(within(figures).getByText('$2,500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How the labor is computed' })).toBeInTheDocument();
  });

  it('is read only without the right to edit, and offers the deduct switch only when allowed', () => {
    renderGrid({ canEdit: false });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText('$10,000')).toBeInTheDocument();
    expect(screen.queryByLabelText('Deduct expenses from project budget')).toBeNull();
  });

  it("keeps M-043's six rows when read only, the placeholders blank, and names a blank saved expense", () => {
    const view = renderGrid({ canEdit: false, categories });
    const body = () => document.querySelector('.fee-grid tbody') as HTMLElement;
    const placeholders = document.querySelectorAll('tr[data-placeholder="true"]');
    expect(placeholders.length).toBeGreaterThan(0);
    // Blank names: no row that reads as an expense named '—'.
    for (const row of placeholders) expect(row.firstElementChild?.textContent).toBe('');
    // The totals still count every saved expense.
    expect(within(document.querySelector('.fee-grid tfoot') as HTMLElement).getByText('$1,500')).toBeTruthy();
    view.unmount();
    renderGrid({ canEdit: false, expenses: [{ ...saved, name: '  ' }] });
    expect(within(body()).getByText(UNNAMED_EXPENSE)).toBeTruthy();
    expect(document.querySelectorAll('tr[data-placeholder="true"]')).toHaveLength(5);
  });

  it('shows a column per category whose expense budget is editable only with a budget and a saved row (M-047)', () => {
    const handlers = renderGrid({ categories });
    expect(screen.getByRole('columnheader', { name: 'Design' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByText('No budget')).toBeInTheDocument();
    const cell = screen.getByLabelText('Travel budget in Design');
    expect(cell).toHaveValue('400');
    // The category without a budget and the placeholder rows stay read-only.
    expect(screen.queryByLabelText('Travel budget in Support')).toBeNull();
    expect(document.querySelector('[data-field="Travel budget in Support"]')).toHaveAttribute(
      'title',
      'Support has no budget',
    );
    expect(screen.queryByLabelText('Expense 2 budget in Design')).toBeNull();
    expect(document.querySelector('[data-field="Expense 2 budget in Design"]')).toHaveAttribute(
      'title',
      'Name the expense first',
    );
    fireEvent.change(cell, { target: { value: '650' } });
    fireEvent.blur(cell);
    expect(handlers.onCategoryBudget).toHaveBeenCalledWith(
      categories[0],
      expect.objectContaining({ _id: saved._id }),
      650,
    );
    // Totals per category: expenses, then budget + expenses.
    const foot = document.querySelector('tfoot') as HTMLElement;
    expect(within(foot).getByText('$400')).toBeInTheDocument();
    expect(within(foot).getByText('$2,900')).toBeInTheDocument();
  });

  it('keeps what is being typed when fresh data lands before the cell is left', () => {
    const handlers = renderGrid({ categories });
    const cell = screen.getByLabelText('Travel budget in Design');
    fireEvent.focus(cell);
    fireEvent.change(cell, { target: { value: '800' } });
    handlers.rerender(
      <FeeGrid
        budget={10000}
        proposedBudget={12000}
        expenses={[saved]}
        categories={[{ ...categories[0]!, expenses: [] }, categories[1]!]}
        canEdit
        costLabel="Labor"
        cost={null}
        deductSwitch={null}
        onProjectField={handlers.onProjectField}
        onExpenseName={handlers.onExpenseName}
        onExpenseAmounts={handlers.onExpenseAmounts}
        onCategoryBudget={handlers.onCategoryBudget}
      />,
    );
    expect(cell).toHaveValue('800');
    fireEvent.blur(cell);
    expect(handlers.onCategoryBudget).toHaveBeenCalledWith(
      expect.objectContaining({ milestoneName: 'Design' }),
      expect.anything(),
      800,
    );
  });

  it('keeps every category budget read-only without the right to edit', () => {
    renderGrid({ categories, canEdit: false });
    expect(screen.queryByLabelText('Travel budget in Design')).toBeNull();
    expect(document.querySelector('[data-field="Travel budget in Design"]')).toHaveTextContent('$400');
  });

  it("says why the deduct switch is disabled: not the project's manager, or editing locked (issue 14)", async () => {
    const view = renderGrid({ deduct: true, canEdit: false });
    const toggle = screen.getByRole('switch', { name: 'Deduct expenses from project budget' });
    expect(toggle).toBeDisabled();
    await expectDisabledReason(toggle, "Only the project's managers can edit the fee grid.");
    view.unmount();

    renderGrid({ deduct: true, canEdit: false, lockedReason: LOCKED });
    const locked = screen.getByRole('switch', { name: 'Deduct expenses from project budget' });
    await expectDisabledReason(locked, LOCKED);
    // The lock is said above the grid; the line for those who do not manage the project is not shown.
    expect(screen.queryByText(/only the project's managers can edit/)).toBeNull();
  });

  it('saves the deduct switch', () => {
    const handlers = renderGrid({ deduct: true });
    fireEvent.click(screen.getByLabelText('Deduct expenses from project budget'));
    expect(handlers.onDeduct).toHaveBeenCalledWith(true, expect.anything());
  });
});
