import { csvValue, toCsv } from '@tally/domain/shared/csv';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResourceForm } from './ResourceForm.tsx';
import type { ResourceValues } from './resourceForm.ts';
import { hoursProgress, isProjectManager, teamCsvRows } from './teamModel.ts';

const users = [
  { _id: 'u1', name: 'Erin Employee', email: 'erin@example.com', title: null },
  { _id: 'u2', name: 'Pat Manager', email: 'pat@example.com', title: 'Project Manager' },
];

function setup(
  options: {
    initial?: ResourceValues | null;
    hideUserPicker?: boolean;
    serverErrors?: Partial<Record<keyof ResourceValues, string>>;
  } = {},
) {
  const onSave = vi.fn();
  render(
    <ResourceForm
      initial={options.initial ?? null}
      roles={['Developer', 'Designer']}
      hideUserPicker={options.hideUserPicker ?? false}
      users={users}
      onSearchUsers={() => {}}
      serverErrors={options.serverErrors}
      saving={false}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
  return { onSave, save: () => screen.getByRole('button', { name: 'Save' }) };
}

const resource: ResourceValues = {
  userId: 'u1',
  name: 'Erin Employee',
  email: 'erin@example.com',
  role: 'Developer',
  startDate: '2024-01-01',
  endDate: null,
  allowProjectManagement: false,
  timesheetApprover: false,
  inactive: false,
  budgetedHours: 10,
  note: '',
};

describe('ResourceForm', () => {
  it("shows the server's refusal of a timesheet approver who is not an active user (issue 13)", () => {
    const message = 'A timesheet approver must be an active user: pick the person from the list';
    setup({
      initial: { ...resource, timesheetApprover: true },
      hideUserPicker: true,
      serverErrors: { timesheetApprover: message },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('checkbox', { name: 'Timesheet approver' })).toHaveAccessibleDescription(message);
  });

  it("requires the person and the start date ('Required') once touched, never before", async () => {
    const { save } = setup();
    const drawer = screen.getByRole('dialog', { name: 'Add Resource' });
    expect(save()).toBeEnabled();
    expect(within(drawer).queryByText('Required')).toBeNull();
    expect(within(drawer).queryByLabelText('Note')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Name'));
    fireEvent.blur(screen.getByLabelText('Start Date'));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('picks a person from the list, which fills the e-mail', async () => {
    setup();
    fireEvent.mouseDown(screen.getByLabelText('Name'));
    fireEvent.click(await screen.findByTitle('Pat Manager (pat@example.com)'));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com'));
  });

  it('hides the user picker when the accounting system owns people, and types the name instead', () => {
    setup({ hideUserPicker: true });
    const name = screen.getByLabelText('Name');
    expect(name.tagName).toBe('INPUT');
    expect(name).not.toHaveAttribute('role', 'combobox');
  });

  it('edits a resource with its note and flags, sending the values back', async () => {
    const { onSave, save } = setup({ initial: resource });
    expect(screen.getByRole('dialog', { name: 'Edit Resource' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Part time' } });
    fireEvent.click(screen.getByLabelText('Timesheet approver'));
    fireEvent.click(screen.getByLabelText('Inactive (cannot book time)'));
    fireEvent.change(screen.getByLabelText('Budgeted Hours'), { target: { value: '12.25' } });
    fireEvent.blur(screen.getByLabelText('Budgeted Hours'));
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      ...resource,
      note: 'Part time',
      timesheetApprover: true,
      inactive: true,
      budgetedHours: 12.25,
    });
  });
});

describe('team model', () => {
  it('shows the project-manager badge by title or by the flag', () => {
    expect(
      isProjectManager({ allowProjectManagement: false, user: { title: 'Delivery Lead' } as never }),
    ).toBe(true);
    expect(isProjectManager({ allowProjectManagement: true, user: null })).toBe(true);
    expect(isProjectManager({ allowProjectManagement: false, user: { title: 'Consultant' } as never })).toBe(
      false,
    );
  });

  it('turns the bar red only when approved hours exceed budgeted hours', () => {
    expect(hoursProgress(10, 10)).toEqual({ percent: 100, over: false });
    expect(hoursProgress(5, 20)).toEqual({ percent: 25, over: false });
    expect(hoursProgress(12, 10).over).toBe(true);
    expect(hoursProgress(1, null).over).toBe(true);
    expect(hoursProgress(0, null)).toEqual({ percent: 0, over: false });
  });

  it('exports the table columns as CSV quoted per C-046', () => {
    expect(csvValue('a, "b"\nc')).toBe('"a, ""b""\nc"');
    const rows = teamCsvRows([
      {
        _id: 'r1',
        name: 'Erin, E.',
        email: 'erin@example.com',
        role: 'Developer',
        startDate: '20240105',
        endDate: null,
        note: 'Says "hi"',
        inactive: true,
        allowProjectManagement: false,
        timesheetApprover: false,
        budgetedHours: null,
        totalApprovedHours: 0,
        user: null,
      },
    ]);
    expect(toCsv(rows)).toBe(
      'Name,Role,Email,Start Date,End Date,Note,Status\r\n"Erin, E.",Developer,erin@example.com,01/05/2024,,"Says ""hi""",Inactive',
    );
  });
});
