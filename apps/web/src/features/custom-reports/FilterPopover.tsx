import { FilterFilled, FilterOutlined } from '@ant-design/icons';
import { fieldLabel, type ReportField } from '@tally/domain/custom-reports/report-fields';
import {
  FILTER_OPERATORS,
  type FilterOperator,
  type FilterValue,
} from '@tally/domain/custom-reports/report-grid';
import { Button, Input, Popover, Select, Space } from 'antd';
import { useState } from 'react';

interface Props {
  field: ReportField;
  value: FilterValue | null;
  onChange(value: FilterValue | null): void;
}

/** A column's filter (F-047): operator and text, applied by the button or Enter, removed by Clear. */
export function FilterPopover({ field, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [operator, setOperator] = useState<FilterOperator>(value?.operator ?? 'contains');
  const [text, setText] = useState(value?.value ?? '');
  const label = fieldLabel(field);

  const openChange = (next: boolean) => {
    if (next) {
      setOperator(value?.operator ?? 'contains');
      setText(value?.value ?? '');
    }
    setOpen(next);
  };
  const apply = () => {
    onChange(text === '' ? null : { operator, value: text });
    setOpen(false);
  };
  const clear = () => {
    setText('');
    onChange(null);
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={openChange}
      trigger="click"
      placement="bottom"
      destroyOnHidden
      content={
        <fieldset className="custom-report__filter">
          <legend className="custom-report__sr">{`Filter ${label}`}</legend>
          <Select<FilterOperator>
            aria-label="Operator"
            value={operator}
            onChange={setOperator}
            options={FILTER_OPERATORS.map((o) => ({ value: o.value, label: o.label }))}
            popupMatchSelectWidth={false}
          />
          <Input
            aria-label="Filter value"
            placeholder={`Filter ${label}`}
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={apply}
          />
          <Space>
            <Button type="primary" size="small" onClick={apply}>
              Apply
            </Button>
            <Button size="small" onClick={clear}>
              Clear
            </Button>
          </Space>
        </fieldset>
      }
    >
      <Button
        type="text"
        size="small"
        className={value ? 'custom-report__icon custom-report__icon--active' : 'custom-report__icon'}
        aria-label={value ? `Filter ${label} (active)` : `Filter ${label}`}
        icon={value ? <FilterFilled aria-hidden /> : <FilterOutlined aria-hidden />}
      />
    </Popover>
  );
}
