import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import {
  FIELD_CATEGORIES,
  FIELD_DEFINITIONS,
  fieldLabel,
  fieldsOf,
  REPORT_FIELDS,
  type ReportField,
} from '@tally/domain/custom-reports/report-fields';
import type { ReportTableState } from '@tally/domain/custom-reports/saved-reports';
import { Button, Checkbox, Input, Popover, Space, Tag } from 'antd';
import { useState } from 'react';
import { DisabledReason } from '../../ui/DisabledReason.tsx';

/** Why a column cannot move further (issue 14). */
export const MOVE_REASONS = { first: 'Already the first column', last: 'Already the last column' } as const;

type Category = (typeof FIELD_CATEGORIES)[number];

interface Props {
  state: ReportTableState;
  setVisible(fields: readonly ReportField[], visible: boolean): void;
  move(field: ReportField, to: { target: string } | { offset: number }): void;
  /** Asks 'Reset to Default Settings' before restoring the default columns. */
  onReset(): void;
}

/**
 * 'Columns (visible/total)' (F-050): search, category chips, a checkbox per column, Show All / Hide All for the
 * columns listed, Reset to Default; with 'All' chosen the list is in display order and can be reordered by
 * dragging or with the arrow buttons.
 */
export function ColumnManager({ state, setVisible, move, onReset }: Props) {
  const [category, setCategory] = useState<Category>('All');
  const [search, setSearch] = useState('');
  const order = state.columnOrder.filter((id): id is ReportField =>
    REPORT_FIELDS.includes(id as ReportField),
  );
  const listed = fieldsOf(category, search, order);
  const visibleCount = order.filter((field) => state.columnVisibility[field] !== false).length;
  const reorderable = category === 'All' && search.trim() === '';

  const content = (
    <div className="custom-report__columns">
      <Input.Search
        aria-label="Search columns"
        placeholder="Search columns"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className="custom-report__chips">
        <legend className="custom-report__sr">Category</legend>
        {FIELD_CATEGORIES.map((chip) => (
          <Tag.CheckableTag key={chip} checked={category === chip} onChange={() => setCategory(chip)}>
            {chip}
          </Tag.CheckableTag>
        ))}
      </fieldset>
      <Space wrap>
        <Button size="small" onClick={() => setVisible(listed, true)}>
          Show All
        </Button>
        <Button size="small" onClick={() => setVisible(listed, false)}>
          Hide All
        </Button>
        <Button size="small" danger onClick={onReset}>
          Reset to Default
        </Button>
      </Space>
      <ul className="custom-report__column-list" aria-label="Columns">
        {listed.map((field, index) => (
          <li
            key={field}
            draggable={reorderable}
            onDragStart={(event) => event.dataTransfer.setData('text/plain', field)}
            onDragOver={(event) => reorderable && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const dragged = event.dataTransfer.getData('text/plain');
              if (reorderable && dragged && dragged !== field)
                move(dragged as ReportField, { target: field });
            }}
          >
            {reorderable ? <HolderOutlined aria-hidden className="custom-report__grip" /> : null}
            <Checkbox
              checked={state.columnVisibility[field] !== false}
              onChange={(event) => setVisible([field], event.target.checked)}
            >
              {fieldLabel(field)}
            </Checkbox>
            {category === 'All' ? null : (
              <span className="custom-report__category">{FIELD_DEFINITIONS[field].category}</span>
            )}
            {reorderable ? (
              <span className="custom-report__move">
                <DisabledReason reason={index === 0 && MOVE_REASONS.first}>
                  <Button
                    type="text"
                    size="small"
                    aria-label={`Move ${fieldLabel(field)} up`}
                    icon={<ArrowUpOutlined aria-hidden />}
                    disabled={index === 0}
                    onClick={() => move(field, { offset: -1 })}
                  />
                </DisabledReason>
                <DisabledReason reason={index === listed.length - 1 && MOVE_REASONS.last}>
                  <Button
                    type="text"
                    size="small"
                    aria-label={`Move ${fieldLabel(field)} down`}
                    icon={<ArrowDownOutlined aria-hidden />}
                    disabled={index === listed.length - 1}
                    onClick={() => move(field, { offset: 1 })}
                  />
                </DisabledReason>
              </span>
            ) : null}
          </li>
        ))}
        {listed.length === 0 ? <li className="custom-report__none">No columns match</li> : null}
      </ul>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomLeft" content={content}>
      <Button
        icon={<SettingOutlined aria-hidden />}
      >{`Columns (${visibleCount}/${REPORT_FIELDS.length})`}</Button>
    </Popover>
  );
}
