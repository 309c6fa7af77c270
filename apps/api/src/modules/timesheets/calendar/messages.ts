/** The calendar import's refusals (the ICS feed's own: ICS_MESSAGES of the domain). */
export const CALENDAR_MESSAGES = {
  off: 'Calendar import is turned off',
  range: 'The end date must be on or after the start date, at most 31 days later',
} as const;
