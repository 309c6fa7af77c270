import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addDays } from '@tally/domain/dates';
import { defaultWeekEnd, nextWeekEnd, previousWeekEnd, type WeekDay } from '@tally/domain/week';
import { Button, DatePicker, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';

interface Props {
  weekEnd: string;
  today: string;
  weekEndDay: WeekDay;
  goTo(date: string, options?: { replace?: boolean }): void;
}

/** Previous / next week, the 'Select Week' picker (replaces the URL) and 'Current Week' (T-002, T-003). */
export function WeekNavigator({ weekEnd, today, weekEndDay, goTo }: Props) {
  const current = defaultWeekEnd(today, weekEndDay);
  return (
    <Space wrap className="week-navigator">
      <Space.Compact>
        <Tooltip title="Previous week">
          <Button
            aria-label="Previous week"
            icon={<LeftOutlined aria-hidden />}
            onClick={() => goTo(previousWeekEnd(weekEnd))}
          />
        </Tooltip>
        <DatePicker
          aria-label="Select Week"
          placeholder="Select Week"
          format="MM/DD/YYYY"
          allowClear={false}
          value={dayjs(weekEnd)}
          onChange={(value) => {
            if (value) goTo(value.format('YYYY-MM-DD'), { replace: true });
          }}
          cellRender={(date, info) => {
            if (info.type !== 'date' || !dayjs.isDayjs(date)) return info.originNode;
            const day = date.format('YYYY-MM-DD');
            const inWeek = day > addDays(weekEnd, -7) && day <= weekEnd;
            return <div className={inWeek ? 'week-navigator__in-week' : undefined}>{info.originNode}</div>;
          }}
        />
        <Tooltip title="Next week">
          <Button
            aria-label="Next week"
            icon={<RightOutlined aria-hidden />}
            onClick={() => goTo(nextWeekEnd(weekEnd))}
          />
        </Tooltip>
      </Space.Compact>
      <Button onClick={() => goTo(current)} disabled={current === weekEnd}>
        Current Week
      </Button>
    </Space>
  );
}
