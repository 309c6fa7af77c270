import { useMutation, useQuery } from '@apollo/client/react';
import { VACCINE_TEXTS } from '@tally/domain/vaccine/vaccine';
import { App, Button, Card, Radio, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { readInputErrors } from '../../../graphql/errors.ts';
import { UpdateNoTypeDocument, UserVaccineProofsDocument } from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { useToday } from '../../../ui/useToday.ts';
import { useVaccineSettings } from '../useVaccineSettings.ts';
import { NoSection } from './NoSection.tsx';
import { YesForm } from './YesForm.tsx';
import '../vaccine.css';

/** C-057: the success screen appears 1 second after the save. */
export const SUCCESS_DELAY_MS = 1000;

const lastUpdate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /vaccine-tracker/proofs: every signed-in user's own vaccine information (V-001..V-023). */
export function Component() {
  const today = useToday();
  const navigate = useNavigate();
  const { notification, modal } = App.useApp();
  const settings = useVaccineSettings();
  const { data, loading, error, refetch } = useQuery(UserVaccineProofsDocument);
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const [saved, setSaved] = useState(false);
  const [showSuccess, setShowSuccess] = useState(false);
  const [saveNoType] = useMutation(UpdateNoTypeDocument);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setShowSuccess(true), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const record = data?.userVaccineProofs;
  const current = answer ?? (record?.status === 'yes' || record?.status === 'no' ? record.status : null);

  const chooseAnswer = async (value: 'yes' | 'no') => {
    // 'No' over a saved fully-vaccinated answer replaces it at once: one stray click must not do that.
    if (value === 'no' && record?.status === 'yes') {
      const confirmed = await modal.confirm({
        title: 'Change your answer to No?',
        content:
          'You are recorded as fully vaccinated. Answering No records you as not fully vaccinated from now on.',
        okText: 'Change to No',
        okButtonProps: { danger: true },
        cancelText: 'Keep Yes',
      });
      if (!confirmed) return;
    }
    setAnswer(value);
    // V-014: choosing No records the answer with the current intention at once; Yes saves with its form.
    if (value === 'no' && record && record.status !== 'no') {
      try {
        await saveNoType({ variables: { type: record.noType } });
        notification.success({ title: VACCINE_TEXTS.updated, duration: 3 });
      } catch (failure) {
        const read = readInputErrors(failure);
        notification.error({
          title: 'Your answer could not be saved.',
          description: read.message ?? Object.values(read.fields)[0],
          duration: 3,
        });
      }
    }
  };

  if (showSuccess) {
    return (
      <div className="vaccine">
        <Result
          status="success"
          title={VACCINE_TEXTS.success}
          extra={
            <Button type="primary" onClick={() => navigate('/user/timesheets')}>
              Return to Dashboard
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="vaccine">
      <Typography.Title level={1}>{VACCINE_TEXTS.title}</Typography.Title>
      <Typography.Paragraph className="vaccine__subtitle">{VACCINE_TEXTS.subtitle}</Typography.Paragraph>
      {error && !data ? (
        <QueryError title="Your vaccine information could not be loaded." error={error} onRetry={refetch} />
      ) : loading || !record || settings.loading ? (
        <Skeleton active />
      ) : (
        <Card className="vaccine__card" size="small">
          <Typography.Paragraph type="secondary" className="vaccine__updated">
            Last Update: {record.updatedAt ? lastUpdate.format(new Date(record.updatedAt)) : 'Never'}
          </Typography.Paragraph>
          <fieldset className="vaccine__question">
            <legend className="vaccine__legend">{VACCINE_TEXTS.question}</legend>
            <Radio.Group
              value={current}
              onChange={(event) => void chooseAnswer(event.target.value as 'yes' | 'no')}
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
            />
          </fieldset>
          {current === 'yes' && <YesForm record={record} today={today} onSaved={() => setSaved(true)} />}
          {current === 'no' && <NoSection record={record} deadline={settings.deadline} today={today} />}
        </Card>
      )}
    </div>
  );
}
