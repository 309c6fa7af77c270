import { compactToIso } from '@tally/domain/shared/dates';
import {
  formatElapsed,
  keepHoursError,
  TIMER_REVIEW_AFTER_HOURS,
  timerHours,
} from '@tally/domain/timesheets/timer';
import { Button, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Field } from '../../../ui/Field.tsx';
import { type RunningTimer, timerTaskName } from './timerContext.ts';

interface Props {
  timer: RunningTimer;
  busy: boolean;
  onKeep(keepHours: number): Promise<boolean>;
  onDiscard(): Promise<boolean>;
  onLater(): void;
}

const startFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'short', day: 'numeric' });

/**
 * A timer left running past midnight or past 10 hours (issue 18) is not stopped blindly: the person says how
 * many hours of it go to the cell of the day it started, or throws it away.
 */
export function TimerReviewDialog({ timer, busy, onKeep, onDiscard, onLater }: Props) {
  const [now] = useState(() => new Date());
  const [keep, setKeep] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const startedAt = new Date(timer.startedAt);
  const ran = timerHours(startedAt, now);
  const day = dayFormat.format(new Date(`${compactToIso(timer.date)}T12:00:00`));
  const longRun = now.getTime() - startedAt.getTime() > TIMER_REVIEW_AFTER_HOURS * 3_600_000;

  const confirm = async () => {
    const refusal = keepHoursError(keep, ran);
    setError(refusal ?? undefined);
    if (refusal || keep === null) return;
    await onKeep(keep);
  };

  return (
    <Dialog
      open
      title="Your timer is still running"
      onCancel={onLater}
      maskClosable={false}
      footer={[
        <Button key="discard" danger disabled={busy} onClick={() => void onDiscard()}>
          Discard timer
        </Button>,
        <Button key="later" disabled={busy} onClick={onLater}>
          Decide later
        </Button>,
        <Button key="keep" type="primary" loading={busy} onClick={() => void confirm()}>
          Keep hours
        </Button>,
      ]}
    >
      <p>
        The timer on <strong>{timerTaskName(timer)}</strong> has run since {startFormat.format(startedAt)} (
        {formatElapsed(startedAt, now)} h),{' '}
        {longRun ? `more than ${TIMER_REVIEW_AFTER_HOURS} hours` : 'past midnight'}. How many hours of it do
        you keep for {day}?
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Field id={inputId} label={`Hours to keep (at most ${ran})`} error={error}>
          {(control) => (
            <InputNumber<number>
              {...control}
              min={0}
              step={0.25}
              value={keep}
              onChange={(value) => {
                setKeep(value);
                setError(undefined);
              }}
              style={{ width: 160 }}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
