import { describe, expect, it } from 'vitest';
import { csvLine, csvValue, exportStamp, toCsv, weekEndingLabel, weekExportFileName } from './csv.ts';

describe('CSV quoting (C-046)', () => {
  it('quotes values with a comma, quote or line break and doubles inner quotes', () => {
    expect(csvValue('plain')).toBe('plain');
    expect(csvValue('a,b')).toBe('"a,b"');
    expect(csvValue('say "hi"')).toBe('"say ""hi"""');
    expect(csvValue('two\nlines')).toBe('"two\nlines"');
    expect(csvValue(null)).toBe('');
    expect(csvValue(12.5)).toBe('12.5');
  });

  it('writes lines with CRLF for streams and whole files without a trailing break', () => {
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
    expect(
      toCsv([
        ['h1', 'h2'],
        ['x', ''],
      ]),
    ).toBe('h1,h2\r\nx,');
  });
});

describe('export file names (C-047, C-048)', () => {
  const now = new Date(Date.UTC(2026, 0, 9, 14, 5));

  it('stamps YYYYMMDD-HHmm in the given zone (minutes behind UTC)', () => {
    expect(exportStamp(now, 0)).toBe('20260109-1405');
    expect(exportStamp(now, 300)).toBe('20260109-0905');
    expect(exportStamp(new Date(Date.UTC(2026, 0, 1, 2, 0)), 300)).toBe('20251231-2100');
  });

  it("names the file '{Report}-WeekEnding(MM-DD-YYYY)-ExportedOn(YYYYMMDD-HHmm).csv'", () => {
    expect(weekEndingLabel('2026-01-11')).toBe('01-11-2026');
    expect(weekExportFileName('ProjectHours', '2026-01-11', now, 0)).toBe(
      'ProjectHours-WeekEnding(01-11-2026)-ExportedOn(20260109-1405).csv',
    );
  });
});
