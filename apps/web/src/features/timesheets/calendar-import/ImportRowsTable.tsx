import { formatClockTime, formatHours } from '@tally/domain/timesheets/hours';
import { Select, Table } from 'antd';
import { dayLabel, isLineEditable, lineLabels } from '../lines/lineDays.ts';
import type { TimesheetLineItem } from '../shared/view-props.ts';
import type { ImportRow } from './drafts.ts';

interface Props {
  rows: ImportRow[];
  lines: readonly TimesheetLineItem[];
  onChange(rows: ImportRow[]): void;
}

export function lineOptions(lines: readonly TimesheetLineItem[]) {
  return lines
    .filter((line) => isLineEditable(line, false))
    .map((line) => {
      const { project, deliverable } = lineLabels(line);
      return { value: line._id, label: `${project} · ${deliverable}` };
    });
}

/** The week's events as draft entries: tick the ones to import and pick each one's task (T-099). */
export function ImportRowsTable({ rows, lines, onChange }: Props) {
  const options = lineOptions(lines);
  const update = (eventId: string, change: Partial<ImportRow>) =>
    onChange(rows.map((row) => (row.eventId === eventId ? { ...row, ...change } : row)));

  return (
    <Table<ImportRow>
      size="small"
      rowKey="eventId"
      pagination={false}
      scroll={{ y: 360, x: 640 }}
      dataSource={rows}
      rowSelection={{
        selectedRowKeys: rows.filter((row) => row.selected).map((row) => row.eventId),
        onChange: (keys) => onChange(rows.map((row) => ({ ...row, selected: keys.includes(row.eventId) }))),
        getTitleCheckboxProps: () => ({ 'aria-label': 'Select all events' }),
        getCheckboxProps: (row) => ({ 'aria-label': `Import ${row.subject} on ${dayLabel(row.date)}` }),
      }}
      columns={[
        { title: 'Day', key: 'day', width: 90, render: (_, row) => dayLabel(row.date) },
        {
          title: 'Time',
          key: 'time',
          width: 110,
          render: (_, row) =>
            `${formatClockTime(row.startTime)}–${formatClockTime(row.startTime + row.hours)}`,
        },
        {
          title: 'Hours',
          key: 'hours',
          width: 64,
          align: 'right',
          render: (_, row) => formatHours(row.hours),
        },
        {
          title: 'Event',
          key: 'event',
          render: (_, row) => (
            <>
              {row.subject}
              {row.location ? <div className="tally-import-location">{row.location}</div> : null}
            </>
          ),
        },
        {
          title: 'Task',
          key: 'task',
          width: 240,
          render: (_, row) => (
            <Select
              aria-label={`Task for ${row.subject} on ${dayLabel(row.date)}`}
              placeholder="Choose a task"
              style={{ width: '100%' }}
              popupMatchSelectWidth={false}
              value={row.lineId ?? undefined}
              options={options}
              onChange={(lineId: string) => update(row.eventId, { lineId, selected: true })}
            />
          ),
        },
      ]}
    />
  );
}
