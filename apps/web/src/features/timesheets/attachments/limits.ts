import { compactToIso, isoToDisplay } from '@tally/domain/shared/dates';

export { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@tally/domain/shared/uploads';

/** T-067: '{date} client timesheet', the week end as MM/DD/YYYY. */
export function defaultAttachmentDescription(endDate: string): string {
  return `${isoToDisplay(compactToIso(endDate))} client timesheet`;
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** T-070 (format unspecified): the user's first name, then the month and year of the week end. */
export function defaultExpenseDescription(firstName: string, endDate: string): string {
  const month = monthYear.format(new Date(`${compactToIso(endDate)}T00:00:00Z`));
  return `${firstName} ${month}`.trim();
}

/** Only same-site paths and http(s) URLs become links (a stored URL is user input). */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (amount: number) => money.format(amount);
