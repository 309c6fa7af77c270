import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { BuilderRow } from './reportQuery.ts';

/** Synthetic snapshot rows for the builder's tests. */
export function snapshotRow(n: number, overrides: Record<string, unknown> = {}): BuilderRow {
  return {
    _id: `t-${n}`,
    timesheetId: `s-${n}`,
    userId: 'u-1',
    status: 'Approved',
    endDate: '20260111',
    lastName: 'Employee',
    firstName: 'Erin',
    payrollId: 'P-1',
    email: 'erin@example.com',
    clientName: 'Acme',
    projectId: 'p-1',
    project: 'Apollo',
    projectCode: 'AP-1',
    milestone: 'Build',
    deliverable: 'Design',
    taskdate: '20260105',
    hours: 8,
    role: 'Architect',
    rate: 100,
    name: 'Erin Employee',
    totalCost: 800,
    supervisor: 'Pat Manager',
    approvers: ['pm@example.com'],
    approvedOn: '20260112',
    comment: null,
    roles: 2,
    bu: '100-1',
    department: 'Design',
    classification: 'Billable',
    title: 'Architect',
    employeeType: 'W-2',
    supervisorName: 'Pat Manager',
    ...overrides,
  };
}

export const THREE_ROWS: BuilderRow[] = [
  snapshotRow(1),
  snapshotRow(2, {
    lastName: 'Zed',
    firstName: 'Zoe',
    project: 'Borealis',
    hours: 2.5,
    totalCost: 250,
    status: 'Submitted-Pending',
    comment: 'Said "hi", then left',
  }),
  snapshotRow(3, { lastName: 'Adams', firstName: 'Al', hours: 4, totalCost: 400, taskdate: '20260106' }),
];

/** The open dialog with this title (antd's ids repeat in tests, so its accessible name cannot be trusted). */
export async function dialogTitled(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}
