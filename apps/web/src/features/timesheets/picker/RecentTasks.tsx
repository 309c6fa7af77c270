import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { AddRecentTaskLineDocument, RecentTasksDocument } from '../../../graphql/generated/week/graphql.ts';
import { useLineEditing } from '../lines/LineEditingContext.tsx';
import { ERROR_TOAST_SECONDS } from '../lines/messages.ts';
import { taskKey } from './taskKey.ts';
import './recent-tasks.css';

/**
 * 'Recent tasks' (issue #14): the tasks the person logged lately, each added as a line in one click, without
 * the three-step picker; the new line's first cell takes the focus. Only on the person's own sheet.
 */
export function RecentTasks() {
  const { timesheet, onChanged, run, notify } = useLineEditing();
  const { data } = useQuery(RecentTasksDocument, { variables: { endDate: timesheet.endDate } });
  const [addLine] = useMutation(AddRecentTaskLineDocument);
  const [adding, setAdding] = useState<string | null>(null);
  if (!data || data.me._id !== timesheet.userId) return null;
  const onSheet = new Set(timesheet.lineItems.map((line) => taskKey(line.projectId, line.deliverableId)));
  const tasks = data.me.recentTasks.filter(
    (task) => !onSheet.has(taskKey(task.projectId, task.deliverableId)),
  );
  if (tasks.length === 0) return null;

  const add = async (projectId: string, deliverableId: string) => {
    const key = taskKey(projectId, deliverableId);
    setAdding(key);
    try {
      const variables = { timesheetId: timesheet._id, projectId, deliverableId, user: timesheet.userId };
      const { data: added } = await run(() => addLine({ variables }));
      if (!added) return;
      onChanged(added.addTimesheetLineItem);
      const row = added.addTimesheetLineItem.lineItems.findIndex(
        (line) => taskKey(line.projectId, line.deliverableId) === key,
      );
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-hours-grid] input[data-row="${row}"]`)?.focus(),
      );
    } catch (error) {
      const { fields, message } = readInputErrors(error);
      const text = Object.values(fields)[0] ?? message ?? 'The task could not be added.';
      void notify.error({ content: text, duration: ERROR_TOAST_SECONDS });
    } finally {
      setAdding(null);
    }
  };

  return (
    <section className="tally-recent-tasks" aria-labelledby="tally-recent-tasks-title">
      <h2 id="tally-recent-tasks-title" className="tally-recent-tasks__title">
        Recent tasks
      </h2>
      <ul className="tally-recent-tasks__list">
        {tasks.map((task) => {
          const name = task.deliverable.milestoneName
            ? `${task.deliverable.milestoneName} · ${task.deliverable.deliverableName}`
            : task.deliverable.deliverableName;
          const key = taskKey(task.projectId, task.deliverableId);
          return (
            <li key={key}>
              <Button
                size="small"
                icon={<PlusOutlined aria-hidden />}
                loading={adding === key}
                aria-label={`Add ${task.project.name} · ${name}`}
                title={`${task.project.name} · ${name}`}
                onClick={() => void add(task.projectId, task.deliverableId)}
              >
                <span className="tally-recent-tasks__project">
                  {task.project.projectCode ?? task.project.name}
                </span>
                <span className="tally-recent-tasks__task">{name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
