export type TotalColor = 'default' | 'orange' | 'red';
export type ConsumptionColor = 'green' | 'amber' | 'red';

export const DAILY_TOTAL_THRESHOLDS = { orangeAbove: 8, redAbove: 12 } as const;
/** Red at 50 or more, the same line as the card highlight (Gap 5). */
export const WEEKLY_TOTAL_THRESHOLDS = { orangeAbove: 40, redFrom: 50 } as const;
export const CONSUMPTION_THRESHOLDS = { amberAbove: 60, redAbove: 80 } as const;

/** Daily total: orange above 8 hours, red above 12. */
export function dailyTotalColor(hours: number): TotalColor {
  if (hours > DAILY_TOTAL_THRESHOLDS.redAbove) return 'red';
  if (hours > DAILY_TOTAL_THRESHOLDS.orangeAbove) return 'orange';
  return 'default';
}

/** Weekly total: orange above 40 hours, red from 50. */
export function weeklyTotalColor(hours: number): TotalColor {
  if (hours >= WEEKLY_TOTAL_THRESHOLDS.redFrom) return 'red';
  if (hours > WEEKLY_TOTAL_THRESHOLDS.orangeAbove) return 'orange';
  return 'default';
}

/** Budget or hours consumption in percent: green up to 60 %, amber above 60 %, red above 80 %. */
export function consumptionColor(percentUsed: number): ConsumptionColor {
  if (percentUsed > CONSUMPTION_THRESHOLDS.redAbove) return 'red';
  if (percentUsed > CONSUMPTION_THRESHOLDS.amberAbove) return 'amber';
  return 'green';
}
