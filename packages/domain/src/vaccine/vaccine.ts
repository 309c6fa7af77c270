import { addDays, daysBetween, type IsoDate, isIsoDate, isoToDisplay, MONTH_NAMES } from '../shared/dates.ts';

/** Vaccine tracker rules (spec part 3 §2, §4, §5, §9; V-001..V-031). */

/** V-004: the vaccine types of the Yes form, in the spec's order. */
export const VACCINE_TYPES = [
  'Moderna',
  'Pfizer',
  'Johnson & Johnson',
  'AstraZeneca Vaxzevria',
  'Serum Institute of India COVISHIELD',
  'SinoPharm/BIBP Covilo',
  'Sinovac CoronaVac',
] as const;

export const VACCINE_STATUSES = ['yes', 'no'] as const;
export type VaccineAnswer = (typeof VACCINE_STATUSES)[number];

/** V-014: the No intentions; the spelling of 'reqestingException' is the spec's contract. */
export const VACCINE_NO_TYPES = [
  'intendToVaccinated',
  'reqestingException',
  'notIntendToVaccinated',
] as const;
export type VaccineNoType = (typeof VACCINE_NO_TYPES)[number];
export const DEFAULT_NO_TYPE: VaccineNoType = 'intendToVaccinated';

export const isVaccineNoType = (value: string): value is VaccineNoType =>
  (VACCINE_NO_TYPES as readonly string[]).includes(value);

/** Spec §9: a test is due this many days after the latest one. */
export const TEST_INTERVAL_DAYS = 7;

/** The spec's default deadline (configuration `vaccine-deadline-date`). */
export const DEFAULT_VACCINE_DEADLINE: IsoDate = '2022-01-18';

export const VACCINE_TEXTS = {
  title: 'Vaccine Tracker',
  subtitle: 'If you have been given direction, please provide your vaccine information below',
  question: 'Are you fully vaccinated against COVID-19 ?',
  required: 'Required',
  updated: 'Updated Successfully',
  success: 'Thank you, your vaccine details have been updated successfully.',
  exemption: 'I am requesting a religious or medical exemption',
  uploadSoon: 'Please Upload it as soon as you get the results',
  noTest: 'No Test Submitted',
  reportTitle: 'Vaccine Tracker Report',
  notAuthorized: 'Only members of vaccine-report may see the vaccine tracker report.',
  trackerOff: 'The vaccine tracker is turned off.',
} as const;

/** The configured deadline, falling back to the spec's when the value is not a YYYY-MM-DD date. */
export function vaccineDeadline(configured: string | null | undefined): IsoDate {
  const value = configured?.trim() ?? '';
  return isIsoDate(value) ? value : DEFAULT_VACCINE_DEADLINE;
}

/** 'January 18, 2022' (the proofs screen), or 'January 18,2022' without the space (the report's status, V-030). */
export function deadlineText(deadline: IsoDate, spaceAfterComma = true): string {
  const [year, month, day] = deadline.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${day},${spaceAfterComma ? ' ' : ''}${year}`;
}

/** V-013: the three No intentions with the configured deadline. */
export function noTypeLabels(deadline: IsoDate): Record<VaccineNoType, string> {
  const date = deadlineText(deadline);
  return {
    intendToVaccinated: `I intend to be vaccinated by ${date}`,
    reqestingException: VACCINE_TEXTS.exemption,
    notIntendToVaccinated: `I do not intend to be fully vaccinated before ${date} or seek medical/religious exemption.`,
  };
}

/** V-030: the report's status of a person who answered No. */
export function noTypeStatus(noType: VaccineNoType | null, deadline: IsoDate): string {
  switch (noType ?? DEFAULT_NO_TYPE) {
    case 'reqestingException':
      return 'Exemption Requested';
    case 'notIntendToVaccinated':
      return `Vaccination Not Intended Before ${deadlineText(deadline, false)}`;
    default:
      return 'Vaccination Intended';
  }
}

/** V-022: the day the next test is due. */
export function nextTestDate(lastTest: IsoDate): IsoDate {
  return addDays(lastTest, TEST_INTERVAL_DAYS);
}

/** V-022: 'Date of next test must be {MM/DD/YYYY} or sooner'. */
export function nextTestLabel(lastTest: IsoDate): string {
  return `Date of next test must be ${isoToDisplay(nextTestDate(lastTest))} or sooner`;
}

export interface TestCountdown {
  /** Days until the next test is due; 0 today, negative once overdue. */
  daysLeft: number;
  overdue: boolean;
  /** Green while the test is not due yet, red from the due day on. */
  tone: 'success' | 'danger';
  message: string;
  /** Shown after the message (V-021). */
  followUp: string;
}

/** V-021: the countdown to the next test, from the latest test date and today. */
export function testCountdown(lastTest: IsoDate, today: IsoDate): TestCountdown {
  const daysLeft = daysBetween(today, nextTestDate(lastTest));
  const message =
    daysLeft > 0
      ? `${daysLeft} days until next test must be taken`
      : daysLeft === 0
        ? 'Next Test should have been taken today'
        : `Next Test should have been taken ${-daysLeft} days ago`;
  const overdue = daysLeft <= 0;
  return {
    daysLeft,
    overdue,
    tone: overdue ? 'danger' : 'success',
    message,
    followUp: VACCINE_TEXTS.uploadSoon,
  };
}

/** V-018: the months ('YYYY-MM') a range touches, newest first. */
export function monthsNewestFirst(start: IsoDate, end: IsoDate, limit = 240): string[] {
  const months: string[] = [];
  let year = Number(end.slice(0, 4));
  let month = Number(end.slice(5, 7));
  const first = start.slice(0, 7);
  while (months.length < limit) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key < first) break;
    months.push(key);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

// ---- Proof images (V-011, V-012) ----

export const IMAGE_TYPE_ERROR = 'You can only upload JPG/PNG files!';
export type ProofKind = 'VaccineCard' | 'COVID_Test';
export type ImageType = 'image/jpeg' | 'image/png';

const EXTENSIONS: Record<string, ImageType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** The image type a file name's extension names, or null when it is not a JPEG or PNG name. */
export function imageTypeOfName(fileName: string): ImageType | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return (extension && EXTENSIONS[extension]) || null;
}

/** The image type the first bytes show (JPEG: FF D8 FF; PNG: its 8-byte signature), or null. */
export function imageTypeOfBytes(head: ArrayLike<number>): ImageType | null {
  const at = (index: number) => head[index];
  if (head.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => at(index) === byte)) return 'image/png';
  return null;
}

/** How many leading bytes imageTypeOfBytes needs. */
export const IMAGE_SIGNATURE_BYTES = 8;

/** V-012: `{userId}_{timestamp}_VaccineCard.{ext}` or `{userId}_{timestamp}_COVID_Test.{ext}`. */
export function proofFileName(userId: string, kind: ProofKind, now: Date, type: ImageType): string {
  return `${userId}_${now.getTime()}_${kind}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/** Whether a blob name is one proofFileName made for this user and kind (any timestamp and extension). */
export function isProofFileNameOf(name: string, userId: string, kind: ProofKind): boolean {
  if (!name.startsWith(`${userId}_`)) return false;
  const rest = name.slice(userId.length + 1);
  return new RegExp(`^\\d{1,15}_${kind}\\.(jpg|png)$`).test(rest);
}

// ---- Report (V-024..V-031) ----

export type VaccineReportGroup = 'vaccinated' | 'notResponded' | 'notVaccinated';

/** Which of the report's three tables a person belongs to, from their answer. */
export function reportGroupOf(status: string | null | undefined): VaccineReportGroup {
  if (status === 'yes') return 'vaccinated';
  if (status === 'no') return 'notVaccinated';
  return 'notResponded';
}

export const ALL_CLIENTS = 'All';

/** V-031: the configured quick-filter client names (a JSON list of strings), blanks and repeats dropped. */
export function clientFilterNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names = value.filter((item): item is string => typeof item === 'string').map((item) => item.trim());
  return [...new Set(names.filter((name) => name !== ''))];
}

/** V-031: text search over a row's shown values, case-insensitive; every word must match somewhere. */
export function matchesSearch(values: readonly (string | null | undefined)[], search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = values
    .filter((value): value is string => !!value)
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** V-026: '{Table}-ExportedOn({YYYYMMDD-HHmm}).csv' (C-047's pattern without a week). */
export function vaccineExportFileName(table: string, stamp: string): string {
  return `${table}-ExportedOn(${stamp}).csv`;
}
