import { DEFAULT_SUBMIT_THRESHOLD } from '../timesheets/submit.ts';

/** The sliders of Timesheet Settings go up to 120 weekly hours (D-059, part 3 §9). */
export const THRESHOLD_HOURS_LIMIT = 120;
export const DEFAULT_THRESHOLD = DEFAULT_SUBMIT_THRESHOLD;

export type ThresholdErrors = Partial<Record<'min' | 'max', string>>;

function atMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

function boundError(label: string, value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0 || value > THRESHOLD_HOURS_LIMIT)
    return `${label} hours must be between 0 and ${THRESHOLD_HOURS_LIMIT}`;
  if (!atMostTwoDecimals(value)) return `${label} hours can have at most two decimals`;
  return undefined;
}

/** The bounds an admin may save: 0 ≤ min ≤ max ≤ 120, at most two decimals. Empty object when valid. */
export function validateThreshold(min: number, max: number): ThresholdErrors {
  const errors: ThresholdErrors = {};
  const minError = boundError('Minimum', min);
  const maxError = boundError('Maximum', max);
  if (minError) errors.min = minError;
  if (maxError) errors.max = maxError;
  if (!minError && !maxError && max < min)
    errors.max = 'Maximum hours must be greater than or equal to minimum hours';
  return errors;
}
