import type { GraphQLSchema } from 'graphql/index.js';
import { registerAdminNamespace } from '../modules/admin/admin.namespace.ts';
import { registerQuickEdit } from '../modules/admin/quick-edit.schema.ts';
import { registerProjectTemplates } from '../modules/admin/templates.schema.ts';
import { registerAdminUsers } from '../modules/admin/users.schema.ts';
import { registerAccessTokens } from '../modules/api-access/tokens.schema.ts';
import { registerApprovals } from '../modules/approvals/approvals.schema.ts';
import { registerAuth } from '../modules/auth/auth.schema.ts';
import { registerBudgetTool } from '../modules/budget-tool/budget-tool.schema.ts';
import { registerCalendar } from '../modules/calendar/calendar.schema.ts';
import { registerClients } from '../modules/clients/clients.schema.ts';
import { registerConfigurations } from '../modules/configurations/configurations.schema.ts';
import { registerDeliverables } from '../modules/deliverables/deliverables.schema.ts';
import { registerDocuments } from '../modules/documents/documents.schema.ts';
import { registerFinanceSnapshots } from '../modules/finance/finance-snapshots.schema.ts';
import { registerFinanceTimesheets } from '../modules/finance/finance-timesheets.schema.ts';
import { registerManualTimesheets } from '../modules/finance/manual-timesheets.schema.ts';
import { registerFinanceReports } from '../modules/finance-reports/finance-reports.schema.ts';
import { registerSnapshotWindow } from '../modules/finance-reports/snapshot-window/window.schema.ts';
import { registerHistory } from '../modules/history/history.schema.ts';
import { registerHr } from '../modules/hr/hr.schema.ts';
import { registerHrReports } from '../modules/hr/hr-reports.schema.ts';
import { registerIntegrations } from '../modules/integrations/integrations.schema.ts';
import { registerMe } from '../modules/me/me.schema.ts';
import { registerUserSettings } from '../modules/notifications/user-settings.ts';
import { registerPerformance } from '../modules/performance/performance.schema.ts';
import { registerProjectList } from '../modules/project-list/project-list.schema.ts';
import { registerProjectMoney } from '../modules/project-money/project-money.schema.ts';
import { registerProjectEditing } from '../modules/projects/editing.schema.ts';
import { registerProjects } from '../modules/projects/projects.schema.ts';
import { registerReports } from '../modules/reports/reports.schema.ts';
import { registerSettings } from '../modules/settings/settings.schema.ts';
import { registerTaxonomy } from '../modules/taxonomy/taxonomy.schema.ts';
import { registerTimeOff } from '../modules/timeoff/timeoff.schema.ts';
import { registerTimer } from '../modules/timer/timer.schema.ts';
import { registerTimesheets } from '../modules/timesheets/timesheets.schema.ts';
import { registerUploads } from '../modules/uploads/uploads.schema.ts';
import { registerVaccine } from '../modules/vaccine/vaccine.schema.ts';
import { registerWebhooks } from '../modules/webhooks/webhooks.schema.ts';
import { createBuilder } from './builder.ts';
import { createRefs, type RegisterArea } from './refs.ts';
import { registerScalars } from './scalars.ts';

/**
 * Every area's part of the schema; a new area adds its register function here. The order does not matter
 * (schema.test.ts builds it reversed and shuffled): the types areas share are made first, by createRefs, and
 * handed to each. It only decides the order of the root fields in introspection.
 */
export const AREAS: readonly RegisterArea[] = [
  registerScalars,
  registerMe,
  registerConfigurations,
  registerAuth,
  registerTimesheets,
  registerTimer,
  registerApprovals,
  registerProjects,
  registerFinanceTimesheets,
  registerFinanceReports,
  registerManualTimesheets,
  registerFinanceSnapshots,
  registerSnapshotWindow,
  registerAdminNamespace,
  registerAdminUsers,
  registerProjectList,
  registerProjectEditing,
  registerDeliverables,
  registerProjectMoney,
  registerDocuments,
  registerBudgetTool,
  registerUserSettings,
  registerReports,
  registerUploads,
  registerCalendar,
  registerClients,
  registerTaxonomy,
  registerSettings,
  registerHr,
  registerVaccine,
  registerQuickEdit,
  registerProjectTemplates,
  registerPerformance,
  registerHrReports,
  registerTimeOff,
  registerIntegrations,
  registerAccessTokens,
  registerWebhooks,
  registerHistory,
];

/** The schema of the given areas (all of them unless a test passes another order). */
export function buildSchema(areas: readonly RegisterArea[] = AREAS): GraphQLSchema {
  const builder = createBuilder();
  const refs = createRefs(builder);
  for (const register of areas) register(builder, refs);
  return builder.toSchema({ sortSchema: false });
}
