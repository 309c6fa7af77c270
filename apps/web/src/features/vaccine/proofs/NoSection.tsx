import { useMutation } from '@apollo/client/react';
import {
  noTypeLabels,
  VACCINE_NO_TYPES,
  VACCINE_TEXTS,
  type VaccineNoType,
} from '@tally/domain/vaccine/vaccine';
import { App, Button, Card, Input, Radio } from 'antd';
import { type FormEvent, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  UpdateNoTypeDocument,
  UpdateTestDetailsDocument,
  type VaccineProofsFieldsFragment,
} from '../../../graphql/generated/graphql.ts';
import { UploadProofsCard } from './UploadProofsCard.tsx';
import { ConsentBoxes, type ConsentKey, type Consents } from './YesForm.tsx';

interface NoSectionProps {
  record: VaccineProofsFieldsFragment;
  deadline: string;
  today: string;
}

const consentsOf = (record: VaccineProofsFieldsFragment): Consents => ({
  affirmAccurate: record.testDetails.affirmAccurate,
  authorizeShare: record.testDetails.authorizeShare,
  discloseStatus: record.testDetails.discloseStatus,
});

const allGiven = (consents: Consents) =>
  consents.affirmAccurate && consents.authorizeShare && consents.discloseStatus;

/** The No path (V-013..V-022): intentions saved at once, the test consent, then Upload Proofs. */
export function NoSection({ record, deadline, today }: NoSectionProps) {
  const { notification } = App.useApp();
  const labels = noTypeLabels(deadline);
  const [noType, setNoType] = useState<VaccineNoType>(
    (VACCINE_NO_TYPES as readonly string[]).includes(record.noType)
      ? (record.noType as VaccineNoType)
      : 'intendToVaccinated',
  );
  const [exceptionText, setExceptionText] = useState(record.requestExceptionText ?? '');
  const [consents, setConsents] = useState<Consents>(() => consentsOf(record));
  const [errors, setErrors] = useState<Partial<Record<ConsentKey, string>>>({});
  const [saveNoType] = useMutation(UpdateNoTypeDocument);
  const [saveTestDetails, { loading: savingConsent }] = useMutation(UpdateTestDetailsDocument);

  const failed = (failure: unknown) => {
    const read = readInputErrors(failure);
    notification.error({
      title: 'Your answer could not be saved.',
      description: read.message ?? Object.values(read.fields)[0],
      duration: 3,
    });
  };

  const saveIntention = async (type: VaccineNoType, text: string) => {
    try {
      await saveNoType({
        variables: { type, exceptionText: type === 'reqestingException' ? text : undefined },
      });
      notification.success({ title: VACCINE_TEXTS.updated, duration: 3 });
    } catch (failure) {
      failed(failure);
    }
  };

  const submitConsent = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<ConsentKey, string>> = {};
    for (const key of ['affirmAccurate', 'authorizeShare', 'discloseStatus'] as const) {
      if (!consents[key]) found[key] = VACCINE_TEXTS.required;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await saveTestDetails({ variables: { input: consents } });
      notification.success({ title: VACCINE_TEXTS.updated, duration: 3 });
    } catch (failure) {
      setErrors(readInputErrors(failure).fields as Partial<Record<ConsentKey, string>>);
      failed(failure);
    }
  };

  // V-017: unlocked once the saved consent holds all three, and only while all three stay checked.
  const unlocked = allGiven(consentsOf(record)) && allGiven(consents);

  return (
    <>
      <fieldset className="vaccine__intentions">
        <legend className="vaccine__legend">Your intention</legend>
        <Radio.Group
          value={noType}
          onChange={(event) => {
            const type = event.target.value as VaccineNoType;
            setNoType(type);
            void saveIntention(type, exceptionText);
          }}
          className="vaccine__radios"
        >
          {VACCINE_NO_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {labels[type]}
            </Radio>
          ))}
        </Radio.Group>
        {noType === 'reqestingException' && (
          <div className="tally-field vaccine__exception">
            <label className="tally-field-label" htmlFor="vaccine-exception">
              Exemption details (optional)
            </label>
            <Input.TextArea
              id="vaccine-exception"
              rows={3}
              maxLength={2000}
              value={exceptionText}
              onChange={(event) => setExceptionText(event.target.value)}
              onBlur={() => {
                if (exceptionText !== (record.requestExceptionText ?? '')) {
                  void saveIntention('reqestingException', exceptionText);
                }
              }}
            />
          </div>
        )}
      </fieldset>
      <Card title="Consent for COVID-19 tests" size="small" className="vaccine__card">
        <form onSubmit={(event) => void submitConsent(event)} noValidate aria-label="Test consent">
          <ConsentBoxes
            idPrefix="test"
            values={consents}
            errors={errors}
            onChange={(key, checked) => {
              setConsents((current) => ({ ...current, [key]: checked }));
              setErrors((current) => ({ ...current, [key]: undefined }));
            }}
          />
          <Button type="primary" htmlType="submit" loading={savingConsent}>
            Save &amp; Continue
          </Button>
        </form>
      </Card>
      <UploadProofsCard record={record} today={today} locked={!unlocked} />
    </>
  );
}
