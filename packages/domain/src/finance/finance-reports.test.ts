import { describe, expect, it } from 'vitest';
import {
  type AccountingLine,
  accountingExportRows,
  accountingNotes,
  allocationPercent,
  customerJob,
  FINANCE_REPORT_KEYS,
  financeReportCards,
  formatDuration,
  payrollAllocations,
  projectReportFigures,
} from './finance-reports.ts';

describe('financeReportCards (F-010, F-011)', () => {
  it('offers one card per configured value, in the configured order, each with its route', () => {
    expect(financeReportCards(['projects', 'payrollAllocation']).map((card) => card.path)).toEqual([
      '/finance/reports/projects',
      '/finance/reports/payroll-allocation',
    ]);
  });

  it.each([
    ['weeklyTimesheetSnapshots', '/finance/reports/weekly-snapshot'],
    ['dailyTimesheetSnapshots', '/finance/reports/daily-snapshot'],
    ['payrollAllocation', '/finance/reports/payroll-allocation'],
    ['timeOffReport', '/finance/reports/timeoff'],
    ['quickbooksExport', '/finance/reports/quickbooks-export'],
    ['missingTimesheetsByWeek', '/finance/reports/missing-timesheets'],
    ['projects', '/finance/reports/projects'],
    ['customReports', '/finance/reports/custom'],
  ])('links %s to %s', (key, path) => {
    expect(financeReportCards([key])).toMatchObject([{ key, path }]);
  });

  it('leaves out values not listed and shows a repeated value once', () => {
    expect(financeReportCards(['nope', ' projects ', 'projects', 'toString', ''])).toHaveLength(1);
    expect(financeReportCards([])).toEqual([]);
    expect(financeReportCards([...FINANCE_REPORT_KEYS])).toHaveLength(8);
  });
});

describe('payroll allocation (F-027)', () => {
  it.each([
    [10, 40, 25],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [40, 40, 100],
    [0, 0, 0],
    [5, 0, 0],
  ])('%d of %d hours is %d %%', (hours, total, percent) => {
    expect(allocationPercent(hours, total)).toBe(percent);
  });

  it("divides each project's hours by the person's total for the range, adding up repeated rows", () => {
    const rows = payrollAllocations([
      { userId: 'u1', projectId: 'a', hours: 30 },
      { userId: 'u1', projectId: 'b', hours: 8 },
      { userId: 'u2', projectId: 'a', hours: 7.5 },
      { userId: 'u1', projectId: 'b', hours: 2 },
    ]);
    expect(rows).toEqual([
      { userId: 'u1', projectId: 'a', hours: 30, totalHours: 40, percent: 75 },
      { userId: 'u1', projectId: 'b', hours: 10, totalHours: 40, percent: 25 },
      { userId: 'u2', projectId: 'a', hours: 7.5, totalHours: 7.5, percent: 100 },
    ]);
  });
});

describe('projects report (F-030..F-032)', () => {
  it.each([
    [
      { budget: 1000, budgetUsed: 0.25 },
      150,
      { budgetRemaining: 750, overBudget: 'No', estimatedHours: 6.67 },
    ],
    [{ budget: 1000, budgetUsed: 1 }, 100, { budgetRemaining: 0, overBudget: 'No', estimatedHours: 10 }],
    [{ budget: 1000, budgetUsed: 1.2 }, 100, { budgetRemaining: 0, overBudget: 'Yes', estimatedHours: 10 }],
    [{ budget: 500, budgetUsed: 0 }, 0, { budgetRemaining: 500, overBudget: 'No', estimatedHours: null }],
    [{ budget: 500, budgetUsed: 0 }, null, { budgetRemaining: 500, overBudget: 'No', estimatedHours: null }],
    [{ budget: 0, budgetUsed: 0 }, 150, { budgetRemaining: 0, overBudget: 'No', estimatedHours: 0 }],
  ] as const)('%o at blended rate %s', (project, rate, figures) => {
    expect(projectReportFigures(project, rate)).toEqual(figures);
  });
});

describe('accounting-software export (F-033..F-037)', () => {
  const line = (extra: Partial<AccountingLine> = {}): AccountingLine => ({
    userId: 'u1',
    employeeName: 'Employee, Erin',
    payrollItem: 'Hourly',
    deliverableId: 'd1',
    milestone: 'Build',
    deliverable: 'Design',
    clientName: 'Acme Corp',
    customerName: 'Acme Corporation',
    projectName: 'Apollo',
    jobName: null,
    endDate: '2026-03-08',
    hours: 8,
    comment: null,
    ...extra,
  });

  it.each([
    [{ jobName: 'Acme:Apollo job' }, 'Acme:Apollo job'],
    [{ jobName: '  ' }, 'Acme Corporation:Apollo'],
    [{ customerName: null }, 'Acme Corp:Apollo'],
    [{ customerName: null, clientName: null }, 'Apollo'],
  ])('customerJob of %o is %s', (extra, expected) => {
    expect(customerJob(line(extra))).toBe(expected);
  });

  it.each([
    ['Build', 'Design', null, 'Build - Design'],
    ['Build', 'Design', '  ', 'Build - Design'],
    ['Build', 'Design', 'drawings', 'Build - Design: drawings'],
    ['', 'Design', null, 'Design'],
  ])('notes of %s / %s / %s', (milestone, deliverable, comment, expected) => {
    expect(accountingNotes(milestone, deliverable, comment)).toBe(expected);
  });

  it.each([
    [8, '8:00'],
    [7.5, '7:30'],
    [0.25, '0:15'],
    [41.75, '41:45'],
  ])('duration of %d hours is %s', (hours, text) => {
    expect(formatDuration(hours)).toBe(text);
  });

  it('builds one row per person and deliverable with the configured status and item', () => {
    const rows = accountingExportRows(
      [
        line({ hours: 8, comment: 'drawings' }),
        line({ deliverableId: 'd2', deliverable: 'Code', hours: 4 }),
        line({ hours: 1.5, comment: 'review' }),
        line({ userId: 'u2', employeeName: 'Other, Otto', payrollItem: null, hours: 2 }),
      ],
      { billableStatus: 'T', serviceItem: 'Architectural' },
    );
    expect(rows).toEqual([
      {
        key: 'u1|d1',
        employeeName: 'Employee, Erin',
        customerJob: 'Acme Corporation:Apollo',
        payrollItem: 'Hourly',
        billableStatus: 'T',
        serviceItem: 'Architectural',
        date: '03/08/2026',
        duration: '9:30',
        hours: 9.5,
        notes: 'Build - Design: drawings; review',
      },
      expect.objectContaining({ key: 'u1|d2', hours: 4, notes: 'Build - Code' }),
      expect.objectContaining({ key: 'u2|d1', payrollItem: '', duration: '2:00' }),
    ]);
  });
});
