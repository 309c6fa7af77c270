import type { GraphQLContext } from '../../../graphql/context.ts';
import { cachedTimesheetSettings, type TimesheetSettings } from '../queries/settings.ts';

const settingsByRequest = new WeakMap<GraphQLContext, Promise<TimesheetSettings>>();

/** The timesheet configuration, the same for a whole GraphQL request however many sheets a response holds. */
export function requestSettings(context: GraphQLContext): Promise<TimesheetSettings> {
  let settings = settingsByRequest.get(context);
  if (!settings) {
    settings = cachedTimesheetSettings(context.deps.db);
    settingsByRequest.set(context, settings);
  }
  return settings;
}
