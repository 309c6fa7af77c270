import type {
  AccountingExportRow,
  ProjectHours,
  projectReportFigures,
} from '@tally/domain/finance/finance-reports';
import type { IsoDate } from '@tally/domain/shared/dates';

export interface MissingTimesheetRecord {
  projectId: string;
  projectName: string;
  userId: string;
  resourceName: string;
  resourceEmail: string;
  endDate: IsoDate;
}

export interface PersonProjectHours extends ProjectHours {
  firstName: string;
  lastName: string;
  email: string | null;
  payrollId: string | null;
  projectName: string;
}

export interface ProjectBudgetRecord {
  id: string;
  name: string;
  projectCode: string | null;
  clientName: string | null;
  status: string | null;
  archived: boolean;
  budget: number;
  budgetUsed: number;
}

export interface MissingTimesheetsReport {
  endDate: IsoDate;
  rows: MissingTimesheetRecord[];
}

export interface PayrollAllocationRecord extends PersonProjectHours {
  totalHours: number;
  percent: number;
}

export interface ProjectsReport {
  blendedRate: number | null;
  projects: (ProjectBudgetRecord & ReturnType<typeof projectReportFigures>)[];
}

export interface AccountingExport {
  endDate: IsoDate;
  rows: AccountingExportRow[];
}
