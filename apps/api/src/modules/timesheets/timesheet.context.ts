import type { GraphQLContext } from '../../graphql/context.ts';
import { loadTimesheetSettings, type TimesheetSettings } from './timesheet.settings.ts';

const settingsByRequest = new WeakMap<GraphQLContext, Promise<TimesheetSettings>>();

/** The timesheet configuration, read once per GraphQL request however many sheets a response holds. */
export function requestSettings(context: GraphQLContext): Promise<TimesheetSettings> {
  let settings = settingsByRequest.get(context);
  if (!settings) {
    settings = loadTimesheetSettings(context.deps.db);
    settingsByRequest.set(context, settings);
  }
  return settings;
}
