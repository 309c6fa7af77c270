import { describe, expect, it } from 'vitest';
import { filterSheets, splitByApprover } from './approvalsModel.ts';
import { approvalSheet } from './testing.ts';

const a = approvalSheet({ _id: 'a', name: 'Ada Lovelace' });
const b = approvalSheet({ _id: 'b', name: 'Bob Stone', status: 'Approved', approverRole: 'backup' });

describe('approvals model', () => {
  it("splits into the viewer's sheets as main approver and the others", () => {
    const { mine, others } = splitByApprover([a, b]);
    expect(mine.map((s) => s._id)).toEqual(['a']);
    expect(others.map((s) => s._id)).toEqual(['b']);
  });

  it('filters by case-insensitive name substring and status', () => {
    expect(filterSheets([a, b], 'LOVE', null).map((s) => s._id)).toEqual(['a']);
    expect(filterSheets([a, b], ' ', 'Approved').map((s) => s._id)).toEqual(['b']);
    expect(filterSheets([a, b], 'bob', 'Declined')).toEqual([]);
  });
});
