import { useMutation } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/shared/dates';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { CreateTimesheetDocument } from '../../../graphql/generated/graphql.ts';

interface Props {
  weekEnd: string;
  onCreated(): void;
}

/** 'Create Timesheet' on an empty week's card: creates the sheet, then opens the week. */
export function CreateFromCard({ weekEnd, onCreated }: Props) {
  const [create, { loading }] = useMutation(CreateTimesheetDocument);
  const [error, setError] = useState<string | null>(null);

  const onClick = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setError(null);
    try {
      await create({ variables: { endDate: isoToCompact(weekEnd) } });
      onCreated();
    } catch (caught) {
      setError(readInputErrors(caught).message ?? 'The timesheet could not be created.');
    }
  };

  return (
    <>
      <Button type="link" size="small" className="week-card__create" loading={loading} onClick={onClick}>
        Create Timesheet
      </Button>
      {error ? (
        <Typography.Paragraph type="danger" role="alert" style={{ margin: 0 }}>
          {error}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
