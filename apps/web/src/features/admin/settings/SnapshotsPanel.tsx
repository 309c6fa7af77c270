import { useMutation } from '@apollo/client/react';
import {
  SNAPSHOT_DEFAULT_LIMIT,
  SNAPSHOT_MAX_LIMIT,
  validateSnapshotLimit,
} from '@tally/domain/admin/admin-jobs';
import { isoToDisplay, tryCompactToIso } from '@tally/domain/shared/dates';
import { Alert, Button, Card, Input, InputNumber, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { type FormEvent, useId, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  UpdateTimesheetSnapshotsDocument,
  type UpdateTimesheetSnapshotsMutation,
} from '../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { Field } from '../../../ui/Field.tsx';

type Run = UpdateTimesheetSnapshotsMutation['updateTimesheetSnapshots'];
const day = (compact: string) => isoToDisplay(tryCompactToIso(compact) ?? compact);
const figures = (f: { totalHours: number; billableHours: number }) =>
  `${f.totalHours.toFixed(2)} h total, ${f.billableHours.toFixed(2)} h billable`;

/**
 * Snapshots updater (D-061, D-062): recomputes the total and billable hours stored on timesheets from their
 * entries; at most `limit` sheets (default 10), optionally one timesheet or one project's sheets. The server
 * refreshes a sheet at most once in 30 minutes; the skipped ones are listed with when they may run again.
 */
export function SnapshotsPanel() {
  const id = useId();
  const [limit, setLimit] = useState<number | null>(SNAPSHOT_DEFAULT_LIMIT);
  const [timesheetId, setTimesheetId] = useState('');
  const [projectId, setProjectId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [run, setRun] = useState<Run>();
  const [update, updating] = useMutation(UpdateTimesheetSnapshotsDocument);

  const limitError = limit === null ? 'Limit is required' : validateSnapshotLimit(limit);
  const shownErrors: Record<string, string | undefined> = {
    ...errors,
    ...(limitError ? { limit: limitError } : {}),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (limitError || limit === null) return;
    setErrors({});
    setFailure(undefined);
    try {
      const result = await update({
        variables: { limit, timesheetId: timesheetId.trim() || null, projectId: projectId.trim() || null },
      });
      setRun(result.data?.updateTimesheetSnapshots);
    } catch (caught) {
      const read = readInputErrors(caught);
      setErrors(read.fields);
      setFailure(read.message);
      setRun(undefined);
    }
  }

  const heading = `${id}-heading`;
  return (
    <Card className="admin-settings__panel" aria-labelledby={heading}>
      <Typography.Title level={2} id={heading} className="admin-settings__heading">
        Snapshots
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Recalculates the total and billable hours stored on timesheets from their entries, for sheets whose
        figures are out of date (after a deliverable or project changed). A timesheet is updated at most once
        every 30 minutes.
      </Typography.Paragraph>
      <form onSubmit={submit} noValidate aria-labelledby={heading}>
        <Field id={`${id}-limit`} label="Limit" error={shownErrors.limit}>
          {(control) => (
            <InputNumber<number>
              {...control}
              min={1}
              max={SNAPSHOT_MAX_LIMIT}
              precision={0}
              value={limit}
              onChange={(value) => setLimit(value ?? null)}
              status={shownErrors.limit ? 'error' : undefined}
            />
          )}
        </Field>
        <Field id={`${id}-timesheet`} label="Timesheet ID (optional)" error={shownErrors.timesheetId}>
          {(control) => (
            <Input
              {...control}
              value={timesheetId}
              onChange={(e) => setTimesheetId(e.target.value)}
              allowClear
            />
          )}
        </Field>
        <Field id={`${id}-project`} label="Project ID (optional)" error={shownErrors.projectId}>
          {(control) => (
            <Input {...control} value={projectId} onChange={(e) => setProjectId(e.target.value)} allowClear />
          )}
        </Field>
        {failure && <Alert type="error" showIcon title={failure} className="admin-settings__warning" />}
        <div className="admin-settings__actions">
          <DisabledReason reason={limitError && 'Enter a valid limit first'}>
            <Button
              type="primary"
              htmlType="submit"
              loading={updating.loading}
              disabled={Boolean(limitError)}
            >
              Update Snapshots
            </Button>
          </DisabledReason>
        </div>
      </form>
      {run && (
        <section aria-label="Snapshot update result" className="admin-settings__result">
          <Alert
            type={run.updated.length > 0 ? 'success' : 'info'}
            showIcon
            role="status"
            title={
              run.updated.length === 0 && run.skipped.length === 0
                ? 'Every snapshot is up to date.'
                : `${run.updated.length} updated, ${run.skipped.length} skipped`
            }
          />
          {run.updated.length > 0 && (
            <List
              size="small"
              header="Updated"
              dataSource={run.updated}
              renderItem={(item) => (
                <List.Item key={item.timesheetId}>
                  {item.userName}, week ending {day(item.endDate)}:{' '}
                  {item.changed ? `${figures(item.before)} → ${figures(item.after)}` : 'already correct'}
                </List.Item>
              )}
            />
          )}
          {run.skipped.length > 0 && (
            <List
              size="small"
              header="Skipped (updated less than 30 minutes ago)"
              dataSource={run.skipped}
              renderItem={(item) => (
                <List.Item key={item.timesheetId}>
                  {item.userName}, week ending {day(item.endDate)}: next update possible at{' '}
                  {dayjs(item.nextUpdateAt).format('hh:mm A')}
                </List.Item>
              )}
            />
          )}
        </section>
      )}
    </Card>
  );
}
