import { describe, expect, it } from 'vitest';
import {
  clientFilterNames,
  deadlineText,
  imageTypeOfBytes,
  imageTypeOfName,
  isProofFileNameOf,
  matchesSearch,
  monthsNewestFirst,
  nextTestDate,
  nextTestLabel,
  noTypeLabels,
  noTypeStatus,
  proofFileName,
  reportGroupOf,
  testCountdown,
  VACCINE_TYPES,
  vaccineDeadline,
  vaccineExportFileName,
} from './vaccine.ts';

describe('vaccine types (V-004)', () => {
  it('lists the seven types in the spec order', () => {
    expect(VACCINE_TYPES).toEqual([
      'Moderna',
      'Pfizer',
      'Johnson & Johnson',
      'AstraZeneca Vaxzevria',
      'Serum Institute of India COVISHIELD',
      'SinoPharm/BIBP Covilo',
      'Sinovac CoronaVac',
    ]);
  });
});

describe('deadline texts (V-013, V-030)', () => {
  it.each([
    ['2022-01-18', '2022-01-18'],
    [' 2023-03-01 ', '2023-03-01'],
    ['', '2022-01-18'],
    ['18/01/2022', '2022-01-18'],
    [null, '2022-01-18'],
  ])('configured %j → %s', (value, expected) => {
    expect(vaccineDeadline(value)).toBe(expected);
  });

  it('renders the default deadline in the spec words', () => {
    expect(deadlineText('2022-01-18')).toBe('January 18, 2022');
    expect(deadlineText('2022-01-18', false)).toBe('January 18,2022');
    expect(noTypeLabels('2022-01-18')).toEqual({
      intendToVaccinated: 'I intend to be vaccinated by January 18, 2022',
      reqestingException: 'I am requesting a religious or medical exemption',
      notIntendToVaccinated:
        'I do not intend to be fully vaccinated before January 18, 2022 or seek medical/religious exemption.',
    });
  });

  it.each([
    ['intendToVaccinated', '2022-01-18', 'Vaccination Intended'],
    [null, '2022-01-18', 'Vaccination Intended'],
    ['reqestingException', '2022-01-18', 'Exemption Requested'],
    ['notIntendToVaccinated', '2022-01-18', 'Vaccination Not Intended Before January 18,2022'],
    ['notIntendToVaccinated', '2023-12-05', 'Vaccination Not Intended Before December 5,2023'],
  ] as const)('status of %s with deadline %s', (noType, deadline, expected) => {
    expect(noTypeStatus(noType, deadline)).toBe(expected);
  });

  it('renders another configured date into the intentions', () => {
    expect(noTypeLabels('2023-12-05').intendToVaccinated).toBe(
      'I intend to be vaccinated by December 5, 2023',
    );
  });
});

describe('7-day test countdown (V-021, V-022)', () => {
  it.each([
    ['2026-11-20', '2026-11-20', 7, 'success', '7 days until next test must be taken'],
    ['2026-11-20', '2026-11-26', 1, 'success', '1 days until next test must be taken'],
    ['2026-11-20', '2026-11-27', 0, 'danger', 'Next Test should have been taken today'],
    ['2026-11-20', '2026-11-28', -1, 'danger', 'Next Test should have been taken 1 days ago'],
    ['2026-10-30', '2026-11-26', -20, 'danger', 'Next Test should have been taken 20 days ago'],
    ['2026-12-28', '2027-01-03', 1, 'success', '1 days until next test must be taken'],
  ] as const)('last test %s, today %s → %i days', (last, today, days, tone, message) => {
    const countdown = testCountdown(last, today);
    expect(countdown).toEqual({
      daysLeft: days,
      overdue: days <= 0,
      tone,
      message,
      followUp: 'Please Upload it as soon as you get the results',
    });
  });

  it('labels the next test date', () => {
    expect(nextTestDate('2026-12-28')).toBe('2027-01-04');
    expect(nextTestLabel('2026-11-20')).toBe('Date of next test must be 11/27/2026 or sooner');
  });
});

describe('months of the Upload Proofs card (V-018)', () => {
  it.each([
    ['2026-11-01', '2026-11-30', ['2026-11']],
    ['2026-10-15', '2026-11-02', ['2026-11', '2026-10']],
    ['2025-12-01', '2026-02-10', ['2026-02', '2026-01', '2025-12']],
    ['2026-03-01', '2026-02-10', []],
  ])('%s..%s', (start, end, expected) => {
    expect(monthsNewestFirst(start, end)).toEqual(expected);
  });

  it('caps long ranges', () => {
    expect(monthsNewestFirst('1990-01-01', '2026-01-01', 12)).toHaveLength(12);
  });
});

describe('proof images (V-011, V-012)', () => {
  it.each([
    ['card.jpg', 'image/jpeg'],
    ['CARD.JPEG', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['scan.png.exe', null],
    ['scan.gif', null],
    ['scan', null],
    ['card.pdf', null],
  ])('name %s → %s', (name, expected) => {
    expect(imageTypeOfName(name)).toBe(expected);
  });

  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[0x89, 0x50, 0x4e, 0x47], null],
    [[0x25, 0x50, 0x44, 0x46, 0x2d], null],
    [[], null],
  ])('bytes %j → %s', (bytes, expected) => {
    expect(imageTypeOfBytes(bytes)).toBe(expected);
  });

  it('names uploads {userId}_{timestamp}_{kind}.{ext} and recognises them', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const name = proofFileName('u1', 'VaccineCard', now, 'image/png');
    expect(name).toBe(`u1_${now.getTime()}_VaccineCard.png`);
    expect(proofFileName('u1', 'COVID_Test', now, 'image/jpeg')).toBe(`u1_${now.getTime()}_COVID_Test.jpg`);
    expect(isProofFileNameOf(name, 'u1', 'VaccineCard')).toBe(true);
    expect(isProofFileNameOf(name, 'u1', 'COVID_Test')).toBe(false);
    expect(isProofFileNameOf(name, 'u2', 'VaccineCard')).toBe(false);
    expect(isProofFileNameOf('u1_x_VaccineCard.png', 'u1', 'VaccineCard')).toBe(false);
    expect(isProofFileNameOf('u1_1_VaccineCard.gif', 'u1', 'VaccineCard')).toBe(false);
  });
});

describe('report (V-026..V-031)', () => {
  it.each([
    ['yes', 'vaccinated'],
    ['no', 'notVaccinated'],
    [null, 'notResponded'],
    [undefined, 'notResponded'],
  ] as const)('status %s → %s', (status, group) => {
    expect(reportGroupOf(status)).toBe(group);
  });

  it.each([
    [
      ['ACME', 'Globex'],
      ['ACME', 'Globex'],
    ],
    [[' ACME ', 'ACME', '', 3], ['ACME']],
    ['ACME', []],
    [null, []],
  ])('client filters %j → %j', (value, expected) => {
    expect(clientFilterNames(value)).toEqual(expected);
  });

  it.each([
    [['Erin Employee', 'Vaccination Intended', 'Apollo'], '', true],
    [['Erin Employee', 'Vaccination Intended', 'Apollo'], 'erin apollo', true],
    [['Erin Employee', null, 'Apollo'], 'intended', false],
    [['Erin Employee', 'Exemption Requested'], '  exemp  ', true],
  ] as const)('search %j for %j → %s', (values, search, expected) => {
    expect(matchesSearch(values, search)).toBe(expected);
  });

  it('names export files', () => {
    expect(vaccineExportFileName('FullyVaccinated', '20261126-1015')).toBe(
      'FullyVaccinated-ExportedOn(20261126-1015).csv',
    );
  });
});
