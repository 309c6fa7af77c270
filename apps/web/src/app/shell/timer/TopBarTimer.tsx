import { BorderOutlined, DeleteOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { formatElapsed } from '@tally/domain/timesheets/elapsed';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type RunningTimer, TIMER_SHORTCUT, timerTaskName, useTimer } from './timerContext.ts';
import './timer.css';
import { Popover } from '../../../ui/popups.tsx';

/** The start menu's list of recent tasks, loaded when the menu first opens. */
const TimerMenu = lazy(() => import('./TimerMenu.tsx').then((module) => ({ default: module.TimerMenu })));

/** The time now, again every `ms` while mounted. */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}

/**
 * The top bar's timer (issue 18), on every page: the running timer with its task, its elapsed time ticking
 * each second, Stop and Discard; when none runs, a Start menu of the person's recent tasks.
 */
export function TopBarTimer() {
  const api = useTimer();
  if (!api) return null;
  return api.timer ? <Running timer={api.timer} /> : <StartMenu />;
}

function Running({ timer }: { timer: RunningTimer }) {
  const api = useTimer();
  const now = useNow(1000);
  const name = timerTaskName(timer);
  const elapsed = formatElapsed(new Date(timer.startedAt), now, { seconds: true });
  return (
    <section className="tally-topbar-timer" aria-label="Running timer">
      <span className="tally-topbar-timer__dot" aria-hidden />
      <Link className="tally-topbar-timer__task" to={`/user/timesheets/${timer.endDate}`} title={name}>
        {name}
      </Link>
      <span className="tally-topbar-timer__elapsed" role="timer" aria-label={`Elapsed ${elapsed}`}>
        {elapsed}
      </span>
      <Button
        size="small"
        danger
        type="primary"
        className="tally-topbar-timer__stop"
        icon={<BorderOutlined aria-hidden />}
        loading={api?.busy}
        aria-label="Stop timer"
        aria-keyshortcuts={TIMER_SHORTCUT}
        title={`Stop and save the time (${TIMER_SHORTCUT})`}
        onClick={() => void api?.stop()}
      >
        <span className="tally-topbar-timer__label">Stop</span>
      </Button>
      <Button
        size="small"
        type="text"
        className="tally-topbar-timer__discard"
        icon={<DeleteOutlined aria-hidden />}
        disabled={api?.busy}
        aria-label="Discard timer"
        title="Discard timer (its time is not saved)"
        onClick={() => void api?.discard()}
      />
    </section>
  );
}

function StartMenu() {
  const api = useTimer();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={
        // antd draws the content on the first opening only: the menu's code and tasks load then.
        api ? (
          <Suspense fallback={<p className="tally-timer-menu__note">Loading your recent tasks…</p>}>
            <TimerMenu api={api} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null
      }
    >
      <Button
        ghost
        className="tally-topbar-timer__start"
        icon={<PlayCircleOutlined aria-hidden />}
        data-timer-start-menu
        aria-label="Start timer"
        aria-haspopup="true"
        aria-expanded={open}
        aria-keyshortcuts={TIMER_SHORTCUT}
        title={`Start a timer (${TIMER_SHORTCUT})`}
      >
        <span className="tally-topbar-timer__label">Start timer</span>
      </Button>
    </Popover>
  );
}
