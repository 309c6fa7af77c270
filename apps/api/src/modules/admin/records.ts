import type { ApproverKind } from '@tally/domain/admin/admin-users';
import type { QuickEditValue } from '@tally/domain/admin/quick-edit';

export interface AdminUserEmail {
  address: string;
  verified: boolean;
}

export interface AdminApprover {
  id: string;
  type: ApproverKind;
  value: string;
  delegated: boolean;
}

export interface AdminUserProject {
  id: string;
  name: string;
  managers: string[];
}

/** One user as the admin users screens read it (D-004, D-015). */
export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  title: string | null;
  imageUrl: string | null;
  role: string | null;
  payrollId: string | null;
  employeeType: string | null;
  department: string | null;
  workCalendar: string | null;
  defaultRate: string | null;
  supervisorId: string | null;
  accountActive: boolean;
  lastActiveOn: string | null;
  quickbooksEmployeeName: string | null;
  quickbooksPayrollItem: string | null;
  sourceId: string | null;
  hasPasswordCredentials: boolean;
  emails: AdminUserEmail[];
  groups: string[];
  approvers: AdminApprover[];
}

/** One row of the quick-edit grid: the document's id and its values by fieldKey. */
export interface AdminCollectionRow {
  id: string;
  values: Record<string, QuickEditValue>;
}

export interface AdminCollectionPage {
  total: number;
  rows: AdminCollectionRow[];
}

export type AdminOption = {
  value: string;
  label: string;
};
