import { describe, expect, it } from 'vitest';
import { clientChanged, clientErrors, normalizeClient } from './clients.ts';

const values = (name: string, shortName: string, quickbooksCustomerName = '') => ({
  name,
  shortName,
  quickbooksCustomerName,
});

describe('client rules (D-035)', () => {
  it("requires a name and a short name after trimming, in the spec's words", () => {
    expect(clientErrors(values('  ', ' '))).toEqual({
      name: 'Name is required',
      shortName: 'Short Name is required',
    });
    expect(clientErrors(values(' Acme ', ' AC '))).toEqual({});
    expect(clientErrors(values('x'.repeat(201), 'y'.repeat(51), 'z'.repeat(201)))).toEqual({
      name: 'At most 200 characters',
      shortName: 'At most 50 characters',
      quickbooksCustomerName: 'At most 200 characters',
    });
  });

  it('trims the values and stores an empty customer name as none', () => {
    expect(normalizeClient(values(' Acme ', ' AC ', '  '))).toEqual({
      name: 'Acme',
      shortName: 'AC',
      quickbooksCustomerName: null,
    });
  });

  it('counts only changes that survive trimming', () => {
    const saved = values('Acme', 'AC', '');
    expect(clientChanged(saved, values(' Acme ', 'AC ', '  '))).toBe(false);
    expect(clientChanged(saved, values('Acme', 'AC', 'Acme:HQ'))).toBe(true);
  });
});
