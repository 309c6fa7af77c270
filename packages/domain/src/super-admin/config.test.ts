import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_VALUE_TYPES,
  isPublicConfigurationKey,
  readBoolean,
  readJson,
  readNumber,
  readString,
  readStringList,
  toConfigurationValues,
  validateConfigurationValue,
} from './config.ts';
import { CONFIGURATION_CATALOGUE, configurationEntry } from './config-catalogue.ts';

const SPEC_KEYS = [
  'company-short-name',
  'favicon-url',
  'logo-auth-url',
  'logo-topbar-url',
  'logo-timesheet-url',
  'sso-email-domain',
  'week-end-day',
  'holidays',
  'show-report-summary-table',
  'show-report-billable-hours',
  'timesheet-attachments',
  'show-timeoff-balances',
  'show-budget-used-on-ts',
  'show-hours-used-on-ts',
  'calendar-outlook-import',
  'netsuite-enabled',
  'netsuite-url',
  'project-details-tabs',
  'project-details-fields',
  'pm-documents-tab-enabled',
  'hours-budgeting-deliverable',
  'blended-rate-deliverable',
  'blended-rate',
  'resource-assignments',
  'allow-deducting-expenses-from-project',
  'project-cost-label',
  'finance-reports',
  'daily-snapshot-overrides',
  'legacy-cutoff-date',
  'legacy-cutoff-message',
  'legacy-site-url',
  'time-zone',
  'change-order-prefix',
  'accounting-export-billable-status',
  'accounting-export-service-item',
  'vaccine-tracker-enabled',
  'vaccine-deadline-date',
  'vaccine-report-client-filters',
];

describe('configuration catalogue', () => {
  it('covers every key named by the spec, once, with a description', () => {
    const keys = CONFIGURATION_CATALOGUE.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of SPEC_KEYS) expect(keys).toContain(key);
    for (const entry of CONFIGURATION_CATALOGUE) {
      expect(entry.description.length).toBeGreaterThan(5);
      expect(CONFIGURATION_VALUE_TYPES).toContain(entry.valueType);
    }
  });

  it('has defaults that pass their own value-type rule', () => {
    for (const entry of CONFIGURATION_CATALOGUE) {
      expect(validateConfigurationValue(entry.valueType, entry.defaultValue), entry.key).toBeNull();
    }
  });

  it('makes only branding and the single-sign-on domain public', () => {
    const publicKeys = CONFIGURATION_CATALOGUE.filter((entry) => entry.public).map((entry) => entry.key);
    expect(publicKeys.sort()).toEqual(
      [
        'company-short-name',
        'favicon-url',
        'logo-auth-url',
        'logo-topbar-url',
        'logo-timesheet-url',
        'sso-email-domain',
      ].sort(),
    );
    expect(isPublicConfigurationKey('company-short-name')).toBe(true);
    expect(isPublicConfigurationKey('netsuite-url')).toBe(false);
    expect(isPublicConfigurationKey('no-such-key')).toBe(false);
  });

  it('keeps the customer-specific items as entries', () => {
    expect(configurationEntry('legacy-cutoff-date')?.defaultValue).toBe('2023-09-18');
    expect(configurationEntry('legacy-cutoff-message')?.defaultValue).toMatch(/09\/18\/2023/);
    expect(configurationEntry('vaccine-deadline-date')?.defaultValue).toBe('2022-01-18');
    expect(configurationEntry('legacy-site-url')?.valueType).toBe('Url');
  });
});

describe('typed readers', () => {
  it('reads stored text, falling back to the default when unset', () => {
    expect(readString({}, 'company-short-name')).toBe('Tally');
    expect(readString({ 'company-short-name': ' Acme ' }, 'company-short-name')).toBe('Acme');
    expect(readString({ 'company-short-name': null }, 'company-short-name')).toBe('Tally');
  });

  it("reads flags in the legacy encodings '1' and 'true' (Gap 9)", () => {
    for (const on of ['1', 'true', 'TRUE', 'yes'])
      expect(readBoolean({ 'netsuite-enabled': on }, 'netsuite-enabled')).toBe(true);
    for (const off of ['0', 'false', ''])
      expect(readBoolean({ 'timesheet-attachments': off }, 'timesheet-attachments')).toBe(false);
    expect(readBoolean({ 'timesheet-attachments': 'maybe' }, 'timesheet-attachments')).toBe(true);
    expect(readBoolean({}, 'calendar-outlook-import')).toBe(false);
  });

  it('reads numbers and falls back on garbage', () => {
    expect(readNumber({ 'blended-rate': '175.5' }, 'blended-rate')).toBe(175.5);
    expect(readNumber({ 'blended-rate': 'abc' }, 'blended-rate')).toBe(150);
  });

  it('reads JSON and string lists', () => {
    expect(readJson({ holidays: '[{"date":"2026-12-25","name":"Christmas"}]' }, 'holidays')).toEqual([
      { date: '2026-12-25', name: 'Christmas' },
    ]);
    expect(readJson({ holidays: '{broken' }, 'holidays')).toEqual([]);
    expect(readStringList({ 'finance-reports': '["projects","customReports"]' }, 'finance-reports')).toEqual([
      'projects',
      'customReports',
    ]);
    expect(readStringList({ 'finance-reports': 'projects, payrollAllocation' }, 'finance-reports')).toEqual([
      'projects',
      'payrollAllocation',
    ]);
    expect(readStringList({}, 'project-details-tabs')).toContain('documents');
  });

  it('turns rows into a value map', () => {
    expect(
      toConfigurationValues([
        { key: 'a', value: null },
        { key: 'b', value: '1' },
      ]),
    ).toEqual({ a: null, b: '1' });
  });
});

describe('validateConfigurationValue', () => {
  it('answers the spec messages per value type', () => {
    expect(validateConfigurationValue('Email', 'nobody')).toBe('Value must be a valid email address');
    expect(validateConfigurationValue('Number', '12a')).toBe('Value must be a valid number');
    expect(validateConfigurationValue('Json', '{')).toBe('Value must be json format');
    expect(validateConfigurationValue('Boolean', '1')).toBe('Value must be true or false');
    expect(validateConfigurationValue('Url', 'ftp://x')).toBe('Value must be a valid URL');
    expect(validateConfigurationValue('Url', '//evil.example')).toBe('Value must be a valid URL');
  });

  it('accepts valid values, root-relative URLs and empty values', () => {
    expect(validateConfigurationValue('Email', 'a@b.c')).toBeNull();
    expect(validateConfigurationValue('Url', 'https://example.com/logo.png')).toBeNull();
    expect(validateConfigurationValue('Url', '/logo.svg')).toBeNull();
    expect(validateConfigurationValue('Boolean', 'false')).toBeNull();
    expect(validateConfigurationValue('Number', '')).toBeNull();
    expect(validateConfigurationValue('String', 'anything')).toBeNull();
  });
});
