import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_THRESHOLD, THRESHOLD_HOURS_LIMIT, validateThreshold } from '@tally/domain/admin/thresholds';
import { Alert, App, Button, Card, InputNumber, Skeleton, Slider, Typography } from 'antd';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { SaveThresholdDocument, ThresholdSettingDocument } from '../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { Field } from '../../../ui/Field.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';

type Bounds = { min: number | null; max: number | null };
type BoundErrors = Partial<Record<'min' | 'max', string>>;

const MARKS = { 0: '0', 40: '40', 80: '80', [THRESHOLD_HOURS_LIMIT]: String(THRESHOLD_HOURS_LIMIT) };

function boundErrors(bounds: Bounds): BoundErrors {
  const errors: BoundErrors = {};
  if (bounds.min === null) errors.min = 'Minimum hours are required';
  if (bounds.max === null) errors.max = 'Maximum hours are required';
  if (bounds.min === null || bounds.max === null) return errors;
  return validateThreshold(bounds.min, bounds.max);
}

/** Timesheet Settings (D-059): the weekly hours a timesheet must stay within to be submitted. */
export function TimesheetSettingsPanel() {
  const id = useId();
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(ThresholdSettingDocument);
  const [saveThreshold, saving] = useMutation(SaveThresholdDocument, {
    update(cache, result) {
      const saved = result.data?.timesheetThreshold;
      if (saved) cache.writeQuery({ query: ThresholdSettingDocument, data: { timesheetThreshold: saved } });
    },
  });
  const stored = data?.timesheetThreshold;
  const [bounds, setBounds] = useState<Bounds>({ min: DEFAULT_THRESHOLD.min, max: DEFAULT_THRESHOLD.max });
  const [serverErrors, setServerErrors] = useState<BoundErrors>({});
  const [saveError, setSaveError] = useState<string>();

  useEffect(() => {
    if (stored) setBounds({ min: stored.min, max: stored.max });
  }, [stored]);

  const errors = { ...boundErrors(bounds), ...serverErrors };
  const changed = !stored || !stored.configured || bounds.min !== stored.min || bounds.max !== stored.max;
  const valid = Object.keys(boundErrors(bounds)).length === 0;

  const set = (next: Bounds) => {
    setServerErrors({});
    setSaveError(undefined);
    setBounds(next);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!valid || bounds.min === null || bounds.max === null) return;
    try {
      await saveThreshold({ variables: { min: bounds.min, max: bounds.max } });
      void message.success('Timesheet settings saved');
    } catch (caught) {
      const read = readInputErrors(caught);
      setServerErrors(read.fields);
      setSaveError(read.message);
    }
  }

  const heading = `${id}-heading`;
  return (
    <Card className="admin-settings__panel" aria-labelledby={heading}>
      <Typography.Title level={2} id={heading} className="admin-settings__heading">
        Timesheet Settings
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Weekly hours a timesheet must stay within to be submitted.
      </Typography.Paragraph>
      <QueryState
        error={error}
        data={data}
        errorTitle="The timesheet settings could not be loaded."
        onRetry={refetch}
        loading={loading}
        loadingView={<Skeleton active paragraph={{ rows: 3 }} />}
      >
        <form onSubmit={save} noValidate aria-labelledby={heading}>
          {stored && !stored.configured && (
            <Alert
              type="warning"
              showIcon
              className="admin-settings__warning"
              title="No timesheet threshold is set"
              description={`The defaults apply until one is saved: minimum ${DEFAULT_THRESHOLD.min}, maximum ${DEFAULT_THRESHOLD.max} hours a week.`}
            />
          )}
          <HoursField
            id={`${id}-min`}
            label="Minimum weekly hours"
            value={bounds.min}
            error={errors.min}
            onChange={(min) => set({ ...bounds, min })}
          />
          <HoursField
            id={`${id}-max`}
            label="Maximum weekly hours"
            value={bounds.max}
            error={errors.max}
            onChange={(max) => set({ ...bounds, max })}
          />
          {saveError && <Alert type="error" showIcon title={saveError} className="admin-settings__warning" />}
          <div className="admin-settings__actions">
            <DisabledReason
              reason={!changed ? 'No changes to save' : !valid && 'Correct the values marked above first'}
            >
              <Button type="primary" htmlType="submit" disabled={!changed || !valid} loading={saving.loading}>
                Save
              </Button>
            </DisabledReason>
            {stored?.configured && stored.updatedAt && (
              <Typography.Text type="secondary">
                Last updated
                {stored.updatedBy ? ` by ${stored.updatedBy}` : ''} on{' '}
                {dayjs(stored.updatedAt).format('MM/DD/YYYY hh:mm A')}
              </Typography.Text>
            )}
          </div>
        </form>
      </QueryState>
    </Card>
  );
}

function HoursField(props: {
  id: string;
  label: string;
  value: number | null;
  error: string | undefined;
  onChange: (value: number | null) => void;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      {(control) => (
        <div className="admin-settings__hours">
          <Slider
            min={0}
            max={THRESHOLD_HOURS_LIMIT}
            marks={MARKS}
            value={props.value ?? 0}
            onChange={(value: number) => props.onChange(value)}
            ariaLabelForHandle={`${props.label} slider`}
            className="admin-settings__slider"
          />
          <InputNumber<number>
            {...control}
            value={props.value}
            min={0}
            max={THRESHOLD_HOURS_LIMIT}
            step={1}
            precision={2}
            onChange={(value) => props.onChange(value ?? null)}
            status={props.error ? 'error' : undefined}
            addonAfter="h"
            className="admin-settings__number"
          />
        </div>
      )}
    </Field>
  );
}
