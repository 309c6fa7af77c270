import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../../../test/disabledReason.ts';
import { resetViewportAfterEach, setViewportWidth } from '../../../../test/viewport.ts';
import { AssignedHoursInput } from './AssignedHoursInput.tsx';
import { DeliverableEditor } from './DeliverableEditor.tsx';
import { DeliverablesTable } from './DeliverablesTable.tsx';
import { deliverableRow as row } from './deliverables.fixtures.ts';
import { buildMilestones, type DeliverableHours, type DeliverableRow } from './deliverablesModel.ts';

const hoursOf = (id: string, totalApprovedHours: number, totalCost: number): DeliverableHours => ({
  _id: id,
  totalApprovedHours,
  totalCost,
  costExplanation: `Erin Employee: ${totalApprovedHours} h × $100 (deliverable rate) = $${totalCost}`,
  budgetStatus: null,
});

const flags = { canManage: true, hoursBudgeting: false, blendedRate: false, resourceAssignments: false };

function renderTable(
  rows: DeliverableRow[],
  hours = new Map<string, DeliverableHours>(),
  tableFlags: typeof flags = flags,
) {
  const milestones = buildMilestones(rows, hours, 10_000, 'ASD');
  render(
    <DeliverablesTable
      projectId="p-1"
      projectBudget={10_000}
      milestones={milestones}
      flags={tableFlags}
      onEdit={() => undefined}
      onDelete={() => undefined}
      onEditMilestone={() => undefined}
      renderAssignments={() => null}
    />,
  );
  return milestones;
}

describe('Deliverables table', () => {
  it('groups deliverables under their milestones, labels change orders and shows Loading... until hours arrive', () => {
    const rows = [
      row('Build', 'Build', { budget: 5000 }),
      row('Build', 'Design', { status: 'In Progress' }),
      row('ASD extra work', 'Extra', { budgetPercent: 10 }),
    ];
    renderTable(rows, new Map([['Build-Design', hoursOf('Build-Design', 6, 600)]]));
    const build = screen.getByRole('region', { name: 'Build' });
    expect(within(build).getByText('Design')).toBeTruthy();
    expect(within(build).queryByRole('cell', { name: 'Build' })).toBeNull();
    expect(within(build).getByText('Category budget: $5,000')).toBeTruthy();
    // The milestone budget disables the child budgets (M-072).
    expect(
      within(build).getByText('Category budget', { selector: '.deliverable-budget-disabled' }),
    ).toBeTruthy();
    expect(within(build).getByText('In Progress')).toBeTruthy();
    expect(within(build).getByRole('button', { name: /Cost \$600/ })).toBeTruthy();

    const co = screen.getByRole('region', { name: 'CO1' });
    expect(within(co).getByText('10% ($1,000)')).toBeTruthy();
    expect(within(co).getAllByText('Loading...').length).toBeGreaterThan(0);
  });

  it('blocks deleting a deliverable with approved hours with the reason as tooltip', () => {
    renderTable([row('Build', 'Design')], new Map([['Build-Design', hoursOf('Build-Design', 2, 0)]]));
    const del = screen.getByRole('button', { name: 'Delete Design' });
    expectRefused(del);
    expect(
      screen.getByText('Cannot delete deliverable. Approved hours have already been submitted to it.'),
    ).toBeTruthy();
  });

  it('shows no actions on rows shared by all projects', () => {
    renderTable([row('Build', 'Travel', { includeInAllProjects: true })], new Map());
    expect(screen.queryByRole('button', { name: 'Edit Travel' })).toBeNull();
  });

  it('collapses a milestone group', () => {
    renderTable([row('Build', 'Design')]);
    const toggle = screen.getByRole('button', { name: /Build/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Deliverables table from phone to desktop (issue 14)', () => {
  resetViewportAfterEach();
  afterEach(() => vi.restoreAllMocks());

  /** The table's container as measured in the browser: 664 px at a 760 px window. */
  function containerOf(width: number) {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('data-table') ? width : 0;
    });
  }
  const withAssignments = { ...flags, hoursBudgeting: true, resourceAssignments: true };
  const render760 = () =>
    renderTable(
      [row('Build', 'Solution Design', { budgetPercent: 20 }), row('Build', 'Testing')],
      new Map([['Build-Testing', hoursOf('Build-Testing', 0, 0)]]),
      withAssignments,
    );
  const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  const drawnWidth = () =>
    Array.from(document.querySelectorAll('colgroup col')).reduce(
      (total, col) => total + Number.parseFloat((col as HTMLElement).style.width || '0'),
      0,
    );

  it('fits its 664 px container at 760 px with the actions in view and no sideways scroll', () => {
    setViewportWidth(760);
    containerOf(664);
    render760();
    expect(headers()).toEqual(
      expect.arrayContaining(['Deliverable', 'Budget', 'Hours Used', 'Cost', 'Actions']),
    );
    expect(screen.getByRole('button', { name: 'Edit Testing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Testing' })).toBeTruthy();
    expect(drawnWidth()).toBeGreaterThan(0);
    expect(drawnWidth()).toBeLessThanOrEqual(664);
    expect(document.querySelector('.ant-table-content')).not.toHaveStyle({ overflowX: 'auto' });
  });

  it('keeps the actions pinned in view when an even narrower container must scroll', () => {
    setViewportWidth(700);
    containerOf(480);
    render760();
    const actions = screen.getAllByRole('columnheader').find((cell) => cell.textContent === 'Actions');
    expect(actions).toHaveClass('ant-table-cell-fix-end');
    expect(screen.getByRole('button', { name: 'Edit Testing' }).closest('td')).toHaveClass(
      'ant-table-cell-fix-end',
    );
  });

  it('puts the actions on every card on a phone', () => {
    setViewportWidth(390);
    render760();
    const labels = screen.getAllByRole('cell').map((cell) => cell.getAttribute('data-label'));
    expect(labels.filter((label) => label === 'Actions')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit Solution Design' })).toBeTruthy();
  });
});

describe('Deliverable editor', () => {
  it('disables the budget of a deliverable whose milestone has a budget', () => {
    render(
      <DeliverableEditor
        row={row('Build', 'Design')}
        milestones={['Build']}
        flags={{
          hoursBudgeting: true,
          blendedRate: true,
          showCodes: true,
          showTrackTimeOff: false,
          budgetDisabled: true,
        }}
        startDateRequired={false}
        saving={false}
        errors={{}}
        onSave={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect((screen.getByLabelText('Budget ($)') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Budget (%)') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByLabelText('BU Code')).toBeTruthy();
    expect(screen.getByLabelText('IS Code')).toBeTruthy();
    expect(screen.queryByText('Track Against Time Off')).toBeNull();
  });

  it("requires a start date when the integration is enabled ('Start Date is required')", () => {
    const onSave = vi.fn();
    render(
      <DeliverableEditor
        row={row('Build', 'Design')}
        milestones={['Build']}
        flags={{
          hoursBudgeting: false,
          blendedRate: false,
          showCodes: false,
          showTrackTimeOff: true,
          budgetDisabled: false,
        }}
        startDateRequired
        saving={false}
        errors={{}}
        onSave={onSave}
        onCancel={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Start Date is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Track Against Time Off')).toBeTruthy();
  });
});

describe('Assigned hours input', () => {
  it('saves on blur or Enter only when the hours changed; empty becomes 0; steps of 0.25', () => {
    const onSave = vi.fn(() => undefined);
    render(<AssignedHoursInput value={4} label="Budgeted hours for Erin" onSave={onSave} />);
    const input = screen.getByLabelText('Budgeted hours for Erin');
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '6.5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenLastCalledWith(6.5);

    fireEvent.change(input, { target: { value: '6.3' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Hours must be in steps of 0.25');
    expect(onSave).toHaveBeenCalledTimes(1);

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onSave).toHaveBeenLastCalledWith(0);
  });
});
