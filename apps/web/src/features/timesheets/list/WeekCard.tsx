import { isoToCompact, isoToDisplay } from '@tally/domain/shared/dates';
import { formatHours } from '@tally/domain/timesheets/hours';
import { isHighlighted, OVER_50_HOURS_NOTE } from '@tally/domain/timesheets/totals';
import { isCurrentWeek, isOverdue } from '@tally/domain/timesheets/week';
import { Card, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { TimesheetCardFragment } from '../../../graphql/generated/graphql.ts';
import { readableTagStyle } from '../../../ui/readableTag.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { toStatus } from '../shared/status.ts';
import { CreateFromCard } from './CreateFromCard.tsx';
import { WeekCardMenu } from './WeekCardMenu.tsx';

export const NO_TIMESHEET_TEXT = 'No timesheet exists for this week';

interface Props {
  weekEnd: string;
  today: string;
  sheet: TimesheetCardFragment | undefined;
  onCancel(timesheetId: string): void;
  onDelete(timesheetId: string): void;
}

/** One week of the list: a sheet's status and hours, or the empty-week text; opens the week (L-004..L-008). */
export function WeekCard({ weekEnd, today, sheet, onCancel, onDelete }: Props) {
  const navigate = useNavigate();
  const label = isoToDisplay(weekEnd);
  const href = `/user/timesheets/${isoToCompact(weekEnd)}`;
  const highlighted = sheet ? isHighlighted(sheet.totalHours) : false;
  const current = isCurrentWeek(weekEnd, today);
  const overdue = isOverdue(weekEnd, today, sheet ? toStatus(sheet.status) : null);

  return (
    <Card
      size="small"
      hoverable
      className={['week-card', highlighted ? 'week-card--over50' : '', current ? 'week-card--current' : '']
        .filter(Boolean)
        .join(' ')}
      onClick={() => navigate(href)}
      title={
        <Link to={href} onClick={(event) => event.stopPropagation()}>
          Week ending {label}
        </Link>
      }
      extra={
        sheet ? (
          <WeekCardMenu
            sheet={sheet}
            weekLabel={label}
            onCancel={() => onCancel(sheet._id)}
            onDelete={() => onDelete(sheet._id)}
          />
        ) : null
      }
    >
      {current || overdue || sheet ? (
        <Space size={[4, 4]} wrap className="week-card__marks">
          {current ? <Tag color="blue">Current Week</Tag> : null}
          {overdue ? (
            <Tag color="volcano" style={readableTagStyle('volcano')}>
              Overdue
            </Tag>
          ) : null}
          {sheet ? <StatusTag status={sheet.status} /> : null}
        </Space>
      ) : null}
      {sheet ? (
        <>
          <Typography.Paragraph className="week-card__hours">
            <strong>{formatHours(sheet.totalHours)}</strong> hours
          </Typography.Paragraph>
          {highlighted ? (
            <Typography.Text type="danger" strong>
              {OVER_50_HOURS_NOTE}
            </Typography.Text>
          ) : null}
        </>
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="week-card__empty">
            {NO_TIMESHEET_TEXT}
          </Typography.Paragraph>
          <CreateFromCard weekEnd={weekEnd} onCreated={() => navigate(href)} />
        </>
      )}
    </Card>
  );
}
