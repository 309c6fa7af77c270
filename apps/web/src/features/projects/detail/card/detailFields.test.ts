import { describe, expect, it } from 'vitest';
import { DEFAULT_DETAIL_FIELDS, detailFields } from './detailFields.ts';

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

  it('falls back to the default fields when the configuration is missing or not a JSON list', () => {
    const defaults = DEFAULT_DETAIL_FIELDS;
    expect(detailFields(undefined).map((field) => field.key)).toEqual(defaults);
    expect(detailFields('not json').map((field) => field.key)).toEqual(defaults);
    expect(detailFields('[]')).toEqual([]);
  });
});
