/** The spec's texts for editing a weekly timesheet (E-012, E-017, E-018). */
export const HOURS_ADDED = 'Successfully added hours';
export const HOURS_UPDATED = 'Successfully updated hours';
export const HOURS_SAVE_FAILED =
  'There was an issue saving your hours. Please refresh page and try again. If issue persists, contact support.';
export const REMOVE_LINE_CONFIRM = 'Are you sure you want to delete this task?';
export const NO_COMMENT = 'No Comment';
export const EMPTY_LINES = 'Your tasks for this timesheet will appear here.';

/** C-059, C-060: saving indicator after 300 ms; remove-row call after 500 ms; error toast 6 s. */
export const SAVING_INDICATOR_DELAY_MS = 300;
export const REMOVE_LINE_DELAY_MS = 500;
export const ERROR_TOAST_SECONDS = 6;

/** Issue #18: an edit made without a connection waits on this device (the cell shows it). */
export const EDIT_KEPT_OFFLINE = 'Saved on this device. It will be sent when the connection is back.';
