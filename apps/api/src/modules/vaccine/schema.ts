import { mayReadVaccineReport } from '@tally/domain/policies/vaccine';
import { z } from 'zod';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { policyRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { assertTrackerOn } from './guards.ts';
import {
  compactDate,
  detailsInput,
  noTypeInput,
  parseForm,
  testDetailsInput,
  uploadInput,
  url,
} from './inputs.ts';
import type { TestProofView, VaccineProofsView, VaccineReportRecord } from './records.ts';
import { addTestProof } from './use-cases/add-test-proof.ts';
import { createVaccineUploadUrl } from './use-cases/create-vaccine-upload-url.ts';
import { deleteProof } from './use-cases/delete-proof.ts';
import { getVaccineProofs } from './use-cases/get-vaccine-proofs.ts';
import { updateNoType } from './use-cases/update-no-type.ts';
import { updateTestDetails } from './use-cases/update-test-details.ts';
import { updateVaccineDetails } from './use-cases/update-vaccine-details.ts';
import { vaccineTrackerReport } from './use-cases/vaccine-tracker-report.ts';

/**
 * The vaccine tracker (part 3 §2, §7): `userVaccineProofs` and the proof mutations for the signed-in user's
 * own record (everyone signed in), `vaccineTrackerReport` for the vaccine-report group; all only while
 * `vaccine-tracker-enabled` is on.
 */
export function registerVaccine(builder: Builder, refs: SchemaRefs) {
  const reportOnly = policyRule(mayReadVaccineReport);
  const Upload = refs.SignedUpload;

  const VaccineDetails = builder.objectRef<VaccineProofsView['vaccineDetails']>('VaccineDetails').implement({
    description: "The Yes form's values (V-004..V-009).",
    fields: (t) => ({
      vaccineVersion: t.exposeString('vaccineVersion', {
        description: 'Which vaccine, if answered.',
        nullable: true,
      }),
      lastVaccinationDate: t.exposeString('lastVaccinationDate', { nullable: true, description: 'YYYYMMDD' }),
      vaccineProof: t.exposeString('vaccineProof', {
        nullable: true,
        description: 'A short-lived URL of the vaccine card image.',
      }),
      vaccineProofRef: t.exposeString('vaccineProofRef', {
        nullable: true,
        description: 'The stored reference of the image: send it back as vaccineProof to keep the image.',
      }),
      authorizeShare: t.exposeBoolean('authorizeShare', {
        description: 'Consent to share the status with the firm.',
      }),
      affirmAccurate: t.exposeBoolean('affirmAccurate', {
        description: 'Affirmed the answers are accurate.',
      }),
      discloseStatus: t.exposeBoolean('discloseStatus', {
        description: 'Consent to disclose the status to clients.',
      }),
    }),
  });

  const TestProof = builder.objectRef<TestProofView>('VaccineTestProof').implement({
    description: 'One uploaded COVID-19 test (V-020).',
    fields: (t) => ({
      date: t.exposeString('date', { description: 'Date the test was taken, YYYYMMDD.' }),
      proofUrl: t.exposeString('proofUrl', {
        nullable: true,
        description: 'A short-lived URL of the image.',
      }),
      updatedAt: t.string({ description: 'Uploaded on.', resolve: (proof) => proof.updatedAt.toISOString() }),
    }),
  });

  const TestDetails = builder.objectRef<VaccineProofsView['testDetails']>('VaccineTestDetails').implement({
    description: 'The test consents (V-016) and the uploaded tests, newest first.',
    fields: (t) => ({
      authorizeShare: t.exposeBoolean('authorizeShare', {
        description: 'Consent to share test results with the firm.',
      }),
      affirmAccurate: t.exposeBoolean('affirmAccurate', {
        description: 'Affirmed the results are accurate.',
      }),
      discloseStatus: t.exposeBoolean('discloseStatus', {
        description: 'Consent to disclose the results to clients.',
      }),
      updatedAt: t.string({
        description: 'When the consents were last saved (ISO 8601), if ever.',
        nullable: true,
        resolve: (details) => details.updatedAt?.toISOString() ?? null,
      }),
      testProof: t.field({
        description: 'The uploaded test images, newest first.',
        type: [TestProof],
        resolve: (details) => details.testProof,
      }),
    }),
  });

  const Proofs = builder.objectRef<VaccineProofsView>('VaccineProofs').implement({
    description: "The signed-in user's vaccine record (part 3 §3).",
    fields: (t) => ({
      _id: t.exposeID('userId', { description: "The record's id." }),
      status: t.exposeString('status', { nullable: true, description: "'yes', 'no' or none yet." }),
      noType: t.exposeString('noType', {
        description: 'intendToVaccinated (default), reqestingException, notIntendToVaccinated.',
      }),
      requestExceptionText: t.exposeString('requestExceptionText', {
        description: 'The exception asked for when answering No, if any.',
        nullable: true,
      }),
      updatedAt: t.string({
        nullable: true,
        description: 'Last Update.',
        resolve: (view) => view.updatedAt?.toISOString() ?? null,
      }),
      vaccineDetails: t.field({
        description: "The Yes form's values.",
        type: VaccineDetails,
        resolve: (view) => view.vaccineDetails,
      }),
      testDetails: t.field({
        description: 'The test consents and uploaded tests.',
        type: TestDetails,
        resolve: (view) => view.testDetails,
      }),
    }),
  });

  type ReportEmail = VaccineReportRecord['emails'][number];
  const ReportEmail = builder.objectRef<ReportEmail>('VaccineReportEmail').implement({
    description: 'An e-mail address of a person in the vaccine report.',
    fields: (t) => ({
      address: t.exposeString('address', { description: 'The address.' }),
      verified: t.exposeBoolean('verified', { description: 'Whether the address was confirmed.' }),
    }),
  });

  const ReportData = builder.objectRef<VaccineReportRecord['vaccineData']>('VaccineReportData').implement({
    description: 'The answer of one person as the report shows it.',
    fields: (t) => ({
      statusText: t.exposeString('statusText', {
        nullable: true,
        description:
          "Not Vaccinated status (V-030) with the configured deadline; 'Fully Vaccinated' for yes.",
      }),
      noType: t.exposeString('noType', {
        description: 'The intention given with a No answer, if any.',
        nullable: true,
      }),
      requestExceptionText: t.exposeString('requestExceptionText', {
        description: 'The exception asked for, if any.',
        nullable: true,
      }),
      vaccineVersion: t.exposeString('vaccineVersion', {
        description: 'Which vaccine, if answered Yes.',
        nullable: true,
      }),
      lastVaccinationDate: t.exposeString('lastVaccinationDate', { nullable: true, description: 'YYYYMMDD' }),
      vaccineProof: t.exposeString('vaccineProof', { nullable: true, description: 'Short-lived URL.' }),
      updatedAt: t.exposeString('updatedAt', {
        description: 'When the answer was last saved (ISO 8601), if ever.',
        nullable: true,
      }),
      lastTestDate: t.exposeString('lastTestDate', { nullable: true, description: 'YYYYMMDD' }),
      testProof: t.exposeString('testProof', {
        nullable: true,
        description: 'Short-lived URL of the latest test.',
      }),
      project: t.exposeString('project', { nullable: true, description: 'Project of the latest day entry.' }),
      client: t.exposeString('client', {
        description: "The client of the person's current project, if any.",
        nullable: true,
      }),
      clientShortName: t.exposeString('clientShortName', {
        description: "That client's short name.",
        nullable: true,
      }),
    }),
  });

  const ReportRow = builder.objectRef<VaccineReportRecord>('VaccineReportRow').implement({
    description: 'One person of the vaccine tracker report (V-025).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The person's user id." }),
      firstName: t.exposeString('firstName', { description: 'First name.' }),
      lastName: t.exposeString('lastName', { description: 'Last name.' }),
      lastActiveOn: t.exposeString('lastActiveOn', { nullable: true, description: 'Last login (ISO time).' }),
      employeeType: t.exposeString('employeeType', { description: 'Employee type, if any.', nullable: true }),
      vaccineStatus: t.exposeString('vaccineStatus', { nullable: true, description: "'yes', 'no' or none." }),
      emails: t.field({
        description: 'Their e-mail addresses.',
        type: [ReportEmail],
        resolve: (row) => row.emails,
      }),
      vaccineData: t.field({
        description: 'Their answer.',
        type: ReportData,
        resolve: (row) => row.vaccineData,
      }),
    }),
  });

  builder.queryField('userVaccineProofs', (t) =>
    t.field({
      ...signedInRule,
      type: Proofs,
      description: "The signed-in user's own vaccine record and test proofs (V-001).",
      resolve: (_root, _args, context) => getVaccineProofs(context.deps, requireViewer(context).userId),
    }),
  );

  builder.queryField('vaccineTrackerReport', (t) =>
    t.field({
      ...reportOnly,
      type: [ReportRow],
      description: 'Every active user with their vaccine answer (V-024, V-025); vaccine-report group only.',
      resolve: (_root, _args, context) => vaccineTrackerReport(context.deps),
    }),
  );

  const DetailsInput = builder.inputType('VaccineDetailsInput', {
    description: "The Yes form's answers (V-004..V-009); every field is required.",
    fields: (t) => ({
      vaccineVersion: t.string({ description: 'Which vaccine (a term of the vaccine list).' }),
      lastVaccinationDate: t.string({ description: 'YYYYMMDD' }),
      authorizeShare: t.boolean({ description: 'Consent to share the status with the firm.' }),
      affirmAccurate: t.boolean({ description: 'Affirms the answers are accurate.' }),
      vaccineProof: t.string({
        description: 'The url of createVaccineUploadUrl, or vaccineProofRef to keep.',
      }),
      discloseStatus: t.boolean({ description: 'Consent to disclose the status to clients.' }),
    }),
  });

  const TestDetailsInput = builder.inputType('VaccineTestDetailsInput', {
    description: 'The three test consents (V-016), all required.',
    fields: (t) => ({
      authorizeShare: t.boolean({ description: 'Consent to share test results with the firm.' }),
      affirmAccurate: t.boolean({ description: 'Affirms the results are accurate.' }),
      discloseStatus: t.boolean({ description: 'Consent to disclose the results to clients.' }),
    }),
  });

  builder.mutationField('createVaccineUploadUrl', (t) =>
    t.field({
      ...signedInRule,
      type: Upload,
      description:
        'A signed upload URL for a vaccine card (kind VaccineCard) or test (COVID_Test) image of the signed-in user: JPEG or PNG, under 20 MB.',
      args: {
        kind: t.arg.string({ required: true, description: 'VaccineCard or COVID_Test' }),
        fileName: t.arg.string({
          description: 'Name of the image file (.jpg, .jpeg or .png).',
          required: true,
        }),
        contentType: t.arg.string({
          description: 'Its type (image/jpeg or image/png), when known; must agree with the name.',
        }),
        size: t.arg.int({
          description:
            'Its size in bytes, under 20 MB; the upload must send exactly this many bytes where the store can bind it.',
          required: true,
        }),
      },
      resolve: async (_root, args, context) => {
        const input = parseInput(uploadInput, args);
        await assertTrackerOn(context.deps.db);
        return createVaccineUploadUrl(context.deps, requireViewer(context).userId, {
          ...input,
          contentType: input.contentType ?? null,
        });
      },
    }),
  );

  builder.mutationField('updateVaccineDetails', (t) =>
    t.field({
      ...signedInRule,
      type: Proofs,
      description: 'Answers Yes with the vaccine details (V-009); every field is required.',
      args: { input: t.arg({ description: "The Yes form's answers.", type: DetailsInput, required: true }) },
      resolve: (_root, args, context) =>
        updateVaccineDetails(
          context.deps,
          requireViewer(context).userId,
          parseForm(detailsInput, args).input as Parameters<typeof updateVaccineDetails>[2],
        ),
    }),
  );

  builder.mutationField('updateNoType', (t) =>
    t.field({
      ...signedInRule,
      type: Proofs,
      description: 'Answers No with an intention, saved at once (V-014); exceptionText for the exemption.',
      args: {
        type: t.arg.string({ description: 'The intention (a term of the No-vaccine list).', required: true }),
        exceptionText: t.arg.string({
          description: 'The exception asked for, when the intention requests one.',
        }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(noTypeInput, args);
        return updateNoType(context.deps, requireViewer(context).userId, {
          type: input.type,
          exceptionText: input.exceptionText,
        });
      },
    }),
  );

  builder.mutationField('updatetestDetails', (t) =>
    t.field({
      ...signedInRule,
      type: Proofs,
      description: 'Saves the three test consents, all required (V-016); unlocks Upload Proofs.',
      args: { input: t.arg({ description: 'The three consents.', type: TestDetailsInput, required: true }) },
      resolve: (_root, args, context) => {
        parseForm(testDetailsInput, args);
        return updateTestDetails(context.deps, requireViewer(context).userId);
      },
    }),
  );

  builder.mutationField('testProofs', (t) =>
    t.field({
      ...signedInRule,
      type: 'String',
      description: "Records a test image of the signed-in user for a date (V-019); answers the image's URL.",
      args: {
        documentUrl: t.arg.string({
          description:
            'The storage:// reference createVaccineUploadUrl (kind COVID_Test) returned, after the upload.',
          required: true,
        }),
        date: t.arg.string({ required: true, description: 'YYYYMMDD' }),
      },
      resolve: (_root, args, context) =>
        addTestProof(
          context.deps,
          requireViewer(context).userId,
          parseInput(z.object({ documentUrl: url, date: compactDate }), args),
        ),
    }),
  );

  builder.mutationField('deleteProof', (t) =>
    t.field({
      ...signedInRule,
      type: Proofs,
      description: "Deletes the signed-in user's test proof of that date (V-020).",
      args: { date: t.arg.string({ required: true, description: 'YYYYMMDD' }) },
      resolve: (_root, args, context) =>
        deleteProof(
          context.deps,
          requireViewer(context).userId,
          parseInput(z.object({ date: compactDate }), args).date,
        ),
    }),
  );
}
