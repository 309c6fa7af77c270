import { isoToCompact } from '@tally/domain/shared/dates';
import { fullName } from '@tally/domain/shared/people';
import { sumHours } from '@tally/domain/timesheets/totals';
import { WEEKDAY_LABELS, weekDates, weekdayKeyOf } from '@tally/domain/timesheets/week';
import type { LineItemRecord, ProjectRecord, TimesheetRecord } from '../timesheets/index.ts';

/** The timesheet report page's content (R items), computed from a loaded sheet: pure, no I/O. */

export interface ReportActivity {
  lineItemId: string;
  taskId: string;
  deliverable: string | null;
  milestone: string | null;
  comment: string | null;
  hours: number;
}

export interface ReportProjectGroup {
  project: ProjectRecord;
  managed: boolean;
  hours: number;
  activities: ReportActivity[];
}

export interface ReportDay {
  key: string;
  label: string;
  /** YYYYMMDD */
  date: string;
  hours: number;
  projects: ReportProjectGroup[];
}

export interface ReportSummaryRow {
  deliverableId: string | null;
  deliverable: string | null;
  milestone: string | null;
  hours: number;
}

export interface ReportSummaryProject {
  project: ProjectRecord;
  deliverables: ReportSummaryRow[];
  subtotal: number;
}

export interface ReportApproval {
  projectId: string | null;
  projectName: string | null;
  approverName: string | null;
  approvedOn: Date | null;
}

export interface TimesheetReport {
  projectId: string | null;
  projects: ProjectRecord[];
  managedProjectIds: string[];
  days: ReportDay[];
  totalHours: number;
  showBillableHours: boolean;
  billableHours: number | null;
  nonBillableHours: number | null;
  showSummaryTable: boolean;
  summaryByDeliverable: ReportSummaryProject[] | null;
  approvedBy: ReportApproval[];
}

export interface ReportInput {
  record: TimesheetRecord;
  projectId: string | null;
  /** Project classification by id (Overhead projects are not billable). */
  classifications: ReadonlyMap<string, string | null>;
  showBillableHours: boolean;
  showSummaryTable: boolean;
  managedProjectIds: readonly string[];
}

/** Daily and weekly totals leave out deliverables flagged ignoreHoursInTotal (spec §5). */
const counts = (line: LineItemRecord) => !line.deliverable?.ignoreHoursInTotal;

function uniqueProjects(lines: readonly LineItemRecord[]): ProjectRecord[] {
  const projects = new Map<string, ProjectRecord>();
  for (const line of lines) if (!projects.has(line.projectId)) projects.set(line.projectId, line.project);
  return [...projects.values()];
}

function reportDays(input: ReportInput, lines: readonly LineItemRecord[]): ReportDay[] {
  const managed = new Set(input.managedProjectIds);
  return weekDates(input.record.sheet.endDate).map((date) => {
    const groups = new Map<string, ReportProjectGroup>();
    for (const line of lines) {
      for (const entry of line.entries) {
        if (entry.date !== date || entry.hours === 0) continue;
        const group = groups.get(line.projectId) ?? {
          project: line.project,
          managed: managed.has(line.projectId),
          hours: 0,
          activities: [],
        };
        if (counts(line)) group.hours = sumHours([group.hours, entry.hours]);
        group.activities.push({
          lineItemId: line.id,
          taskId: entry.id,
          deliverable: line.deliverable?.deliverableName ?? null,
          milestone: line.deliverable?.milestoneName ?? null,
          comment: entry.comment,
          hours: entry.hours,
        });
        groups.set(line.projectId, group);
      }
    }
    const projects = [...groups.values()];
    const key = weekdayKeyOf(date);
    return {
      key,
      label: WEEKDAY_LABELS[key],
      date: isoToCompact(date),
      hours: sumHours(projects.map((group) => group.hours)),
      projects,
    };
  });
}

const lineHours = (line: LineItemRecord) => sumHours(line.entries.map((entry) => entry.hours));

function summary(lines: readonly LineItemRecord[]): ReportSummaryProject[] {
  return uniqueProjects(lines).map((project) => {
    const rows = lines
      .filter((line) => line.projectId === project.id && counts(line))
      .map((line) => ({
        deliverableId: line.deliverableId,
        deliverable: line.deliverable?.deliverableName ?? null,
        milestone: line.deliverable?.milestoneName ?? null,
        hours: lineHours(line),
      }));
    return { project, deliverables: rows, subtotal: sumHours(rows.map((row) => row.hours)) };
  });
}

function billable(input: ReportInput, lines: readonly LineItemRecord[]): number {
  const billed = lines.filter(
    (line) =>
      counts(line) &&
      !line.deliverable?.trackAgainstTimeOff &&
      input.classifications.get(line.projectId) !== 'Overhead',
  );
  return sumHours(billed.map(lineHours));
}

export function buildTimesheetReport(input: ReportInput): TimesheetReport {
  const all = input.record.lineItems;
  const lines = input.projectId ? all.filter((line) => line.projectId === input.projectId) : all;
  const days = reportDays(input, lines);
  const totalHours = sumHours(days.map((day) => day.hours));
  const billableHours = input.showBillableHours ? billable(input, lines) : null;
  const names = new Map(all.map((line) => [line.projectId, line.project.name]));
  return {
    projectId: input.projectId,
    projects: uniqueProjects(all),
    managedProjectIds: uniqueProjects(all)
      .map((project) => project.id)
      .filter((id) => input.managedProjectIds.includes(id)),
    days,
    totalHours,
    showBillableHours: input.showBillableHours,
    billableHours,
    nonBillableHours: billableHours === null ? null : sumHours([totalHours, -billableHours]),
    showSummaryTable: input.showSummaryTable,
    summaryByDeliverable: input.showSummaryTable ? summary(lines) : null,
    approvedBy: input.record.approvals
      .filter((step) => step.status === 'Approved')
      .filter((step) => !input.projectId || step.projectId === input.projectId)
      .map((step) => ({
        projectId: step.projectId,
        projectName: step.projectId ? (names.get(step.projectId) ?? null) : null,
        approverName: step.approvedByUser ? fullName(step.approvedByUser) : null,
        approvedOn: step.approvedOn,
      })),
  };
}
