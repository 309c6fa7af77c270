import { DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

import type { ReportRange } from './ReportEmpty.tsx';

interface Props {
  /** The picker's id: its label points at the first input. */
  id: string;
  label?: string;
  range: ReportRange;
  /** Called with both ends once both are picked (the range never clears). */
  onChange: (range: ReportRange) => void;
  presets?: readonly { label: string; range: ReportRange }[];
  /** The class of the label-and-picker block, as the page's toolbar lays it out. */
  className: string;
}

/** A report's labelled date range, shown and typed as MM/DD/YYYY. */
export function DateRangeField({ id, label = 'Date range', range, onChange, presets, className }: Props) {
  const pick = (values: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = values ?? [null, null];
    if (from && to) onChange({ start: from.format('YYYY-MM-DD'), end: to.format('YYYY-MM-DD') });
  };
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <DatePicker.RangePicker
        id={{ start: id }}
        format={DISPLAY_DATE_FORMAT}
        allowClear={false}
        value={[dayjs(range.start), dayjs(range.end)]}
        presets={presets?.map((preset) => ({
          label: preset.label,
          value: [dayjs(preset.range.start), dayjs(preset.range.end)] as [Dayjs, Dayjs],
        }))}
        onChange={(values) => pick(values as [Dayjs | null, Dayjs | null] | null)}
      />
    </div>
  );
}
