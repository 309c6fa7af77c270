/** Blocks view geometry: hours to pixels, the 8-hour line and a line's colour. */
export const PX_PER_HOUR = 22;
export const EIGHT_HOURS = 8;
/** The chart always shows at least a 12-hour day, more when a day holds more. */
const MIN_SCALE_HOURS = 12;

export function scaleHours(dayHours: readonly number[]): number {
  return Math.max(MIN_SCALE_HOURS, Math.ceil(Math.max(0, ...dayHours)));
}

/** Eight hues with dark text on a light fill (WCAG AA) and a saturated edge. */
const PALETTE = [
  { fill: '#d6e4ff', edge: '#1d39c4' },
  { fill: '#d9f7be', edge: '#389e0d' },
  { fill: '#ffe7ba', edge: '#d46b08' },
  { fill: '#efdbff', edge: '#722ed1' },
  { fill: '#b5f5ec', edge: '#08979c' },
  { fill: '#ffd6e7', edge: '#c41d7f' },
  { fill: '#fff1b8', edge: '#d4b106' },
  { fill: '#e6e6e6', edge: '#595959' },
] as const;

export function lineColor(index: number): { fill: string; edge: string } {
  return PALETTE[index % PALETTE.length]!;
}
