import type { GraphQLSchema } from 'graphql/index.js';
import {
  registerAdminNamespace,
  registerAdminUsers,
  registerClients,
  registerProjectTemplates,
  registerQuickEdit,
  registerSettings,
  registerTaxonomy,
} from '../modules/admin/index.ts';
import { countAwaitingSheets, registerApprovals } from '../modules/approvals/index.ts';
import { registerAuth, registerMe } from '../modules/auth/index.ts';
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
  syncProject,
} from '../modules/integrations/index.ts';
import { registerPerformance } from '../modules/performance/index.ts';
import {
  projectEditing,
  registerBudgetTool,
  registerDeliverables,
  registerDocuments,
  registerProjectList,
  registerProjectMoney,
  registerProjects,
} from '../modules/projects/index.ts';
import { registerReports } from '../modules/reports/index.ts';
import { registerUserSettings } from '../modules/settings/index.ts';
import { registerHistory } from '../modules/shared/history/index.ts';
import { registerUploads } from '../modules/shared/uploads/index.ts';
import { registerConfigurationAdmin, registerConfigurations } from '../modules/super-admin/index.ts';
import { registerTimeOff } from '../modules/time-off/index.ts';
import { registerCalendar, registerTimer, registerTimesheets } from '../modules/timesheets/index.ts';
import { registerVaccine } from '../modules/vaccine/index.ts';
import { type Builder, createBuilder } from './builder.ts';
import { createRefs, type RegisterArea, type SchemaRefs } from './refs.ts';
import { registerScalars } from './scalars.ts';

/** Me and its menu; the menu's badge counts come from the areas above auth that own them. */
function registerMeWithBadges(builder: Builder, refs: SchemaRefs): void {
  registerMe(builder, refs, { approvals: countAwaitingSheets });
}

/**
 * Every area's part of the schema; a new area adds its register function here. The order does not matter
 * (schema.test.ts builds it reversed and shuffled): the types areas share are made first, by createRefs, and
 * handed to each. It only decides the order of the root fields in introspection.
 */
export const AREAS: readonly RegisterArea[] = [
  registerScalars,
  registerMeWithBadges,
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
  projectEditing(syncProject),
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
