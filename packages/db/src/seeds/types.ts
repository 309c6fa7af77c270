import type { ApproverType, EmployeeType, UserGroupName } from '../schema/index.ts';

/** A person of a seeded company, before it becomes rows. */
export interface PersonSeed {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  title: string | null;
  role: string | null;
  department: string;
  category: string;
  employeeType: EmployeeType;
  defaultRate: number;
  hourlyCost: number;
  payrollId: string;
  groups: UserGroupName[];
  /** In order: the first individual is the main approver of this person's timesheets. */
  approvers: { type: ApproverType; value: string }[];
  supervisorId: string | null;
  /** Whether this person fills in weekly timesheets. */
  tracksTime: boolean;
}

/** Where a person may book time: a project and the deliverables they work on. */
export interface Bookable {
  projectId: string;
  deliverableIds: string[];
  billable: boolean;
}

/** The deliverable that records time off of one type (its hours also become TAKEN transactions). */
export interface TimeOffTarget {
  projectId: string;
  deliverableId: string;
  timeOffType: string;
}
