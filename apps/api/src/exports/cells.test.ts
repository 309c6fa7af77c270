import { describe, expect, it } from 'vitest';
import { csvCell, neutralizeFormula } from './cells.ts';
import { exportFormatOf, exportNameOf } from './format.ts';

describe('export cells', () => {
  it('neutralises every formula-looking text with a leading quote, and only those', () => {
    for (const hostile of ['=HYPERLINK("http://x","y")', '=1+1', '+1', '-x', '@SUM(A1)', '\tled', '\rled']) {
      expect(neutralizeFormula(hostile)).toBe(`'${hostile}`);
    }
    for (const plain of ['Apollo', "O'Neil", ' =1', 'a=b', '']) expect(neutralizeFormula(plain)).toBe(plain);
  });

  it('writes each kind as C-038 and C-046 say', () => {
    expect(csvCell('=1+1', 'text')).toBe("'=1+1");
    expect(csvCell('=HYPERLINK("http://x","y")', 'text')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a, b', 'text')).toBe('"a, b"');
    expect(csvCell(140, 'money')).toBe('140.00');
    expect(csvCell('1234.5', 'money')).toBe('1234.50');
    expect(csvCell(-5, 'money')).toBe('-5.00');
    expect(csvCell(-5, 'number')).toBe('-5');
    expect(csvCell(7.5, 'hours')).toBe('7.5');
    expect(csvCell(0.125, 'hours')).toBe('0.13');
    expect(csvCell(3.4, 'int')).toBe('3');
    expect(csvCell('2026-11-29', 'date')).toBe('11-29-2026');
    expect(csvCell('2026-11-29T10:00:00Z', 'date')).toBe('11-29-2026');
    // Not an ISO date (an override's text): written as text, neutralised and quoted as text is.
    expect(csvCell('2026-1-29', 'date')).toBe('2026-1-29');
    expect(csvCell('2026-11-2x', 'date')).toBe('2026-11-2x');
    expect(csvCell('２０２６-11-29', 'date')).toBe('２０２６-11-29');
    expect(csvCell('Nov 29, 2026', 'date')).toBe('"Nov 29, 2026"');
    expect(csvCell('=TODAY()', 'date')).toBe("'=TODAY()");
    expect(csvCell(null, 'money')).toBe('');
    expect(csvCell('', 'date')).toBe('');
    // Not a number in a numeric column: written as (neutralised) text, never dropped.
    expect(csvCell('-n/a', 'money')).toBe("'-n/a");
  });

  it('tells the format and the name from the path', () => {
    expect(exportFormatOf(new URL('http://x/api/reports/time-off.csv?start=1'))).toBe('csv');
    expect(exportFormatOf('/api/reports/time-off.xlsx')).toBe('xlsx');
    expect(exportFormatOf('/api/reports/time-off.pdf')).toBeNull();
    expect(exportNameOf('/api/reports/time-off.xlsx?x=1')).toBe('time-off');
  });
});
