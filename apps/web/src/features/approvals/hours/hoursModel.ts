import { compactToIso, isoToDisplay } from '@tally/domain/shared/dates';
import type { ApprovalHoursQuery } from '../../../graphql/generated/graphql.ts';

export type SheetHoursData = ApprovalHoursQuery['projectManagement']['timesheetsByIds'][number];
type Line = SheetHoursData['lineItems'][number];
type DayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface DayHours {
  key: string;
  /** 'Mon 09/16' */
  title: string;
  hours: number;
  /** Each line worked that day: 'Apollo · Design' and its hours. */
  tasks: { id: string; task: string; hours: number }[];
}

/** 'Apollo (APL) · Build / Design': the project, then the milestone and deliverable when the line has one. */
export function taskName(line: Line): string {
  const project = line.project.projectCode
    ? `${line.project.name} (${line.project.projectCode})`
    : line.project.name;
  if (!line.deliverable) return project;
  const milestone = line.deliverable.milestoneName ? `${line.deliverable.milestoneName} / ` : '';
  return `${project} · ${milestone}${line.deliverable.deliverableName}`;
}

const taskOf = (line: Line, key: string) => line[`${key as DayKey}Task`] ?? null;

/** The sheet's days in week order with their totals and the lines worked on each (issue 14: inline hours). */
export function hoursByDay(sheet: SheetHoursData): DayHours[] {
  return sheet.week.map((day) => {
    const date = isoToDisplay(compactToIso(day.date)).slice(0, 5);
    const tasks = sheet.lineItems.flatMap((line) => {
      const task = taskOf(line, day.key);
      return task && task.hours > 0 ? [{ id: task._id, task: taskName(line), hours: task.hours }] : [];
    });
    return { key: day.key, title: `${day.label.slice(0, 3)} ${date}`, hours: day.hours, tasks };
  });
}
