export {
  findUser,
  getMe,
  MeRecord,
  registerMe,
  type UserRow,
} from './me/index.ts';
export { registerAuth } from './schema.ts';
