import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useId } from 'react';
import { DisabledReason } from '../DisabledReason.tsx';
import type { LayoutColumn, ResolvedLayout } from './columnLayout.ts';

/** Why a column cannot be hidden or moved (issue 14). */
export const CHOOSER_REASONS = {
  locked: 'This column is always shown first',
  first: 'Already the first column',
  last: 'Already the last column',
  unchanged: 'No changes to reset',
} as const;

interface Props {
  columns: readonly LayoutColumn[];
  resolved: ResolvedLayout;
  customized: boolean;
  /** The table's accessible name, for the button ('Columns of Users'). */
  tableLabel: string;
  onShow(key: string, shown: boolean): void;
  onMove(key: string, step: -1 | 1): void;
  onReset(): void;
  /** Said of a column left out for lack of room: 'hidden to fit' (the default), or that it is not on a card. */
  fitNote?: string;
}

/** The column chooser of a wide table: show or hide each column, move it left or right, reset all. */
export function ColumnChooser(props: Props) {
  const {
    columns,
    resolved,
    customized,
    tableLabel,
    onShow,
    onMove,
    onReset,
    fitNote = 'hidden to fit',
  } = props;
  const titleId = useId();
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const movable = resolved.ordered.filter((key) => !byKey.get(key)?.locked);
  const content = (
    <div className="column-chooser">
      <p id={titleId} className="column-chooser__title">
        Show, hide and order the columns
      </p>
      <ul aria-labelledby={titleId}>
        {resolved.ordered.map((key) => {
          const column = byKey.get(key);
          if (!column) return null;
          const position = movable.indexOf(key);
          const toFit = resolved.hiddenToFit.includes(key);
          const leftReason = column.locked
            ? CHOOSER_REASONS.locked
            : position <= 0
              ? CHOOSER_REASONS.first
              : null;
          const rightReason = column.locked
            ? CHOOSER_REASONS.locked
            : position < 0 || position >= movable.length - 1
              ? CHOOSER_REASONS.last
              : null;
          return (
            <li key={key}>
              <DisabledReason reason={column.locked && CHOOSER_REASONS.locked}>
                <Checkbox
                  checked={resolved.visible.includes(key)}
                  disabled={column.locked}
                  onChange={(event) => onShow(key, event.target.checked)}
                >
                  {column.label}
                  {toFit ? <span className="column-chooser__note"> ({fitNote})</span> : null}
                </Checkbox>
              </DisabledReason>
              <span className="column-chooser__moves">
                <DisabledReason reason={leftReason}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`Move ${column.label} left`}
                    disabled={Boolean(leftReason)}
                    onClick={() => onMove(key, -1)}
                  />
                </DisabledReason>
                <DisabledReason reason={rightReason}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`Move ${column.label} right`}
                    disabled={Boolean(rightReason)}
                    onClick={() => onMove(key, 1)}
                  />
                </DisabledReason>
              </span>
            </li>
          );
        })}
      </ul>
      <DisabledReason reason={!customized && CHOOSER_REASONS.unchanged}>
        <Button block disabled={!customized} onClick={onReset}>
          Reset columns
        </Button>
      </DisabledReason>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} aria-label={`Columns of ${tableLabel}`}>
        Columns
      </Button>
    </Popover>
  );
}
