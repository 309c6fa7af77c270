import { employee } from '../../../test/fixtures.ts';

export const admin = { ...employee, _id: 'u-admin', groups: ['admin'] };

let next = 0;

/** An AdminUser as the server answers it (with __typename), for the fake server. */
export function adminUser(
  overrides: Record<string, unknown> & { firstName: string; lastName: string; email: string },
) {
  const { email, ...rest } = overrides;
  next += 1;
  return {
    __typename: 'AdminUser',
    _id: `u-${next}`,
    title: null,
    imageUrl: null,
    emails: [{ __typename: 'AdminUserEmail', address: email, verified: true }],
    role: 'Consultant',
    employeeType: 'W-2',
    department: 'Delivery',
    workCalendar: 'US',
    payrollId: null,
    accountActive: true,
    lastActiveOn: null,
    groups: [] as string[],
    approvers: [] as Approver[],
    delegatedApprovers: [] as Approver[],
    integration: { __typename: 'AdminUserIntegration', sourceId: null },
    supervisorId: null,
    defaultRate: null,
    quickbooksEmployeeName: null,
    quickbooksPayrollItem: null,
    hasPasswordCredentials: true,
    projects: [],
    ...rest,
  };
}

type Approver = ReturnType<typeof approver>;

export const approver = (type: string, value: string, delegated = false) => ({
  __typename: 'AdminUserApprover',
  _id: `a-${type}-${value}-${delegated}`,
  type,
  value,
  delegated,
});
