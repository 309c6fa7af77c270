import { useMutation, useQuery } from '@apollo/client/react';
import { DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import {
  isTimeOffTransactionType,
  TIME_OFF_MESSAGES,
  TIME_OFF_TRANSACTION_TYPES,
  type TimeOffTransactionType,
  timeOffHoursError,
} from '@tally/domain/time-off/time-off';
import { Alert, App, Button, DatePicker, InputNumber, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { readInputErrors } from '../../graphql/errors.ts';
import { AddTimeOffTransactionDocument, TimeOffTypesDocument } from '../../graphql/generated/graphql.ts';
import { Field } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryState.tsx';

interface FormState {
  timeOffType: string | null;
  date: Dayjs | null;
  transactionType: TimeOffTransactionType | null;
  hours: number | null;
}
type Errors = Partial<Record<keyof FormState, string>>;

const EMPTY: FormState = { timeOffType: null, date: null, transactionType: null, hours: null };

/** The same rules the server applies (H-016), for instant feedback. */
export function transactionErrors(form: FormState): Errors {
  const errors: Errors = {};
  if (!form.timeOffType) errors.timeOffType = TIME_OFF_MESSAGES.typeRequired;
  if (!form.date) errors.date = TIME_OFF_MESSAGES.dateRequired;
  if (!form.transactionType || !isTimeOffTransactionType(form.transactionType)) {
    errors.transactionType = TIME_OFF_MESSAGES.transactionType;
  } else {
    const hours = timeOffHoursError(form.transactionType, form.hours);
    if (hours) errors.hours = hours;
  }
  return errors;
}

/** 'Add Transaction' (H-016): the HR screen's form; balances and transactions refresh after a save. */
export function AddTransactionForm({ userId, userName }: { userId: string; userName?: string }) {
  const { message } = App.useApp();
  const base = useId();
  const types = useQuery(TimeOffTypesDocument);
  const [add, { loading }] = useMutation(AddTimeOffTransactionDocument, {
    refetchQueries: ['TimeOffBalances', 'TimeOffTransactions', 'HrTimeOffUsers'],
    awaitRefetchQueries: true,
  });
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const typeOptions = (types.data?.taxonomy?.terms ?? []).map((term) => ({
    value: term.name,
    label: term.name,
  }));

  const change = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const found = transactionErrors(form);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    try {
      await add({
        variables: {
          userId,
          timeOffType: form.timeOffType,
          date: form.date?.format('YYYYMMDD') ?? null,
          transactionType: form.transactionType,
          hours: form.hours,
        },
      });
      setForm(EMPTY);
      message.success('Transaction added');
    } catch (error) {
      const read = readInputErrors(error);
      setErrors(read.fields as Errors);
      setGeneral(read.message ?? null);
    }
  };

  const title = `Add Transaction${userName ? ` for ${userName}` : ''}`;
  return (
    <form
      className="timeoff-add"
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography.Title level={3} className="timeoff-add__title">
        {title}
      </Typography.Title>
      {general ? <Alert type="error" showIcon title={general} /> : null}
      {types.error && !types.data ? (
        <QueryError
          title="The time-off types could not be loaded."
          error={types.error}
          onRetry={types.refetch}
        />
      ) : null}
      <div className="timeoff-add__fields">
        <Field id={`${base}-type`} label="Time-off type" error={errors.timeOffType}>
          {(control) => (
            <Select<string>
              {...control}
              className="timeoff-add__select"
              placeholder="Select a type"
              loading={types.loading}
              value={form.timeOffType}
              options={typeOptions}
              status={errors.timeOffType ? 'error' : undefined}
              onChange={(value) => change('timeOffType', value)}
            />
          )}
        </Field>
        <Field id={`${base}-date`} label="Date" error={errors.date}>
          {(control) => (
            <DatePicker
              {...control}
              format={DISPLAY_DATE_FORMAT}
              value={form.date}
              status={errors.date ? 'error' : undefined}
              onChange={(value) => change('date', value)}
            />
          )}
        </Field>
        <Field id={`${base}-transaction`} label="Transaction type" error={errors.transactionType}>
          {(control) => (
            <Select<TimeOffTransactionType>
              {...control}
              className="timeoff-add__select"
              placeholder="Select a transaction type"
              value={form.transactionType}
              options={TIME_OFF_TRANSACTION_TYPES.map((value) => ({ value, label: value }))}
              status={errors.transactionType ? 'error' : undefined}
              onChange={(value) => change('transactionType', value)}
            />
          )}
        </Field>
        <Field id={`${base}-hours`} label="Hours" error={errors.hours}>
          {(control) => (
            <InputNumber<number>
              {...control}
              min={0}
              step={0.25}
              value={form.hours}
              status={errors.hours ? 'error' : undefined}
              onChange={(value) => change('hours', value)}
            />
          )}
        </Field>
        <Button type="primary" htmlType="submit" loading={loading} className="timeoff-add__submit">
          Add Transaction
        </Button>
      </div>
      <Typography.Paragraph type="secondary" className="timeoff-add__hint">
        Hours in steps of 0.25. TAKEN hours are entered as a positive number and deducted from the balance.
      </Typography.Paragraph>
    </form>
  );
}
