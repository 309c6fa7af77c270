export { findUser } from './queries.ts';
export type { EmailRow, UserRefRecord, UserRow } from './records.ts';
export { registerMe } from './schema.ts';
export { getMe, MeRecord } from './use-cases/get-me.ts';
export type { MenuBadgeCounters } from './use-cases/get-menu.ts';
