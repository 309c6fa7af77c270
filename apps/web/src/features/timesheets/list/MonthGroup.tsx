import type { MonthOfWeeks } from '@tally/domain/timesheets/week';
import { Col, Row, Typography } from 'antd';
import type { TimesheetCardFragment } from '../../../graphql/generated/graphql.ts';
import { WeekCard } from './WeekCard.tsx';

interface Props {
  month: MonthOfWeeks;
  today: string;
  byWeekEnd: ReadonlyMap<string, TimesheetCardFragment>;
  onCancel(timesheetId: string): void;
  onDelete(timesheetId: string): void;
}

/** The weeks ending in one month: 3 cards per row on large screens, 1 on small ones (L-009). */
export function MonthGroup({ month, today, byWeekEnd, onCancel, onDelete }: Props) {
  const headingId = `month-${month.month}`;
  return (
    <section aria-labelledby={headingId} className="month-group">
      <Typography.Title level={2} id={headingId} className="month-group__title">
        {month.label}
      </Typography.Title>
      <Row gutter={[16, 16]} role="list">
        {month.weekEnds.map((weekEnd) => (
          <Col key={weekEnd} xs={24} md={12} lg={8} role="listitem">
            <WeekCard
              weekEnd={weekEnd}
              today={today}
              sheet={byWeekEnd.get(weekEnd)}
              onCancel={onCancel}
              onDelete={onDelete}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
