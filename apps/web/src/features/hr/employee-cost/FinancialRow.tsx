import { DeleteOutlined } from '@ant-design/icons';
import {
  DELETE_FINANCIAL_CONFIRM,
  type HourlyCostValues,
  hourlyCostErrors,
} from '@tally/domain/hr/hourly-cost';
import { compactToIso, DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import { Button, DatePicker, InputNumber, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';

export interface FinancialRecordView {
  _id: string;
  hourlyCost: number;
  /** YYYYMMDD */
  startDate: string;
  endDate?: string | null;
}

interface Props {
  /** The record edited here, or null for the blank row that adds one. */
  record: FinancialRecordView | null;
  /** Names the row for assistive technology ('Erin Employee'). */
  userName: string;
  /** Saves the values; answers false when the server refused them (the row keeps them), with field messages. */
  onSave: (
    values: HourlyCostValues,
  ) => Promise<{ ok: boolean; fields?: Partial<Record<keyof HourlyCostValues, string>> }>;
  onDelete?: () => Promise<void>;
}

const initialValues = (record: FinancialRecordView | null): HourlyCostValues => ({
  hourlyCost: record?.hourlyCost ?? null,
  startDate: record ? compactToIso(record.startDate) : null,
  endDate: record?.endDate ? compactToIso(record.endDate) : null,
});

const same = (a: HourlyCostValues, b: HourlyCostValues) =>
  a.hourlyCost === b.hourlyCost && a.startDate === b.startDate && a.endDate === b.endDate;

/** '$ 1,234.50' (dollar-formatted, H-003); what the user is typing stays as typed. */
const dollars = (value: number | string | undefined, info: { userTyping: boolean; input: string }) => {
  if (info.userTyping) return info.input;
  if (value === undefined || value === '' || Number.isNaN(Number(value))) return '';
  const [whole, cents] = Number(value).toFixed(2).split('.');
  return `$ ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};

const keepEnterInPicker = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * One hourly-cost record edited inline (H-002..H-009): Hourly Cost ($), Start Date, End Date; Cancel and Save
 * once changed; a delete button with a Yes/No confirmation on saved records. The blank row resets after adding.
 */
export function FinancialRow({ record, userName, onSave, onDelete }: Props) {
  const id = useId();
  const initial = initialValues(record);
  const [values, setValues] = useState<HourlyCostValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof HourlyCostValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof HourlyCostValues, string>>>({});
  const [saving, setSaving] = useState(false);
  const key = record ? `${record._id}|${record.hourlyCost}|${record.startDate}|${record.endDate ?? ''}` : '';

  // A refetched record replaces what the row shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the record's values
  useEffect(() => {
    setValues(initialValues(record));
    setTouched({});
    setServerErrors({});
  }, [key]);

  const changed = !same(values, initial);
  const errors = hourlyCostErrors(values);
  const shown = (field: keyof HourlyCostValues) =>
    (touched[field] ? errors[field] : undefined) ?? serverErrors[field];

  const set = <K extends keyof HourlyCostValues>(field: K, value: HourlyCostValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const cancel = () => {
    setValues(initial);
    setTouched({});
    setServerErrors({});
  };

  const save = async () => {
    setTouched({ hourlyCost: true, startDate: true, endDate: true });
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const outcome = await onSave(values);
      if (!outcome.ok) {
        setServerErrors(outcome.fields ?? {});
      } else if (!record) {
        cancel();
      }
    } finally {
      setSaving(false);
    }
  };

  const label = record
    ? `${userName}: record from ${dayjs(initial.startDate).format(DISPLAY_DATE_FORMAT)}`
    : `${userName}: new record`;
  const control = (field: keyof HourlyCostValues) => ({
    id: `${id}-${field}`,
    'aria-invalid': Boolean(shown(field)),
    'aria-describedby': shown(field) ? `${id}-${field}-error` : undefined,
  });
  const error = (field: keyof HourlyCostValues) => (
    <div className="hr-cost-row__error" id={`${id}-${field}-error`} aria-live="polite">
      {shown(field)}
    </div>
  );

  return (
    <form
      className={`hr-cost-row${record ? '' : ' hr-cost-row--new'}`}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="hr-cost-row__field hr-cost-row__cost">
        <label className="hr-cost-row__label" htmlFor={`${id}-hourlyCost`}>
          Hourly Cost
        </label>
        <InputNumber<number>
          {...control('hourlyCost')}
          value={values.hourlyCost}
          precision={2}
          step={1}
          placeholder="$ 0.00"
          formatter={dollars}
          parser={(text) => (text ? Number(text.replace(/[$,\s]/g, '')) : (null as unknown as number))}
          onChange={(value) => set('hourlyCost', typeof value === 'number' ? value : null)}
          onBlur={() => setTouched((current) => ({ ...current, hourlyCost: true }))}
          style={{ width: '100%' }}
        />
        {error('hourlyCost')}
      </div>
      {/* Enter in a date picker picks the typed date; it does not also submit the row. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the form's implicit submission */}
      <div className="hr-cost-row__field" onKeyDown={keepEnterInPicker}>
        <label className="hr-cost-row__label" htmlFor={`${id}-startDate`}>
          Start Date
        </label>
        <DatePicker
          {...control('startDate')}
          format={DISPLAY_DATE_FORMAT}
          placeholder={DISPLAY_DATE_FORMAT}
          value={values.startDate ? dayjs(values.startDate) : null}
          onChange={(date) => set('startDate', date ? date.format('YYYY-MM-DD') : null)}
          style={{ width: '100%' }}
        />
        {error('startDate')}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the form's implicit submission */}
      <div className="hr-cost-row__field" onKeyDown={keepEnterInPicker}>
        <label className="hr-cost-row__label" htmlFor={`${id}-endDate`}>
          End Date
        </label>
        <DatePicker
          {...control('endDate')}
          format={DISPLAY_DATE_FORMAT}
          placeholder={DISPLAY_DATE_FORMAT}
          value={values.endDate ? dayjs(values.endDate) : null}
          onChange={(date) => set('endDate', date ? date.format('YYYY-MM-DD') : null)}
          style={{ width: '100%' }}
        />
        {error('endDate')}
      </div>
      <div className="hr-cost-row__actions">
        {changed ? (
          <>
            <Button onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
          </>
        ) : null}
        {record && onDelete ? (
          <Popconfirm title={DELETE_FINANCIAL_CONFIRM} okText="Yes" cancelText="No" onConfirm={onDelete}>
            <Button danger icon={<DeleteOutlined />} aria-label="Delete record" title="Delete record" />
          </Popconfirm>
        ) : null}
      </div>
    </form>
  );
}
