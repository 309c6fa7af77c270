import type { APIRequestContext } from 'playwright-core';

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** GraphQL as the user whose session `request`'s cookie jar holds (with the CSRF header the API requires). */
export async function graphqlAs<T>(
  request: APIRequestContext,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await request.post(`${baseUrl}/api/graphql`, {
    headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
    data: { query, variables },
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** Like graphqlAs, but throws on any error (for set-up steps that must work). */
export async function mustGraphql<T>(
  request: APIRequestContext,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await graphqlAs<T>(request, baseUrl, query, variables);
  if (answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors ?? answer)}\n${query}`);
  }
  return answer.data;
}

export interface ProjectState {
  _id: string;
  name: string;
  budget: number;
  budgetUsed: number;
  roles: { _id: string; name: string; rate: number }[];
  resources: { _id: string; email: string | null; role: string | null }[];
  deliverables: {
    _id: string;
    milestoneName: string | null;
    deliverableName: string;
    budget: number;
    budgetPercent: number | null;
    assignedResources: { resourceId: string; budgetedHours: number }[];
  }[];
}

export const PROJECT_STATE = `query ($id: ID!) { projectManagement { project(projectId: $id) {
  _id name budget budgetUsed
  roles { _id name rate }
  resources { _id email role }
  deliverables(withHours: false) { _id milestoneName deliverableName budget budgetPercent
    assignedResources { resourceId budgetedHours } }
} } }`;

export const CREATE_PROJECT = `mutation ($name: String, $clientName: String, $clientShortName: String, $budget: Float) {
  createProject(name: $name, clientName: $clientName, clientShortName: $clientShortName, budget: $budget) { _id name } }`;
export const ADD_ROLE = `mutation ($projectId: ID!, $name: String, $rate: Float) {
  addProjectRole(projectId: $projectId, name: $name, rate: $rate) { _id } }`;
export const ADD_RESOURCE = `mutation ($projectId: ID!, $name: String, $email: String, $role: String, $startDate: String) {
  addResource(projectId: $projectId, name: $name, email: $email, role: $role, startDate: $startDate) { _id } }`;
export const ADD_DELIVERABLE = `mutation ($projectId: ID!, $milestoneName: String, $deliverableName: String,
  $budget: Float, $budgetPercent: Float) {
  addDeliverable(projectId: $projectId, milestoneName: $milestoneName, deliverableName: $deliverableName,
    budget: $budget, budgetPercent: $budgetPercent) { _id } }`;
export const ASSIGN_RESOURCE = `mutation ($deliverableId: ID!, $resourceId: ID!, $hours: Float) {
  addDeliverableResource(deliverableId: $deliverableId, input: { resourceId: $resourceId, budgetedHours: $hours }) { _id } }`;
export const ADD_EXPENSE = `mutation ($projectId: ID!, $name: String, $amount: Float) {
  addExpense(projectId: $projectId, input: { name: $name, amount: $amount }) { _id } }`;
export const UPDATE_PROJECT_BUDGET = `mutation ($projectId: ID!, $name: String, $budget: Float) {
  updateProject(projectId: $projectId, name: $name, budget: $budget) { _id } }`;
export const RECALCULATE = `mutation ($projectId: ID!) { updateBudgetUsed(projectId: $projectId) { _id budgetUsed } }`;

export const CREATE_TIMESHEET = `mutation ($endDate: String!) { createTimesheet(endDate: $endDate) { _id } }`;
export const ADD_HOURS = `mutation ($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date) { _id } }`;
export const SUBMIT_TIMESHEET = `mutation ($id: ID!) { submitTimesheet(timesheetId: $id) { _id status } }`;
export const APPROVE_TIMESHEET = `mutation ($id: ID!) { approveTimesheetLineItems(timesheetId: $id) { _id status } }`;

/** YYYYMMDD of a Date (UTC). */
export function compactDate(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** MM/DD/YYYY of a Date (UTC), as the date pickers take it. */
export function pickerDate(date: Date): string {
  const iso = date.toISOString().slice(0, 10);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/** The YYYYMMDD days Monday..Friday of the week ending on Sunday `weekEnd` (YYYYMMDD). */
export function weekdaysOf(weekEnd: string): string[] {
  const end = Date.UTC(
    Number(weekEnd.slice(0, 4)),
    Number(weekEnd.slice(4, 6)) - 1,
    Number(weekEnd.slice(6)),
  );
  return [6, 5, 4, 3, 2].map((back) => compactDate(new Date(end - back * 86_400_000)));
}
