import { DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import type { DateRange } from '@tally/domain/timesheets/week';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

interface Props {
  range: DateRange;
  onChange(range: DateRange): void;
}

/** The list's date range, shown as MM/DD/YYYY (L-002). */
export function ListRangePicker({ range, onChange }: Props) {
  return (
    <DatePicker.RangePicker
      aria-label="Date range"
      format={DISPLAY_DATE_FORMAT}
      allowClear={false}
      value={[dayjs(range.start), dayjs(range.end)]}
      onChange={(values) => {
        const [start, end] = values ?? [];
        if (start && end) onChange({ start: start.format('YYYY-MM-DD'), end: end.format('YYYY-MM-DD') });
      }}
    />
  );
}
