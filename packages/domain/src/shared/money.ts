const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars with thousands separators: whole dollars, or two decimals when there are cents (C-040). */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
}

/** Report money: $ and exactly two decimals (C-040). */
export function formatMoneyExact(amount: number): string {
  return cents.format(amount);
}

/** A percentage of a fraction, e.g. 0.4567 → '45.67%'. */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100}%`;
}

/** Truncates to `max` characters, the last three being '...' (C-041: 300 → 297 + '...'). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 3)}...`;
}
