import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import { nextWeekEnd, previousWeekEnd, toWeekEnd, type WeekDay } from '@tally/domain/timesheets/week';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';

interface Props {
  id: string;
  /** The week shown (YYYY-MM-DD, a week-end day). */
  weekEnd: string;
  weekEndDay: WeekDay;
  onChange(weekEnd: string): void;
}

/**
 * The week of a weekly report: a 'Week ending' date picker whose choice moves forward to the configured
 * week-end day, with previous and next week buttons.
 */
export function WeekSelector({ id, weekEnd, weekEndDay, onChange }: Props) {
  return (
    <div className="finance-report__control">
      <label htmlFor={id}>Week ending</label>
      <Space.Compact>
        <Button
          aria-label="Previous week"
          icon={<LeftOutlined />}
          onClick={() => onChange(previousWeekEnd(weekEnd))}
        />
        <DatePicker
          id={id}
          format={DISPLAY_DATE_FORMAT}
          allowClear={false}
          value={dayjs(weekEnd)}
          onChange={(value) => value && onChange(toWeekEnd(value.format('YYYY-MM-DD'), weekEndDay))}
        />
        <Button
          aria-label="Next week"
          icon={<RightOutlined />}
          onClick={() => onChange(nextWeekEnd(weekEnd))}
        />
      </Space.Compact>
    </div>
  );
}
