import { BorderOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { compactToIso } from '@tally/domain/shared/dates';
import { timerStartRefusal } from '@tally/domain/timesheets/timer-start';
import { Button } from 'antd';
import { TIMER_SHORTCUT, useTimer } from '../../../app/shell/timer/timerContext.ts';
import { useToday } from '../../../ui/useToday.ts';
import type { TimesheetLineItem } from '../shared/view-props.ts';
import { useLineEditing } from './LineEditingContext.tsx';

/**
 * A line's timer control (issue 18): 'Start timer on …' on each line of the person's own sheet for the
 * current week that they may still change; the line whose timer runs shows Stop instead. The button carries
 * the line (data-timer-line) for the Alt+T shortcut on the focused line.
 */
interface Props {
  line: TimesheetLineItem;
  label: string;
  /** The line may change (not locked, the sheet not read-only). */
  editable: boolean;
}

export function LineTimerButton({ line, label, editable }: Props) {
  const api = useTimer();
  const { timesheet } = useLineEditing();
  const today = useToday();
  if (!api) return null;
  const running = api.timer?.lineItem._id === line._id;
  if (running) {
    return (
      <Button
        type="primary"
        danger
        size="small"
        icon={<BorderOutlined aria-hidden />}
        loading={api.busy}
        data-timer-line={line._id}
        aria-label={`Stop timer on ${label}`}
        aria-keyshortcuts={TIMER_SHORTCUT}
        title={`Stop the timer and save its time (${TIMER_SHORTCUT})`}
        onClick={() => void api.stop()}
      />
    );
  }
  const refusal = timerStartRefusal(
    {
      ownerId: timesheet.userId,
      startDate: compactToIso(timesheet.startDate),
      endDate: compactToIso(timesheet.endDate),
      deliverableId: line.deliverableId,
    },
    api.userId ?? '',
    today,
  );
  if (!editable || refusal) return null;
  return (
    <Button
      type="text"
      size="small"
      icon={<PlayCircleOutlined aria-hidden />}
      disabled={api.busy}
      data-timer-line={line._id}
      aria-label={`Start timer on ${label}`}
      aria-keyshortcuts={TIMER_SHORTCUT}
      title={`Start a timer on this line for today (${TIMER_SHORTCUT})`}
      onClick={() => void api.start(line._id)}
    />
  );
}
