import { describe, expect, it } from 'vitest';
import { taxonomySingular, termError } from './taxonomy.ts';

describe('taxonomy term rules (D-054)', () => {
  it('names one term by its own label, else by the name minus its last letter', () => {
    expect(taxonomySingular({ name: 'Document Categories', singularLabel: 'Document Category' })).toBe(
      'Document Category',
    );
    expect(taxonomySingular({ name: 'Sectors', singularLabel: null })).toBe('Sector');
    expect(taxonomySingular({ name: 'Status', singularLabel: '  ' })).toBe('Statu');
  });

  it("refuses an empty term ('Required') and a duplicate in any case ('{singular} already exists')", () => {
    expect(termError('   ', ['Energy'], 'Sector')).toBe('Required');
    expect(termError(' energy ', ['Energy'], 'Sector')).toBe('Sector already exists');
    expect(termError('x'.repeat(101), [], 'Sector')).toBe('At most 100 characters');
    expect(termError(' Retail ', ['Energy'], 'Sector')).toBeNull();
  });
});
