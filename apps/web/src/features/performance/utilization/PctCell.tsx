import { BAND_LABELS, type BandColor } from '@tally/domain/performance/utilization';
import { Tag } from 'antd';

export const pctText = (pct: number | null) => (pct === null ? '—' : `${pct.toFixed(2)} %`);
export const hoursText = (hours: number) => hours.toFixed(2);

/** A percentage in its colour band, with the band in words too (X-012..X-014: never colour alone). */
export function PctCell({ pct, band }: { pct: number | null; band: (pct: number) => BandColor }) {
  if (pct === null) return <span title="No hours available">—</span>;
  const color = band(pct);
  return (
    <Tag className={`utilization__pct utilization__pct--${color}`}>
      {pctText(pct)}
      <span className="utilization__band">{BAND_LABELS[color]}</span>
    </Tag>
  );
}
