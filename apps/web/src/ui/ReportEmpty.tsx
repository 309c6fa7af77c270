import { isoToDisplay, startOfMonth } from '@tally/domain/shared/dates';
import { Button, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import './report-empty.css';

export interface ReportRange {
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD */
  end: string;
}

/** Whole months up to the range's end an empty report offers: three, else a year (every report takes a year). */
const WIDER_MONTHS = [3, 12] as const;

/**
 * Where an empty report's range widens to: the three whole months up to its end, or the twelve when the range
 * already starts that early; null when it already holds a year.
 */
export function widerRange(range: ReportRange): ReportRange | null {
  for (const months of WIDER_MONTHS) {
    const start = startOfMonth(range.end, 1 - months);
    if (start < range.start) return { start, end: range.end };
  }
  return null;
}

interface Props {
  text: string;
  /** Why the range may be empty. */
  hint: ReactNode;
  /** The range shown and how to show another: adds a button to the wider range (`widerRange`). */
  widen?: { range: ReportRange; onShow(range: ReportRange): void };
  /** Another way forward, in place of widening (e.g. the week before). */
  action?: ReactNode;
}

/**
 * A report's empty state that says why it may be empty and offers, in one click, the range to look at instead
 * (issue 14: a report must not open on an empty range without a way forward).
 */
export function ReportEmpty({ text, hint, widen, action }: Props) {
  const wider = widen ? widerRange(widen.range) : null;
  return (
    <Empty
      className="report-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <span className="report-empty__text">{text}</span>
          <Typography.Text type="secondary" className="report-empty__hint">
            {hint}
          </Typography.Text>
        </>
      }
    >
      {wider && widen ? (
        <Button onClick={() => widen.onShow(wider)}>
          Show {isoToDisplay(wider.start)} - {isoToDisplay(wider.end)}
        </Button>
      ) : (
        action
      )}
    </Empty>
  );
}
