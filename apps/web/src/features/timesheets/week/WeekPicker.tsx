import { addDays } from '@tally/domain/dates';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { type ComponentRef, useEffect, useRef } from 'react';

export interface WeekPickerProps {
  weekEnd: string;
  /** Focus the input when it mounts (the user had tabbed onto its stand-in). */
  autoFocus?: boolean;
  /** Open the calendar when it mounts (the user had pressed its stand-in). */
  defaultOpen?: boolean;
  onPick(date: string): void;
}

/**
 * The 'Select Week' picker (T-003): the week's days are highlighted in the calendar. antd's DatePicker
 * weighs about 30 KB gzipped, so WeekNavigator loads this module after the week shows, or as soon as
 * the user reaches for its stand-in.
 */
export function WeekPicker({ weekEnd, autoFocus, defaultOpen, onPick }: WeekPickerProps) {
  const ref = useRef<ComponentRef<typeof DatePicker>>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <DatePicker
      ref={ref}
      aria-label="Select Week"
      placeholder="Select Week"
      format="MM/DD/YYYY"
      allowClear={false}
      defaultOpen={defaultOpen}
      value={dayjs(weekEnd)}
      onChange={(value) => {
        if (value) onPick(value.format('YYYY-MM-DD'));
      }}
      cellRender={(date, info) => {
        if (info.type !== 'date' || !dayjs.isDayjs(date)) return info.originNode;
        const day = date.format('YYYY-MM-DD');
        const inWeek = day > addDays(weekEnd, -7) && day <= weekEnd;
        return <div className={inWeek ? 'week-navigator__in-week' : undefined}>{info.originNode}</div>;
      }}
    />
  );
}
