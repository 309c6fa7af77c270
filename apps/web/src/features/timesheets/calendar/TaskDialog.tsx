import {
  formatClockTime,
  isValidTaskDuration,
  MIN_TASK_DURATION,
  START_TIME_OPTIONS,
} from '@tally/domain/timesheets/hours';
import { Button, Form, InputNumber, Modal, Popconfirm, Select } from 'antd';
import { useEffect, useState } from 'react';
import { dayLabel, isLineEditable, lineLabels } from '../lines/lineDays.ts';
import { REMOVE_LINE_CONFIRM } from '../lines/messages.ts';
import type { TimesheetLineItem, TimesheetTask } from '../shared/view-props.ts';
import type { TaskPlacement } from './useCalendarSave.ts';

/** What the dialog edits: an existing task, or a new one at a day and time. */
export interface TaskEditing {
  task: TimesheetTask | null;
  line: TimesheetLineItem | null;
  date: string;
  start: number;
  hours: number;
}

interface Values {
  lineId: string;
  date: string;
  start: number;
  hours: number;
}

interface Props {
  editing: TaskEditing | null;
  lines: readonly TimesheetLineItem[];
  weekDates: readonly string[];
  readOnly: boolean;
  onSave(task: TimesheetTask | null, target: TaskPlacement): Promise<boolean>;
  onDelete(task: TimesheetTask): Promise<boolean>;
  onClose(): void;
}

const endOf = (values: Partial<Values>) =>
  values.start !== undefined && values.hours
    ? formatClockTime(Math.min(24, values.start + values.hours))
    : '';

/** Edit-task dialog (T-017, T-018): line, day, one of the 96 start times, duration 0.25–24 h in 0.25 steps. */
export function TaskDialog({ editing, lines, weekDates, readOnly, onSave, onDelete, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const editable = lines.filter((line) => isLineEditable(line, false) || line._id === editing?.line?._id);

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue({
      lineId: editing.line?._id,
      date: editing.date,
      start: editing.start,
      hours: editing.hours,
    });
  }, [editing, form]);

  const submit = async ({ lineId, date, start, hours }: Values) => {
    const line = lines.find((candidate) => candidate._id === lineId);
    if (!line || !editing) return;
    setSaving(true);
    const saved = await onSave(editing.task, { line, date, start, hours });
    setSaving(false);
    if (saved) onClose();
  };

  const remove = async () => {
    if (!editing?.task) return;
    setSaving(true);
    const removed = await onDelete(editing.task);
    setSaving(false);
    if (removed) onClose();
  };

  return (
    <Modal
      open={editing !== null}
      title={editing?.task ? 'Edit task' : 'New task'}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={[
        editing?.task && !readOnly ? (
          <Popconfirm key="delete" title={REMOVE_LINE_CONFIRM} okText="Delete" onConfirm={remove}>
            <Button danger disabled={saving}>
              Delete
            </Button>
          </Popconfirm>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>,
        readOnly ? null : (
          <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
            Save
          </Button>
        ),
      ]}
    >
      <Form form={form} layout="vertical" onFinish={submit} disabled={readOnly || saving}>
        <Form.Item name="lineId" label="Task" rules={[{ required: true, message: 'Choose a task' }]}>
          <Select
            options={editable.map((line) => {
              const { project, deliverable } = lineLabels(line);
              return { value: line._id, label: `${project} · ${deliverable}` };
            })}
          />
        </Form.Item>
        <Form.Item name="date" label="Day" rules={[{ required: true }]}>
          <Select options={weekDates.map((date) => ({ value: date, label: dayLabel(date) }))} />
        </Form.Item>
        <div className="tally-cal-dialog-times">
          <Form.Item name="start" label="Start time" rules={[{ required: true }]}>
            <Select
              options={START_TIME_OPTIONS.map(({ value, label }) => ({ value, label }))}
              showSearch
              virtual={false}
            />
          </Form.Item>
          <Form.Item
            name="hours"
            label="Duration (hours)"
            dependencies={['start']}
            extra={endOf(values ?? {}) ? `Ends at ${endOf(values ?? {})}` : undefined}
            rules={[
              { required: true, message: 'Enter a duration' },
              ({ getFieldValue }) => ({
                validator: (_rule, hours: number | null) => {
                  if (hours === null || hours === undefined) return Promise.resolve();
                  if (!isValidTaskDuration(hours)) {
                    return Promise.reject(new Error('Duration must be 0.25 to 24 hours in steps of 0.25'));
                  }
                  if ((getFieldValue('start') as number) + hours > 24) {
                    return Promise.reject(new Error('The task must end by 24:00'));
                  }
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <InputNumber min={MIN_TASK_DURATION} max={24} step={0.25} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
