import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  REMINDER_SCHEDULE_PRESETS,
  validateCronDescription,
  validateCronShape,
} from '@tally/domain/admin/admin-jobs';
import { Alert, App, Button, Card, Input, Select, Skeleton, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  ReminderEmailScheduleDocument,
  SaveReminderEmailJobDocument,
} from '../../../graphql/generated/graphql.ts';
import { Field } from '../../../ui/Field.tsx';
import { PermissionButton } from '../../../ui/PermissionButton.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';

const CUSTOM = 'custom';

/** A run as the schedule's own zone reads it (the cron is in that zone, not the browser's). */
function inZone(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
  } catch {
    return dayjs(iso).format('ddd MM/DD hh:mm A');
  }
}
type Form = { cronExpression: string; cronDescription: string; enabled: boolean };

const presetOf = (expression: string) =>
  REMINDER_SCHEDULE_PRESETS.find((preset) => preset.cronExpression === expression)?.cronExpression ?? CUSTOM;

/**
 * Reminder e-mails schedule (D-060, reminderEmailJob): a schedule from the list or a cron expression with its
 * human description, and the on/off switch. The reminders job picks a change up within 10 seconds.
 */
export function ReminderSchedulePanel() {
  const id = useId();
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(ReminderEmailScheduleDocument);
  const [save, saving] = useMutation(SaveReminderEmailJobDocument, {
    update(cache, result) {
      const saved = result.data?.reminderEmailJob;
      if (saved)
        cache.writeQuery({ query: ReminderEmailScheduleDocument, data: { reminderEmailSchedule: saved } });
    },
  });
  const stored = data?.reminderEmailSchedule;
  const [form, setForm] = useState<Form>({ cronExpression: '', cronDescription: '', enabled: false });
  const [choice, setChoice] = useState<string>(CUSTOM);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; conflict: boolean }>();
  // A field's own error shows once it was edited or Save was pressed, never on a form nobody typed in.
  const [touched, setTouched] = useState<{ cronExpression?: boolean; cronDescription?: boolean }>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!stored) return;
    setForm({
      cronExpression: stored.cronExpression,
      cronDescription: stored.cronDescription ?? '',
      enabled: stored.enabled,
    });
    setChoice(presetOf(stored.cronExpression));
  }, [stored]);

  const errors: Record<string, string> = { ...serverErrors };
  const cronError = validateCronShape(form.cronExpression);
  const descriptionError = validateCronDescription(form.cronDescription);
  if (cronError && (submitted || touched.cronExpression)) errors.cronExpression ??= cronError;
  if (descriptionError && (submitted || touched.cronDescription)) errors.cronDescription ??= descriptionError;
  const valid = !cronError && !descriptionError;
  const changed =
    !stored ||
    form.cronExpression.trim() !== stored.cronExpression ||
    form.cronDescription.trim() !== (stored.cronDescription ?? '') ||
    form.enabled !== stored.enabled;

  const set = (next: Partial<Form>) => {
    setServerErrors({});
    setFailure(undefined);
    setForm((current) => ({ ...current, ...next }));
    setTouched((current) => ({
      ...current,
      ...('cronExpression' in next ? { cronExpression: true } : {}),
      ...('cronDescription' in next ? { cronDescription: true } : {}),
    }));
  };

  const choose = (value: string) => {
    setChoice(value);
    const preset = REMINDER_SCHEDULE_PRESETS.find((p) => p.cronExpression === value);
    if (preset) set({ cronExpression: preset.cronExpression, cronDescription: preset.cronDescription });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!valid) return;
    try {
      await save({
        variables: {
          cronExpression: form.cronExpression,
          cronDescription: form.cronDescription,
          currentScheduler: stored?.cronExpression ?? null,
          enabled: form.enabled,
        },
      });
      void message.success('Reminder schedule saved');
    } catch (caught) {
      const read = readInputErrors(caught);
      setServerErrors(read.fields);
      if (read.message) {
        setFailure({
          text: read.message,
          conflict:
            CombinedGraphQLErrors.is(caught) && caught.errors.some((e) => e.extensions?.code === 'CONFLICT'),
        });
      }
    }
  }

  const heading = `${id}-heading`;
  return (
    <Card className="admin-settings__panel" aria-labelledby={heading}>
      <Typography.Title level={2} id={heading} className="admin-settings__heading">
        Reminder E-mails
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        When the reminders about missing timesheets and waiting approvals go out
        {stored ? ` (time zone ${stored.timeZone})` : ''}.
      </Typography.Paragraph>
      <QueryState
        error={error}
        data={data}
        errorTitle="The reminder schedule could not be loaded."
        onRetry={refetch}
        loading={loading}
        loadingView={<Skeleton active paragraph={{ rows: 3 }} />}
      >
        <form onSubmit={submit} noValidate aria-labelledby={heading}>
          <Field id={`${id}-enabled`} label="Send reminder e-mails">
            {(control) => (
              <Switch {...control} checked={form.enabled} onChange={(enabled) => set({ enabled })} />
            )}
          </Field>
          <Field id={`${id}-preset`} label="Schedule">
            {(control) => (
              <Select<string>
                {...control}
                value={choice}
                onChange={choose}
                options={[
                  ...REMINDER_SCHEDULE_PRESETS.map((p) => ({
                    value: p.cronExpression,
                    label: p.cronDescription,
                  })),
                  { value: CUSTOM, label: 'Custom…' },
                ]}
              />
            )}
          </Field>
          <Field
            id={`${id}-cron`}
            label="Cron expression (minute hour day month weekday)"
            error={errors.cronExpression}
          >
            {(control) => (
              <Input
                {...control}
                value={form.cronExpression}
                status={errors.cronExpression ? 'error' : undefined}
                onChange={(event) => {
                  setChoice(presetOf(event.target.value.trim()));
                  set({ cronExpression: event.target.value });
                }}
              />
            )}
          </Field>
          <Field id={`${id}-description`} label="Description" error={errors.cronDescription}>
            {(control) => (
              <Input
                {...control}
                value={form.cronDescription}
                placeholder="Every Monday at 09:00"
                status={errors.cronDescription ? 'error' : undefined}
                onChange={(event) => set({ cronDescription: event.target.value })}
              />
            )}
          </Field>
          {failure && (
            <Alert
              type="error"
              showIcon
              title={failure.text}
              className="admin-settings__warning"
              action={
                failure.conflict ? (
                  <Button size="small" onClick={() => void refetch()}>
                    Reload
                  </Button>
                ) : undefined
              }
            />
          )}
          <div className="admin-settings__actions">
            <PermissionButton
              type="primary"
              htmlType="submit"
              permission={
                changed ? { allowed: true } : { allowed: false, reason: 'Nothing has changed yet.' }
              }
              loading={saving.loading}
            >
              Save Schedule
            </PermissionButton>
            {stored && stored.nextRuns.length > 0 && (
              <Typography.Text type="secondary">
                Next ({stored.timeZone}):{' '}
                {stored.nextRuns.map((run) => inZone(run, stored.timeZone)).join(', ')}
              </Typography.Text>
            )}
          </div>
          {stored?.updatedAt && (
            <Typography.Paragraph type="secondary">
              Last updated{stored.updatedBy ? ` by ${stored.updatedBy}` : ''} on{' '}
              {dayjs(stored.updatedAt).format('MM/DD/YYYY hh:mm A')}
            </Typography.Paragraph>
          )}
        </form>
      </QueryState>
    </Card>
  );
}
