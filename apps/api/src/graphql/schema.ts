import type { GraphQLSchema } from 'graphql/index.js';
import { registerAdminNamespace } from '../modules/admin/admin.namespace.ts';
import { registerClients } from '../modules/admin/clients/clients.schema.ts';
import { registerQuickEdit } from '../modules/admin/quick-edit.schema.ts';
import { registerSettings } from '../modules/admin/settings/settings.schema.ts';
import { registerTaxonomy } from '../modules/admin/taxonomy/taxonomy.schema.ts';
import { registerProjectTemplates } from '../modules/admin/templates.schema.ts';
import { registerAdminUsers } from '../modules/admin/users.schema.ts';
import { registerApprovals } from '../modules/approvals/approvals.schema.ts';
import { registerAuth } from '../modules/auth/auth.schema.ts';
import { registerMe } from '../modules/auth/me/me.schema.ts';
import {
  registerFinanceReports,
  registerFinanceSnapshots,
  registerFinanceTimesheets,
  registerManualTimesheets,
  registerSnapshotWindow,
} from '../modules/finance/index.ts';
import { registerHr, registerHrReports } from '../modules/hr/index.ts';
import {
  registerAccessTokens,
  registerIntegrations,
  registerWebhooks,
} from '../modules/integrations/index.ts';
import { registerPerformance } from '../modules/performance/index.ts';
import { registerBudgetTool } from '../modules/projects/budget-tool/budget-tool.schema.ts';
import { registerDeliverables } from '../modules/projects/deliverables/deliverables.schema.ts';
import { registerDocuments } from '../modules/projects/documents/documents.schema.ts';
import { registerProjectEditing } from '../modules/projects/editing.schema.ts';
import { registerProjectList } from '../modules/projects/list/project-list.schema.ts';
import { registerProjectMoney } from '../modules/projects/money/project-money.schema.ts';
import { registerProjects } from '../modules/projects/projects.schema.ts';
import { registerReports } from '../modules/reports/reports.schema.ts';
import { registerUserSettings } from '../modules/settings/user-settings.ts';
import { registerHistory } from '../modules/shared/history/index.ts';
import { registerUploads } from '../modules/shared/uploads/index.ts';
import { registerConfigurationAdmin } from '../modules/super-admin/configurations/configuration-admin.schema.ts';
import { registerConfigurations } from '../modules/super-admin/configurations/configurations.schema.ts';
import { registerTimeOff } from '../modules/time-off/index.ts';
import { registerCalendar, registerTimer, registerTimesheets } from '../modules/timesheets/index.ts';
import { registerVaccine } from '../modules/vaccine/index.ts';
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
  registerConfigurationAdmin,
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
