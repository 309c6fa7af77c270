import { addDays, DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { type ComponentRef, useEffect, useRef } from 'react';
import { pickerLocaleStartingOn } from '../../../ui/weekStartLocale.ts';

export interface WeekPickerProps {
  weekEnd: string;
  /** The day weeks end on (0 Sunday … 6 Saturday): the calendar's rows start the day after. */
  weekEndDay: number;
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
export function WeekPicker({ weekEnd, weekEndDay, autoFocus, defaultOpen, onPick }: WeekPickerProps) {
  const ref = useRef<ComponentRef<typeof DatePicker>>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <DatePicker
      ref={ref}
      aria-label="Select Week"
      placeholder="Select Week"
      format={DISPLAY_DATE_FORMAT}
      allowClear={false}
      locale={pickerLocaleStartingOn((weekEndDay + 1) % 7)}
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
