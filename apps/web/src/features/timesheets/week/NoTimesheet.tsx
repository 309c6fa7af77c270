import { useMutation } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/shared/dates';
import { Alert, Button, Empty } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { CreateTimesheetDocument } from '../../../graphql/generated/week/graphql.ts';
import type { Timesheet } from '../shared/view-props.ts';

export const NO_TIMESHEET_TEXT = 'You have not yet created a timesheet for this period.';

interface Props {
  weekEnd: string;
  /** Another user's week (created on their behalf by finance/admin). */
  user?: string;
  canCreate: boolean;
  onCreated(sheet: Timesheet): void;
}

/** The week without a sheet: the spec's texts and 'Create New Timesheet' (T-006, T-007). */
export function NoTimesheet({ weekEnd, user, canCreate, onCreated }: Props) {
  const [create, { loading }] = useMutation(CreateTimesheetDocument);
  const [error, setError] = useState<string | null>(null);

  const onCreate = async () => {
    setError(null);
    try {
      const { data } = await create({ variables: { endDate: isoToCompact(weekEnd), user: user ?? null } });
      if (data) onCreated(data.createTimesheet);
    } catch (caught) {
      setError(readInputErrors(caught).message ?? 'The timesheet could not be created.');
    }
  };

  return (
    <Empty
      className="no-timesheet"
      description={
        <>
          <p className="tally-paragraph" style={{ marginBottom: 4 }}>
            <strong className="tally-text-strong">{NO_TIMESHEET_TEXT}</strong>
          </p>
          <span className="tally-text-secondary">No timesheet found for this week</span>
        </>
      }
    >
      {canCreate ? (
        <Button type="primary" loading={loading} onClick={onCreate}>
          Create New Timesheet
        </Button>
      ) : null}
      {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} /> : null}
    </Empty>
  );
}
