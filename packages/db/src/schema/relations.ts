import { relations } from 'drizzle-orm';
import { sessions } from './auth.ts';
import { clients } from './clients.ts';
import { deliverableResources, deliverables } from './deliverables.ts';
import { milestones, projectExpenses, projectResources, projectRoles, projects } from './projects.ts';
import {
  timesheetApprovalApprovers,
  timesheetApprovals,
  timesheetTimelineEvents,
} from './timesheet-approvals.ts';
import {
  timesheetAttachments,
  timesheetExpenseAttachments,
  timesheetExpenses,
} from './timesheet-attachments.ts';
import { timesheetEntries, timesheetLineItems, timesheets } from './timesheets.ts';
import { userApprovers, userEmails, userFinancials, userGroups, users } from './users.ts';

// Relations for Drizzle's relational queries (db.query.x.findMany({ with })); they add no SQL constraints.

export const usersRelations = relations(users, ({ one, many }) => ({
  supervisor: one(users, {
    fields: [users.supervisorId],
    references: [users.id],
    relationName: 'supervisor',
  }),
  emails: many(userEmails),
  groups: many(userGroups),
  approvers: many(userApprovers),
  financials: many(userFinancials),
  sessions: many(sessions),
  timesheets: many(timesheets),
}));
export const userEmailsRelations = relations(userEmails, ({ one }) => ({
  user: one(users, { fields: [userEmails.userId], references: [users.id] }),
}));
export const userGroupsRelations = relations(userGroups, ({ one }) => ({
  user: one(users, { fields: [userGroups.userId], references: [users.id] }),
}));
export const userApproversRelations = relations(userApprovers, ({ one }) => ({
  user: one(users, { fields: [userApprovers.userId], references: [users.id] }),
}));
export const userFinancialsRelations = relations(userFinancials, ({ one }) => ({
  user: one(users, { fields: [userFinancials.userId], references: [users.id] }),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const clientsRelations = relations(clients, ({ many }) => ({
  projects: many(projects, { relationName: 'client' }),
}));
export const projectsRelations = relations(projects, ({ one, many }) => ({
  client: one(clients, { fields: [projects.clientId], references: [clients.id], relationName: 'client' }),
  endClient: one(clients, { fields: [projects.endClientId], references: [clients.id] }),
  owner: one(users, { fields: [projects.ownerId], references: [users.id] }),
  roles: many(projectRoles),
  resources: many(projectResources),
  milestones: many(milestones),
  deliverables: many(deliverables),
  expenses: many(projectExpenses),
}));
export const projectRolesRelations = relations(projectRoles, ({ one }) => ({
  project: one(projects, { fields: [projectRoles.projectId], references: [projects.id] }),
}));
export const projectResourcesRelations = relations(projectResources, ({ one, many }) => ({
  project: one(projects, { fields: [projectResources.projectId], references: [projects.id] }),
  user: one(users, { fields: [projectResources.userId], references: [users.id] }),
  assignments: many(deliverableResources),
}));
export const milestonesRelations = relations(milestones, ({ one, many }) => ({
  project: one(projects, { fields: [milestones.projectId], references: [projects.id] }),
  deliverables: many(deliverables),
}));
export const projectExpensesRelations = relations(projectExpenses, ({ one }) => ({
  project: one(projects, { fields: [projectExpenses.projectId], references: [projects.id] }),
}));
export const deliverablesRelations = relations(deliverables, ({ one, many }) => ({
  project: one(projects, { fields: [deliverables.projectId], references: [projects.id] }),
  milestone: one(milestones, { fields: [deliverables.milestoneId], references: [milestones.id] }),
  assignedResources: many(deliverableResources),
}));
export const deliverableResourcesRelations = relations(deliverableResources, ({ one }) => ({
  deliverable: one(deliverables, {
    fields: [deliverableResources.deliverableId],
    references: [deliverables.id],
  }),
  resource: one(projectResources, {
    fields: [deliverableResources.resourceId],
    references: [projectResources.id],
  }),
}));

export const timesheetsRelations = relations(timesheets, ({ one, many }) => ({
  user: one(users, { fields: [timesheets.userId], references: [users.id] }),
  lineItems: many(timesheetLineItems),
  entries: many(timesheetEntries),
  approvals: many(timesheetApprovals),
  timeline: many(timesheetTimelineEvents),
  attachments: many(timesheetAttachments),
  expenses: many(timesheetExpenses),
}));
export const timesheetLineItemsRelations = relations(timesheetLineItems, ({ one, many }) => ({
  timesheet: one(timesheets, { fields: [timesheetLineItems.timesheetId], references: [timesheets.id] }),
  project: one(projects, { fields: [timesheetLineItems.projectId], references: [projects.id] }),
  deliverable: one(deliverables, {
    fields: [timesheetLineItems.deliverableId],
    references: [deliverables.id],
  }),
  entries: many(timesheetEntries),
}));
export const timesheetEntriesRelations = relations(timesheetEntries, ({ one }) => ({
  lineItem: one(timesheetLineItems, {
    fields: [timesheetEntries.lineItemId],
    references: [timesheetLineItems.id],
  }),
  timesheet: one(timesheets, { fields: [timesheetEntries.timesheetId], references: [timesheets.id] }),
  project: one(projects, { fields: [timesheetEntries.projectId], references: [projects.id] }),
  deliverable: one(deliverables, { fields: [timesheetEntries.deliverableId], references: [deliverables.id] }),
}));
export const timesheetApprovalsRelations = relations(timesheetApprovals, ({ one, many }) => ({
  timesheet: one(timesheets, { fields: [timesheetApprovals.timesheetId], references: [timesheets.id] }),
  project: one(projects, { fields: [timesheetApprovals.projectId], references: [projects.id] }),
  approvedBy: one(users, { fields: [timesheetApprovals.approvedByUserId], references: [users.id] }),
  approvers: many(timesheetApprovalApprovers),
}));
export const timesheetApprovalApproversRelations = relations(timesheetApprovalApprovers, ({ one }) => ({
  approval: one(timesheetApprovals, {
    fields: [timesheetApprovalApprovers.approvalId],
    references: [timesheetApprovals.id],
  }),
  user: one(users, { fields: [timesheetApprovalApprovers.userId], references: [users.id] }),
}));
export const timesheetTimelineEventsRelations = relations(timesheetTimelineEvents, ({ one }) => ({
  timesheet: one(timesheets, { fields: [timesheetTimelineEvents.timesheetId], references: [timesheets.id] }),
  createdBy: one(users, { fields: [timesheetTimelineEvents.createdByUserId], references: [users.id] }),
}));
export const timesheetAttachmentsRelations = relations(timesheetAttachments, ({ one }) => ({
  timesheet: one(timesheets, { fields: [timesheetAttachments.timesheetId], references: [timesheets.id] }),
}));
export const timesheetExpensesRelations = relations(timesheetExpenses, ({ one, many }) => ({
  timesheet: one(timesheets, { fields: [timesheetExpenses.timesheetId], references: [timesheets.id] }),
  attachments: many(timesheetExpenseAttachments),
}));
export const timesheetExpenseAttachmentsRelations = relations(timesheetExpenseAttachments, ({ one }) => ({
  expense: one(timesheetExpenses, {
    fields: [timesheetExpenseAttachments.expenseId],
    references: [timesheetExpenses.id],
  }),
}));
