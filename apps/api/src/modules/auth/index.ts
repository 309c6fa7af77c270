export {
  type EmailRow,
  findUser,
  getMe,
  type MenuBadgeCounters,
  MeRecord,
  registerMe,
  type UserRefRecord,
  type UserRow,
} from './me/index.ts';
export { registerAuth } from './schema.ts';
