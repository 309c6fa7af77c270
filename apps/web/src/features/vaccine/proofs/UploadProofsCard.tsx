import { useMutation } from '@apollo/client/react';
import {
  compactToIso,
  DISPLAY_DATE_FORMAT,
  endOfMonth,
  isoToCompact,
  isoToDisplay,
  monthTitle,
  startOfMonth,
} from '@tally/domain/shared/dates';
import {
  monthsNewestFirst,
  nextTestLabel,
  testCountdown,
  VACCINE_TEXTS,
} from '@tally/domain/vaccine/vaccine';
import { Alert, App, Button, Card, DatePicker, Empty, Popconfirm, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  AddTestProofDocument,
  DeleteTestProofDocument,
  type VaccineProofsFieldsFragment,
} from '../../../graphql/generated/graphql.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { useProofUpload } from './useProofUpload.ts';

type Proof = VaccineProofsFieldsFragment['testDetails']['testProof'][number];

const uploadedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface UploadProofsCardProps {
  record: VaccineProofsFieldsFragment;
  today: string;
  /** V-017: until the test consent is saved (and while any consent is unchecked). */
  locked: boolean;
}

/** Upload Proofs (V-018..V-022): months of the range newest first, the upload in the newest, the countdown. */
export function UploadProofsCard({ record, today, locked }: UploadProofsCardProps) {
  const { notification } = App.useApp();
  const [range, setRange] = useState<[string, string]>([startOfMonth(today), endOfMonth(today)]);
  const [testDate, setTestDate] = useState<string>(today);
  const [error, setError] = useState<string | null>(null);
  const upload = useProofUpload('COVID_Test');
  const refetch = { refetchQueries: ['UserVaccineProofs'], awaitRefetchQueries: true };
  const [addProof] = useMutation(AddTestProofDocument, refetch);
  const [deleteProof] = useMutation(DeleteTestProofDocument);

  const proofs = record.testDetails.testProof;
  const latest = proofs[0]?.date ? compactToIso(proofs[0].date) : null;
  const countdown = latest ? testCountdown(latest, today) : null;
  const months = monthsNewestFirst(range[0], range[1]);

  const failed = (failure: unknown, title: string) => {
    const read = readInputErrors(failure);
    notification.error({ title, description: read.message ?? Object.values(read.fields)[0], duration: 3 });
  };

  const chooseFile = async (file: File) => {
    setError(null);
    let url: string;
    try {
      url = await upload.upload(file);
    } catch (failure) {
      setError((failure as Error).message);
      return;
    }
    try {
      await addProof({ variables: { documentUrl: url, date: isoToCompact(testDate) } });
      notification.success({ title: VACCINE_TEXTS.updated, duration: 3 });
    } catch (failure) {
      failed(failure, 'The test could not be saved.');
    }
  };

  const remove = async (proof: Proof) => {
    try {
      await deleteProof({ variables: { date: proof.date } });
      notification.success({ title: VACCINE_TEXTS.updated, duration: 3 });
    } catch (failure) {
      failed(failure, 'The test could not be deleted.');
    }
  };

  return (
    <Card title="Upload Proofs" size="small" className="vaccine__card" aria-disabled={locked || undefined}>
      {locked ? (
        <Alert type="info" showIcon title="Save the consent above to upload your test results." />
      ) : (
        <div className="vaccine__proofs">
          {countdown && latest && (
            <output className="vaccine__countdown" aria-live="polite">
              <strong className={`vaccine__countdown--${countdown.tone}`}>{countdown.message}</strong>{' '}
              <Typography.Text>{countdown.followUp}</Typography.Text>
            </output>
          )}
          <div className="tally-field">
            <label className="tally-field-label" htmlFor="vaccine-range">
              Date range
            </label>
            <DatePicker.RangePicker
              id={{ start: 'vaccine-range' }}
              format={DISPLAY_DATE_FORMAT}
              allowClear={false}
              value={[dayjs(range[0]), dayjs(range[1])]}
              onChange={(values) => {
                const [from, to] = (values ?? [null, null]) as [Dayjs | null, Dayjs | null];
                if (from && to) setRange([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]);
              }}
            />
          </div>
          {months.map((month, index) => {
            const inMonth = proofs.filter((proof) => compactToIso(proof.date).startsWith(month));
            return (
              <section key={month} className="vaccine__month" aria-labelledby={`vaccine-month-${month}`}>
                <Typography.Title level={3} id={`vaccine-month-${month}`} className="vaccine__month-title">
                  {monthTitle(month)}
                </Typography.Title>
                {index === 0 && (
                  <div className="vaccine__new-test">
                    <div className="tally-field">
                      <label className="tally-field-label" htmlFor="vaccine-test-date">
                        Date test was taken
                      </label>
                      <DatePicker
                        id="vaccine-test-date"
                        format={DISPLAY_DATE_FORMAT}
                        allowClear={false}
                        value={dayjs(testDate)}
                        disabledDate={(day) => day.isAfter(dayjs(today).endOf('day'))}
                        onChange={(day) => day && setTestDate(day.format('YYYY-MM-DD'))}
                      />
                      {latest && <div className="vaccine__hint">{nextTestLabel(latest)}</div>}
                    </div>
                    <ImagePicker
                      id="vaccine-test-file"
                      label="Upload Test Result"
                      progress={upload.progress}
                      describedBy="vaccine-test-error"
                      invalid={!!error}
                      onFile={(file) => void chooseFile(file)}
                    />
                    <div className="tally-field-error" id="vaccine-test-error" aria-live="polite">
                      {error}
                    </div>
                  </div>
                )}
                {inMonth.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tests uploaded this month" />
                ) : (
                  <ul className="vaccine__proof-list">
                    {inMonth.map((proof) => (
                      <li key={proof.date} className="vaccine__proof-item">
                        {proof.proofUrl && (
                          <img
                            src={proof.proofUrl}
                            alt={`Test of ${isoToDisplay(compactToIso(proof.date))}`}
                            className="vaccine__thumb"
                          />
                        )}
                        <div>
                          <div>
                            <strong>Test date:</strong> {isoToDisplay(compactToIso(proof.date))}
                          </div>
                          <div>Uploaded on {uploadedOn.format(new Date(proof.updatedAt))}</div>
                          <div className="vaccine__links">
                            {proof.proofUrl && (
                              <a href={proof.proofUrl} download target="_blank" rel="noreferrer">
                                Download Test Card
                              </a>
                            )}
                            <Popconfirm
                              title="Are you sure you want to delete this record?"
                              okText="Delete"
                              onConfirm={() => remove(proof)}
                            >
                              <Button type="link" danger size="small">
                                Delete
                              </Button>
                            </Popconfirm>
                          </div>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Card>
  );
}
