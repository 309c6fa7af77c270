/**
 * The timesheet report page's content (R items), computed from a loaded sheet: the days with each project's
 * activities, the totals, the billable split, the summary by deliverable and who approved. Generic over the
 * project record, which the report hands back as it came.
 */

import { type IsoDate, isoToCompact } from '../shared/dates.ts';
import { fullName } from '../shared/people.ts';
import { sumHours } from '../timesheets/totals.ts';
import { WEEKDAY_LABELS, weekDates, weekdayKeyOf } from '../timesheets/week.ts';

export interface ReportProjectLike {
  id: string;
  name: string;
}

/** A line of the sheet as the report reads it. */
export interface ReportLine<Project extends ReportProjectLike> {
  id: string;
  projectId: string;
  project: Project;
  deliverableId: string | null;
  deliverable: {
    deliverableName: string;
    milestoneName: string | null;
    ignoreHoursInTotal: boolean;
    trackAgainstTimeOff: boolean;
  } | null;
  entries: readonly { id: string; date: IsoDate; hours: number; comment: string | null }[];
}

/** An approval step of the sheet as the sign-off reads it. */
export interface ReportApprovalStep {
  projectId: string | null;
  status: string;
  approvedOn: Date | null;
  approvedByUser: { firstName: string; lastName: string } | null;
}

export interface ReportInput<Project extends ReportProjectLike> {
  record: {
    sheet: { endDate: IsoDate };
    lineItems: readonly ReportLine<Project>[];
    approvals: readonly ReportApprovalStep[];
  };
  projectId: string | null;
  /** Project classification by id (Overhead projects are not billable). */
  classifications: ReadonlyMap<string, string | null>;
  showBillableHours: boolean;
  showSummaryTable: boolean;
  managedProjectIds: readonly string[];
}

export interface ReportActivity {
  lineItemId: string;
  taskId: string;
  deliverable: string | null;
  milestone: string | null;
  comment: string | null;
  hours: number;
}

export interface ReportProjectGroup<Project> {
  project: Project;
  managed: boolean;
  hours: number;
  activities: ReportActivity[];
}

export interface ReportDay<Project> {
  key: string;
  label: string;
  /** YYYYMMDD */
  date: string;
  hours: number;
  projects: ReportProjectGroup<Project>[];
}

export interface ReportSummaryRow {
  deliverableId: string | null;
  deliverable: string | null;
  milestone: string | null;
  hours: number;
}

export interface ReportSummaryProject<Project> {
  project: Project;
  deliverables: ReportSummaryRow[];
  subtotal: number;
}

export interface ReportApproval {
  projectId: string | null;
  projectName: string | null;
  approverName: string | null;
  approvedOn: Date | null;
}

export interface TimesheetReport<Project> {
  projectId: string | null;
  projects: Project[];
  managedProjectIds: string[];
  days: ReportDay<Project>[];
  totalHours: number;
  showBillableHours: boolean;
  billableHours: number | null;
  nonBillableHours: number | null;
  showSummaryTable: boolean;
  summaryByDeliverable: ReportSummaryProject<Project>[] | null;
  approvedBy: ReportApproval[];
}

/** Daily and weekly totals leave out deliverables flagged ignoreHoursInTotal (spec §5). */
const counts = (line: ReportLine<ReportProjectLike>) => !line.deliverable?.ignoreHoursInTotal;

function uniqueProjects<Project extends ReportProjectLike>(lines: readonly ReportLine<Project>[]): Project[] {
  const projects = new Map<string, Project>();
  for (const line of lines) if (!projects.has(line.projectId)) projects.set(line.projectId, line.project);
  return [...projects.values()];
}

function reportDays<Project extends ReportProjectLike>(
  input: ReportInput<Project>,
  lines: readonly ReportLine<Project>[],
): ReportDay<Project>[] {
  const managed = new Set(input.managedProjectIds);
  return weekDates(input.record.sheet.endDate).map((date) => {
    const groups = new Map<string, ReportProjectGroup<Project>>();
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

const lineHours = (line: ReportLine<ReportProjectLike>) => sumHours(line.entries.map((entry) => entry.hours));

function summary<Project extends ReportProjectLike>(
  lines: readonly ReportLine<Project>[],
): ReportSummaryProject<Project>[] {
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

function billable<Project extends ReportProjectLike>(
  input: ReportInput<Project>,
  lines: readonly ReportLine<Project>[],
): number {
  const billed = lines.filter(
    (line) =>
      counts(line) &&
      !line.deliverable?.trackAgainstTimeOff &&
      input.classifications.get(line.projectId) !== 'Overhead',
  );
  return sumHours(billed.map(lineHours));
}

export function buildTimesheetReport<Project extends ReportProjectLike>(
  input: ReportInput<Project>,
): TimesheetReport<Project> {
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
