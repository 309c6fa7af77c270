import { PlayCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  RecentTasksDocument,
  StartTimerOnTaskDocument,
} from '../../../graphql/generated/shell-later/graphql.ts';
import type { TimerApi } from './timerContext.ts';

interface Task {
  projectId: string;
  deliverableId: string;
}

/**
 * The top bar's start menu (issue 18): the person's recent tasks, one click starting a timer on one (the
 * server creates this week's sheet and the task's line when missing).
 */
export function TimerMenu({ api, onClose }: { api: TimerApi; onClose(): void }) {
  const [today] = useState(() => isoToCompact(isoDateOf(new Date())));
  const { data, loading } = useQuery(RecentTasksDocument, { variables: { endDate: today } });
  const [startOnTask] = useMutation(StartTimerOnTaskDocument);
  const [starting, setStarting] = useState<string | null>(null);
  const start = async (key: string, variables: Task) => {
    setStarting(key);
    const started = await api.run(() => startOnTask({ variables }), true, 'The timer did not start:');
    setStarting(null);
    if (started) onClose();
  };
  const tasks = data?.me.recentTasks ?? [];
  return (
    <section className="tally-timer-menu" aria-labelledby="tally-timer-menu-title">
      <h2 id="tally-timer-menu-title" className="tally-timer-menu__title">
        Start a timer on a recent task
      </h2>
      {loading && !data ? <p className="tally-timer-menu__note">Loading your recent tasks…</p> : null}
      {data && tasks.length === 0 ? (
        <p className="tally-timer-menu__note">No recent tasks: start a timer on a line of this week.</p>
      ) : null}
      {tasks.length > 0 ? (
        <ul className="tally-timer-menu__list">
          {tasks.map((task) => {
            const key = `${task.projectId}:${task.deliverableId}`;
            const name = `${task.project.name} · ${task.deliverable.deliverableName}`;
            return (
              <li key={key}>
                <Button
                  type="text"
                  block
                  icon={<PlayCircleOutlined aria-hidden />}
                  loading={starting === key}
                  disabled={starting !== null && starting !== key}
                  aria-label={`Start timer on ${name}`}
                  onClick={() =>
                    void start(key, { projectId: task.projectId, deliverableId: task.deliverableId })
                  }
                >
                  <span className="tally-timer-menu__task">
                    <span className="tally-timer-menu__project">
                      {task.project.projectCode ?? task.project.name}
                    </span>
                    <span>{task.deliverable.deliverableName}</span>
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Link to="/user/timesheets" onClick={onClose}>
        Open my timesheets
      </Link>
    </section>
  );
}
