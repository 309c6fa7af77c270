import type { UserRow } from '../auth/index.ts';

/** users.settings: the person's own settings, a JSON object. */
export type UserSettingsRecord = UserRow['settings'];
