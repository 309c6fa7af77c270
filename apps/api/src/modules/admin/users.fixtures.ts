import type { TestBrowser } from '../../../test/harness.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

// The GraphQL documents of the admin user tests, and the shape of a user they read back.

export const USER_FIELDS = `_id firstName lastName title role payrollId employeeType department workCalendar
  supervisorId quickbooksEmployeeName quickbooksPayrollItem defaultRate accountActive lastActiveOn
  hasPasswordCredentials emails { address verified } groups
  approvers { type value delegated } delegatedApprovers { type value delegated }
  integration { sourceId }`;
export const USERS = `{ admin { users { ${USER_FIELDS} } } }`;
export const USER = `query ($userId: ID!) { admin { user(userId: $userId) { ${USER_FIELDS} projects { _id name managers } } } }`;
export const CREATE = `mutation ($email: String!, $password: String, $firstName: String, $lastName: String,
  $notify: Boolean, $payrollId: String) {
  createUser(email: $email, password: $password, firstName: $firstName, lastName: $lastName, notify: $notify,
    payrollId: $payrollId) { ${USER_FIELDS} } }`;
export const UPDATE = `mutation ($userId: ID!, $firstName: String!, $lastName: String!, $title: String, $department: String,
  $payrollId: String, $role: String, $employeeType: String, $quickbooksEmployeeName: String,
  $quickbooksPayrollItem: String, $supervisorId: ID, $defaultRate: Float) {
  updateUser(userId: $userId, firstName: $firstName, lastName: $lastName, title: $title, department: $department,
    payrollId: $payrollId, role: $role, employeeType: $employeeType,
    quickbooksEmployeeName: $quickbooksEmployeeName, quickbooksPayrollItem: $quickbooksPayrollItem,
    supervisorId: $supervisorId, defaultRate: $defaultRate) { ${USER_FIELDS} } }`;
export const ADD_GROUP = `mutation ($userEmail: String!, $name: String!) { addToGroup(userEmail: $userEmail, name: $name) { groups } }`;
export const REMOVE_GROUP = `mutation ($userEmail: String!, $name: String!) { removeFromGroup(userEmail: $userEmail, name: $name) { groups } }`;
export const ADD_APPROVER = `mutation ($userEmail: String!, $type: String!, $value: String, $delegated: Boolean) {
  addApprover(userEmail: $userEmail, type: $type, value: $value, delegated: $delegated) {
    approvers { type value } delegatedApprovers { type value } } }`;
export const REMOVE_APPROVER = `mutation ($userEmail: String!, $type: String!, $value: String, $delegated: Boolean) {
  removeApprover(userEmail: $userEmail, type: $type, value: $value, delegated: $delegated) {
    approvers { type value } delegatedApprovers { type value } } }`;
export const RESET = `mutation ($id: ID!, $email: String, $password: String!) {
  resetUserPassword(id: $id, email: $email, password: $password) }`;
export const RESUBMIT = `mutation ($userId: ID!) { resubmitTimesheets(input: { userId: $userId }) }`;
export const ACTIVE = `mutation ($id: ID!, $status: Boolean!) { activeInactiveAccount(id: $id, status: $status) { accountActive } }`;

export interface UserShape {
  _id: string;
  firstName: string;
  lastName: string;
  emails: { address: string }[];
  groups: string[];
  accountActive: boolean;
  approvers: { type: string; value: string }[];
  delegatedApprovers: { type: string; value: string }[];
  [key: string]: unknown;
}

/** The user with this e-mail address as the admin's users list shows it. */
export async function userByEmail(admin: TestBrowser, email: string): Promise<UserShape> {
  const { data } = await call<{ users: UserShape[] }>(admin, USERS);
  const user = data!.users.find((candidate) => candidate.emails.some((e) => e.address === email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}
