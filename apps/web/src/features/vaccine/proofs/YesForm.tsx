import { useMutation } from '@apollo/client/react';
import { compactToIso, DISPLAY_DATE_FORMAT, isoToCompact } from '@tally/domain/shared/dates';
import { VACCINE_TEXTS, VACCINE_TYPES } from '@tally/domain/vaccine/vaccine';
import { App, Button, Checkbox, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  UpdateVaccineDetailsDocument,
  type VaccineProofsFieldsFragment,
} from '../../../graphql/generated/graphql.ts';
import { Field } from '../../../ui/Field.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { useProofUpload } from './useProofUpload.ts';

/** V-007: the three consents, in the spec's order (confidentiality, authorisation, disclosure). */
export const CONSENTS = [
  [
    'affirmAccurate',
    'I understand that my vaccine information is confidential, and I affirm that the information I provide is accurate.',
  ],
  [
    'authorizeShare',
    'I authorize the company to disclose my vaccine information where it is required to do so.',
  ],
  ['discloseStatus', 'I consent to the company disclosing my status as fully vaccinated or unvaccinated.'],
] as const;

export type ConsentKey = (typeof CONSENTS)[number][0];
export type Consents = Record<ConsentKey, boolean>;

interface YesFormValues extends Consents {
  vaccineVersion: string | null;
  /** YYYY-MM-DD */
  lastVaccinationDate: string | null;
  /** The stored reference or a new upload's url. */
  vaccineProof: string | null;
  /** What the preview and the download link show. */
  previewUrl: string | null;
}

type Errors = Partial<Record<keyof YesFormValues, string>>;

function initialValues(record: VaccineProofsFieldsFragment, today: string): YesFormValues {
  const details = record.vaccineDetails;
  return {
    vaccineVersion: details.vaccineVersion ?? null,
    lastVaccinationDate: details.lastVaccinationDate ? compactToIso(details.lastVaccinationDate) : today,
    vaccineProof: details.vaccineProofRef ?? null,
    previewUrl: details.vaccineProof ?? null,
    affirmAccurate: details.affirmAccurate,
    authorizeShare: details.authorizeShare,
    discloseStatus: details.discloseStatus,
  };
}

/** V-008: every field is required, each 'Required'. */
function validate(values: YesFormValues): Errors {
  const errors: Errors = {};
  const required = VACCINE_TEXTS.required;
  if (!values.vaccineVersion) errors.vaccineVersion = required;
  if (!values.lastVaccinationDate) errors.lastVaccinationDate = required;
  if (!values.vaccineProof) errors.vaccineProof = required;
  for (const [key] of CONSENTS) if (!values[key]) errors[key] = required;
  return errors;
}

interface YesFormProps {
  record: VaccineProofsFieldsFragment;
  today: string;
  /** Called once the save succeeded (the page shows its success screen a second later). */
  onSaved(): void;
}

/** The Yes form (V-004..V-010). */
export function YesForm({ record, today, onSaved }: YesFormProps) {
  const { notification } = App.useApp();
  const [values, setValues] = useState(() => initialValues(record, today));
  const [errors, setErrors] = useState<Errors>({});
  const [update, { loading }] = useMutation(UpdateVaccineDetailsDocument);
  const proof = useProofUpload('VaccineCard');
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const set = <K extends keyof YesFormValues>(key: K, value: YesFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const chooseFile = async (file: File) => {
    try {
      const url = await proof.upload(file);
      const preview = URL.createObjectURL(file);
      setLocalPreview(preview);
      setValues((current) => ({ ...current, vaccineProof: url, previewUrl: preview }));
      setErrors((current) => ({ ...current, vaccineProof: undefined }));
    } catch (failure) {
      setErrors((current) => ({ ...current, vaccineProof: (failure as Error).message }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await update({
        variables: {
          input: {
            vaccineVersion: values.vaccineVersion,
            lastVaccinationDate: isoToCompact(values.lastVaccinationDate!),
            vaccineProof: values.vaccineProof,
            affirmAccurate: values.affirmAccurate,
            authorizeShare: values.authorizeShare,
            discloseStatus: values.discloseStatus,
          },
        },
      });
      notification.success({ title: VACCINE_TEXTS.updated, duration: 3 });
      onSaved();
    } catch (failure) {
      const read = readInputErrors(failure);
      setErrors(read.fields as Errors);
      notification.error({
        title: 'Your vaccine details could not be saved.',
        description: read.message ?? Object.values(read.fields)[0],
        duration: 3,
      });
    }
  };

  return (
    <form
      className="vaccine__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Vaccine details"
    >
      <Field id="vaccine-version" label="Vaccine type" error={errors.vaccineVersion}>
        {(control) => (
          <Select<string>
            {...control}
            className="vaccine__select"
            placeholder="Select the vaccine"
            value={values.vaccineVersion ?? undefined}
            options={VACCINE_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(value) => set('vaccineVersion', value)}
          />
        )}
      </Field>
      <Field id="vaccine-date" label="Date of last vaccination" error={errors.lastVaccinationDate}>
        {(control) => (
          <DatePicker
            {...control}
            format={DISPLAY_DATE_FORMAT}
            value={values.lastVaccinationDate ? dayjs(values.lastVaccinationDate) : null}
            disabledDate={(day) => day.isAfter(dayjs(today).endOf('day'))}
            onChange={(day) => set('lastVaccinationDate', day ? day.format('YYYY-MM-DD') : null)}
          />
        )}
      </Field>
      <div className="tally-field">
        <span className="tally-field-label" id="vaccine-proof-label">
          Proof of vaccination
        </span>
        <ImagePicker
          id="vaccine-proof"
          label="Upload Vaccine Card"
          progress={proof.progress}
          describedBy="vaccine-proof-error"
          invalid={!!errors.vaccineProof}
          onFile={(file) => void chooseFile(file)}
        />
        {values.previewUrl && (
          <div className="vaccine__proof">
            <img src={values.previewUrl} alt="Vaccine card" className="vaccine__image" />
            <a href={values.previewUrl} download target="_blank" rel="noreferrer">
              Download Vaccine Card
            </a>
          </div>
        )}
        <div className="tally-field-error" id="vaccine-proof-error" aria-live="polite">
          {errors.vaccineProof}
        </div>
      </div>
      <ConsentBoxes idPrefix="vaccine" values={values} errors={errors} onChange={set} />
      <Button type="primary" htmlType="submit" loading={loading} disabled={proof.uploading}>
        Update Vaccine Details
      </Button>
    </form>
  );
}

interface ConsentBoxesProps {
  idPrefix: string;
  values: Consents;
  errors: Partial<Record<ConsentKey, string>>;
  onChange(key: ConsentKey, checked: boolean): void;
}

/** The three consents of the Yes form and of the test-consent form, each 'Required' (V-007, V-016). */
export function ConsentBoxes({ idPrefix, values, errors, onChange }: ConsentBoxesProps) {
  return (
    <fieldset className="vaccine__consents">
      <legend className="vaccine__legend">Consent</legend>
      {CONSENTS.map(([key, text]) => {
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className="vaccine__consent">
            <Checkbox
              id={id}
              checked={values[key]}
              aria-invalid={!!errors[key]}
              aria-describedby={errors[key] ? `${id}-error` : undefined}
              onChange={(event) => onChange(key, event.target.checked)}
            >
              {text}
            </Checkbox>
            <div className="tally-field-error" id={`${id}-error`} aria-live="polite">
              {errors[key]}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
