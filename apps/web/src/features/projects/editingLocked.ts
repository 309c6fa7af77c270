/** Why a project's data cannot be changed while the accounting integration holds it (settings.lockEditing). */
export const EDITING_LOCKED = 'Editing is locked while the accounting integration is enabled.';
