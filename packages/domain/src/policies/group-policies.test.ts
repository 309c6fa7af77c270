import { describe, expect, it } from 'vitest';
import { GROUP_NAMES, type GroupName } from '../auth/groups.ts';
import * as admin from './admin.ts';
import * as finance from './finance.ts';
import * as hr from './hr.ts';
import * as integrations from './integrations.ts';
import * as performance from './performance.ts';
import { mayCreateProjects, mayRunBudgetTool, maySeeAllProjects } from './projects.ts';
import { mayAddTimeOffTransactions } from './time-off.ts';
import * as vaccine from './vaccine.ts';
import type { PolicyViewer } from './viewer.ts';

// The policies that depend on groups only, and the groups each admits: a member of any listed group passes, a
// member of any other group (or of none) is refused.
const cases: [string, (viewer: PolicyViewer) => boolean, GroupName[]][] = [
  ['mayAdministerUsers', admin.mayAdministerUsers, ['admin']],
  ['mayManageClients', admin.mayManageClients, ['admin']],
  ['mayEditTaxonomy', admin.mayEditTaxonomy, ['admin']],
  ['mayRunAdminJobs', admin.mayRunAdminJobs, ['admin']],
  ['mayEditTimesheetThresholds', admin.mayEditTimesheetThresholds, ['admin', 'super-admin']],
  ['mayEditConfigurations', admin.mayEditConfigurations, ['super-admin']],
  ['mayListFinanceTimesheets', finance.mayListFinanceTimesheets, ['finance', 'super-admin']],
  ['mayUseFinanceTools', finance.mayUseFinanceTools, ['finance', 'admin']],
  ['mayReadAsFinance', finance.mayReadAsFinance, ['finance']],
  ['mayReadHumanResources', hr.mayReadHumanResources, ['human-resources']],
  ['mayReadUtilization', performance.mayReadUtilization, ['senior-management', 'admin']],
  ['mayReadVaccineReport', vaccine.mayReadVaccineReport, ['vaccine-report']],
  ['mayUseIntegrationTools', integrations.mayUseIntegrationTools, ['super-admin']],
  ['mayManageWebhooks', integrations.mayManageWebhooks, ['admin']],
  ['mayCreateProjects', mayCreateProjects, ['admin', 'project-management']],
  ['mayRunBudgetTool', mayRunBudgetTool, ['admin']],
  ['maySeeAllProjects', maySeeAllProjects, ['admin', 'project-management', 'finance', 'senior-management']],
  ['mayAddTimeOffTransactions', mayAddTimeOffTransactions, ['human-resources', 'admin']],
];

const member = (...groups: GroupName[]): PolicyViewer => ({ userId: 'u', email: 'u@example.com', groups });

describe('group policies', () => {
  it.each(cases)('%s admits exactly its groups', (_name, policy, admitted) => {
    for (const group of GROUP_NAMES) expect(policy(member(group)), group).toBe(admitted.includes(group));
    expect(policy(member())).toBe(false);
  });
});
