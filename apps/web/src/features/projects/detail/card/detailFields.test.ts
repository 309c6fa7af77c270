import { describe, expect, it } from 'vitest';
import type { ProjectHeaderFragment } from '../../../../graphql/generated/graphql.ts';
import { DEFAULT_DETAIL_FIELDS, DETAIL_FIELDS, detailFields } from './detailFields.ts';

describe('project-details-fields', () => {
  it('shows the listed fields in the listed order, ignoring unknown and repeated keys', () => {
    expect(detailFields('["startDate","nope","projectCode","startDate"]')).toEqual([
      { key: 'startDate', label: 'Start Date' },
      { key: 'projectCode', label: 'Project Code' },
    ]);
  });

  it('accepts objects with a field and a custom label', () => {
    expect(detailFields('[{"field":"accountingCode","label":"BU Code"},{"key":"jobName"}]')).toEqual([
      { key: 'accountingCode', label: 'BU Code' },
      { key: 'jobName', label: 'Job Name' },
    ]);
  });

  it('offers the total billed amount, shown as money', () => {
    expect(detailFields('["totalBilledAmount"]')).toEqual([
      { key: 'totalBilledAmount', label: 'Total Billed Amount' },
    ]);
    const value = DETAIL_FIELDS.totalBilledAmount!.value;
    expect(value({ totalBilledAmount: 12500.5 } as ProjectHeaderFragment)).toBe('$12,500.50');
    expect(value({ totalBilledAmount: null } as ProjectHeaderFragment)).toBeNull();
  });

  it('falls back to the default fields when the configuration is missing or not a JSON list', () => {
    const defaults = DEFAULT_DETAIL_FIELDS;
    expect(detailFields(undefined).map((field) => field.key)).toEqual(defaults);
    expect(detailFields('not json').map((field) => field.key)).toEqual(defaults);
    expect(detailFields('[]')).toEqual([]);
  });
});
