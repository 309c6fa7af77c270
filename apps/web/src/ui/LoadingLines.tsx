import './loading-lines.css';

interface LoadingLinesProps {
  /** Placeholder lines under the title line. */
  rows: number;
  /** What is loading, read out by screen readers. */
  label?: string;
}

/**
 * Grey placeholder lines while a screen's data loads: antd's active paragraph Skeleton look, drawn by our own
 * CSS so first-load screens do not download the Skeleton component (3 KB gzipped) just to wait.
 */
export function LoadingLines({ rows, label = 'Loading' }: LoadingLinesProps) {
  return (
    <output className="tally-loading-lines" aria-label={label} aria-busy="true">
      <span className="tally-loading-lines__title" />
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered
        <span key={row} className="tally-loading-lines__line" />
      ))}
    </output>
  );
}
