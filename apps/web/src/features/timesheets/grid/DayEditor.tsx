import { Modal } from 'antd';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { DayCell } from '../lines/DayCell.tsx';
import { useLineEditing } from '../lines/LineEditingContext.tsx';
import { dayLabel, isLineEditable, lineLabels } from '../lines/lineDays.ts';
import type { HoursTarget, SaveHours } from '../lines/useSaveHours.ts';
import { lineColor } from './blockScale.ts';

export interface DayEditing {
  date: string;
  /** The line whose block was chosen; focus starts on its cell. */
  lineIndex: number | null;
}

interface DayEditorProps {
  editing: DayEditing | null;
  save: SaveHours;
  onOpenComments(target: HoursTarget): void;
  /** Left/Right at a cell's edge move to the previous/next day, on the same line. */
  onChangeDay(delta: -1 | 1, lineIndex: number): void;
  onClose(): void;
}

/** The Blocks view's editor for one day: every line's hours cell, with the grid's keyboard moves. */
export function DayEditor({ editing, save, onOpenComments, onChangeDay, onClose }: DayEditorProps) {
  const { timesheet, readOnly } = useLineEditing();
  const list = useRef<HTMLDivElement>(null);
  const lines = timesheet.lineItems;

  useEffect(() => {
    if (!editing) return;
    const timer = setTimeout(() => {
      const inputs = list.current?.querySelectorAll<HTMLInputElement>('input[data-row]');
      const preferred = list.current?.querySelector<HTMLInputElement>(
        `input[data-row="${editing.lineIndex}"]`,
      );
      (preferred ?? inputs?.[0])?.focus();
    });
    return () => clearTimeout(timer);
  }, [editing]);

  const changeDay = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target as HTMLElement;
    const delta = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    // The hours cell prevents the default only when the caret allows leaving it.
    if (delta === 0 || !event.defaultPrevented || !(input instanceof HTMLInputElement)) return;
    input.blur(); // saves a changed value before the day's cells are replaced
    onChangeDay(delta, Number(input.dataset.row));
  };

  return (
    <Modal
      open={editing !== null}
      title={editing ? `Hours for ${dayLabel(editing.date)}` : 'Hours'}
      onCancel={onClose}
      footer={null}
      width={520}
      destroyOnHidden
    >
      {editing && (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys bubbling from the hours inputs
        <div
          className="tally-day-editor"
          data-hours-grid
          data-rows={lines.length}
          ref={list}
          onKeyDown={changeDay}
        >
          {lines.map((line, row) => {
            const { project, deliverable } = lineLabels(line);
            return (
              <div key={`${line._id}-${editing.date}`} className="tally-day-editor-row">
                <span className="tally-day-editor-swatch" style={{ background: lineColor(row).edge }} />
                <span className="tally-day-editor-label">
                  <strong>{project}</strong>
                  <span>{deliverable}</span>
                </span>
                <DayCell
                  line={line}
                  date={editing.date}
                  row={row}
                  col={0}
                  editable={isLineEditable(line, readOnly)}
                  save={save}
                  onOpenComments={onOpenComments}
                />
              </div>
            );
          })}
          <p className="tally-keyboard-help">
            <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>←</kbd> <kbd>→</kbd> change day · <kbd>Enter</kbd> saves and
            moves down · <kbd>Esc</kbd> reverts, then closes
          </p>
        </div>
      )}
    </Modal>
  );
}
