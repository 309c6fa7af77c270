import { isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../../test/fakeServer.ts';
import { FakeXhr } from '../../../test/fakeXhr.ts';
import { appServer, publicConfiguration } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];
const png = (name = 'card.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

type Record_ = ReturnType<typeof record>;

function record(
  overrides: Partial<{ status: string | null; noType: string; consents: boolean; proofs: string[] }> = {},
) {
  const consents = overrides.consents ?? false;
  return {
    __typename: 'VaccineProofs',
    _id: 'u-employee',
    status: overrides.status ?? null,
    noType: overrides.noType ?? 'intendToVaccinated',
    requestExceptionText: null,
    updatedAt: overrides.status ? '2026-11-20T15:00:00.000Z' : null,
    vaccineDetails: {
      __typename: 'VaccineDetails',
      vaccineVersion: null,
      lastVaccinationDate: null,
      vaccineProof: null,
      vaccineProofRef: null,
      authorizeShare: false,
      affirmAccurate: false,
      discloseStatus: false,
    },
    testDetails: {
      __typename: 'VaccineTestDetails',
      authorizeShare: consents,
      affirmAccurate: consents,
      discloseStatus: consents,
      updatedAt: null,
      testProof: (overrides.proofs ?? []).map((date) => ({
        __typename: 'VaccineTestProof',
        date,
        proofUrl: `/api/blobs/uploads/u-employee_1_COVID_Test.png?sig=${date}`,
        updatedAt: '2026-11-20T15:00:00.000Z',
      })),
    },
  };
}

function setup(
  initial: Record_,
  graphql: Record<string, (variables: Record<string, unknown>) => unknown> = {},
  configuration = {},
) {
  let current = initial;
  const answer = (field: string, next?: Record_) => {
    if (next) current = next;
    return { body: { data: { [field]: current } } };
  };
  const server = appServer({
    configuration: { ...publicConfiguration, ...configuration },
    graphql: {
      UserVaccineProofs: () => answer('userVaccineProofs'),
      UpdateNoType: vi.fn((v: Record<string, unknown>) =>
        answer('updateNoType', { ...current, status: 'no', noType: String(v.type) }),
      ),
      UpdateTestDetails: vi.fn(() =>
        answer('updatetestDetails', record({ ...current, status: 'no', consents: true })),
      ),
      UpdateVaccineDetails: vi.fn(() => answer('updateVaccineDetails', { ...current, status: 'yes' })),
      CreateVaccineUploadUrl: vi.fn((v: Record<string, unknown>) => ({
        body: {
          data: {
            createVaccineUploadUrl: {
              __typename: 'SignedUpload',
              uploadUrl: `/api/blobs/uploads/u-employee_1_${v.kind}.png?sig=x`,
              url: `storage://uploads/u-employee_1_${v.kind}.png`,
              headers: [{ __typename: 'HttpHeader', name: 'content-type', value: 'image/png' }],
            },
          },
        },
      })),
      ...graphql,
    } as never,
  });
  const variablesOf = (name: string) =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: unknown } | undefined)
      .filter((body) => body?.operationName === name)
      .map((body) => body?.variables);
  const view = renderApp('/vaccine-tracker/proofs', server);
  const setCurrent = (next: Record_) => {
    current = next;
  };
  return { ...view, server, variablesOf, setCurrent };
}

const pick = (container: HTMLElement, id: string, file: File) =>
  fireEvent.change(container.querySelector(`#${id}`)!, { target: { files: [file] } });

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('vaccine tracker proofs', { timeout: 20_000 }, () => {
  it('shows the title, subtitle, last update and the question; No saves the default intention at once (V-002, V-003, V-014)', async () => {
    const { variablesOf } = setup(record());
    expect(await screen.findByRole('heading', { name: 'Vaccine Tracker' })).toBeInTheDocument();
    expect(
      screen.getByText('If you have been given direction, please provide your vaccine information below'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Last Update: Never')).toBeInTheDocument();
    const question = screen.getByRole('group', { name: 'Are you fully vaccinated against COVID-19 ?' });
    fireEvent.click(within(question).getByText('No'));
    await waitFor(() => expect(variablesOf('UpdateNoType')).toEqual([{ type: 'intendToVaccinated' }]));
    expect(screen.getByLabelText('I intend to be vaccinated by January 18, 2022')).toBeChecked();
    expect(
      screen.getByText(
        'I do not intend to be fully vaccinated before January 18, 2022 or seek medical/religious exemption.',
      ),
    ).toBeInTheDocument();
  });

  it('renders the configured deadline and saves an intention at once, the exemption with its details (V-013..V-015)', async () => {
    const { variablesOf } = setup(record({ status: 'no' }), {}, { 'vaccine-deadline-date': '2023-03-01' });
    const exemption = await screen.findByLabelText('I am requesting a religious or medical exemption');
    expect(screen.getByText('I intend to be vaccinated by March 1, 2023')).toBeInTheDocument();
    fireEvent.click(exemption);
    await waitFor(() =>
      expect(variablesOf('UpdateNoType')).toEqual([{ type: 'reqestingException', exceptionText: '' }]),
    );
    const details = screen.getByLabelText('Exemption details (optional)');
    fireEvent.change(details, { target: { value: 'Medical reasons' } });
    fireEvent.blur(details);
    await waitFor(() =>
      expect(variablesOf('UpdateNoType')).toContainEqual({
        type: 'reqestingException',
        exceptionText: 'Medical reasons',
      }),
    );
    expect(await screen.findAllByText('Updated Successfully')).not.toHaveLength(0);
  });

  it('requires the three test consents, unlocks Upload Proofs after Save & Continue and re-locks on uncheck (V-016, V-017)', async () => {
    const { variablesOf } = setup(record({ status: 'no' }));
    const save = await screen.findByRole('button', { name: 'Save & Continue' });
    expect(screen.getByText('Save the consent above to upload your test results.')).toBeInTheDocument();
    fireEvent.click(save);
    const form = screen.getByRole('form', { name: 'Test consent' });
    expect(await within(form).findAllByText('Required')).toHaveLength(3);
    expect(variablesOf('UpdateTestDetails')).toEqual([]);
    for (const box of within(form).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(save);
    await waitFor(() =>
      expect(variablesOf('UpdateTestDetails')).toEqual([
        { input: { affirmAccurate: true, authorizeShare: true, discloseStatus: true } },
      ]),
    );
    expect(await screen.findByLabelText('Date test was taken')).toBeInTheDocument();
    fireEvent.click(within(form).getAllByRole('checkbox')[1]!);
    expect(
      await screen.findByText('Save the consent above to upload your test results.'),
    ).toBeInTheDocument();
  });

  it('uploads a test image into the newest month and lists proofs with the countdown (V-018..V-022)', async () => {
    const today = isoDateOf(new Date());
    const proofs = [isoToCompact(today)];
    const AddTestProof = vi.fn(() => ({ body: { data: { testProofs: '/api/blobs/x' } } }));
    const { container, variablesOf, setCurrent } = setup(record({ status: 'no', consents: true }), {
      AddTestProof,
    });
    expect(await screen.findByLabelText('Date test was taken')).toBeInTheDocument();
    const months = screen.getAllByRole('heading', { level: 3 });
    expect(months).toHaveLength(1);

    setCurrent(record({ status: 'no', consents: true, proofs }));
    pick(container, 'vaccine-test-file', png('result.png'));
    await waitFor(() => expect(FakeXhr.last?.url).toContain('COVID_Test'));
    expect(variablesOf('CreateVaccineUploadUrl')).toEqual([
      { kind: 'COVID_Test', fileName: 'result.png', contentType: 'image/png', size: PNG.length },
    ]);
    FakeXhr.last!.status = 201;
    act(() => FakeXhr.last!.onload?.());
    await waitFor(() =>
      expect(variablesOf('AddTestProof')).toEqual([
        { documentUrl: 'storage://uploads/u-employee_1_COVID_Test.png', date: isoToCompact(today) },
      ]),
    );
    expect(await screen.findByText('7 days until next test must be taken')).toBeInTheDocument();
    expect(screen.getByText('Please Upload it as soon as you get the results')).toBeInTheDocument();
    expect(screen.getByText(/^Date of next test must be \d\d\/\d\d\/\d{4} or sooner$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Test Card' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/blobs/'),
    );
    expect(screen.getByText(/^Uploaded on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('refuses files that are not JPEG/PNG by name or content, and files over 20 MB (V-011)', async () => {
    const { container, variablesOf } = setup(record({ status: 'yes' }));
    await screen.findByRole('button', { name: 'Update Vaccine Details' });
    pick(container, 'vaccine-proof', new File(['%PDF'], 'card.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('You can only upload JPG/PNG files!')).toBeInTheDocument();
    pick(container, 'vaccine-proof', new File(['%PDF-1.4 renamed'], 'card.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByText('You can only upload JPG/PNG files!')).toBeInTheDocument());
    const big = png();
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    pick(container, 'vaccine-proof', big);
    expect(await screen.findByText('Image must smaller than 20MB!')).toBeInTheDocument();
    expect(variablesOf('CreateVaccineUploadUrl')).toEqual([]);
  });

  it('requires every Yes field, saves them and shows the success screen a second later (V-004..V-010)', async () => {
    const { container, variablesOf, router } = setup(record());
    fireEvent.click(within(await screen.findByRole('group', { name: /fully vaccinated/ })).getByText('Yes'));
    fireEvent.click(await screen.findByRole('button', { name: 'Update Vaccine Details' }));
    const form = screen.getByRole('form', { name: 'Vaccine details' });
    // The date defaults to today: type, proof and the three consents are missing.
    expect(await within(form).findAllByText('Required')).toHaveLength(5);
    expect(variablesOf('UpdateVaccineDetails')).toEqual([]);

    fireEvent.mouseDown(screen.getByLabelText('Vaccine type'));
    for (const type of [
      'Moderna',
      'Pfizer',
      'Johnson & Johnson',
      'AstraZeneca Vaxzevria',
      'Serum Institute of India COVISHIELD',
      'SinoPharm/BIBP Covilo',
      'Sinovac CoronaVac',
    ]) {
      expect(await screen.findByTitle(type)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByTitle('Pfizer'));
    pick(container, 'vaccine-proof', png());
    await waitFor(() => expect(FakeXhr.last?.url).toContain('VaccineCard'));
    FakeXhr.last!.status = 201;
    act(() => FakeXhr.last!.onload?.());
    expect(await screen.findByRole('link', { name: 'Download Vaccine Card' })).toHaveAttribute(
      'href',
      'blob:preview',
    );
    for (const box of within(form).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Update Vaccine Details' }));
    await waitFor(() =>
      expect(variablesOf('UpdateVaccineDetails')).toEqual([
        {
          input: {
            vaccineVersion: 'Pfizer',
            lastVaccinationDate: isoToCompact(isoDateOf(new Date())),
            vaccineProof: 'storage://uploads/u-employee_1_VaccineCard.png',
            affirmAccurate: true,
            authorizeShare: true,
            discloseStatus: true,
          },
        },
      ]),
    );
    expect(await screen.findAllByText('Updated Successfully')).not.toHaveLength(0);
    expect(screen.queryByText('Thank you, your vaccine details have been updated successfully.')).toBeNull();
    expect(
      await screen.findByText(
        'Thank you, your vaccine details have been updated successfully.',
        {},
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    // Home, still signed in: not the sign-in form (issue 14, item 1).
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/timesheets'));
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it('shows the server message when a save fails (V-023)', async () => {
    setup(record({ status: 'no' }), {
      UpdateNoType: () => graphqlError('FORBIDDEN', 'The vaccine tracker is turned off.'),
    });
    fireEvent.click(await screen.findByLabelText('I am requesting a religious or medical exemption'));
    expect(await screen.findByText('The vaccine tracker is turned off.')).toBeInTheDocument();
  });

  it('shows 404 while the tracker is turned off', async () => {
    setup(record(), {}, { 'vaccine-tracker-enabled': 'false' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vaccine Tracker' })).toBeNull();
  });
});
