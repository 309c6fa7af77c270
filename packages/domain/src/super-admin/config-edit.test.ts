import { describe, expect, it } from 'vitest';
import { validateThreshold } from '../admin/thresholds.ts';
import { CONFIGURATION_DESCRIPTIONS } from './config-descriptions.ts';
import {
  CLEARABLE_CONFIGURATION_KEYS,
  configurationKeyError,
  validateConfigurationEdit,
} from './config-edit.ts';

describe('validateConfigurationEdit (S-004..S-010)', () => {
  const edit = (valueType: string, value: string, description = 'A setting') =>
    validateConfigurationEdit({ valueType, value, description });

  it('requires value, description and type', () => {
    expect(edit('', ' ', ' ')).toEqual({
      value: 'Value is required',
      description: 'Description is required',
      valueType: 'Type is required',
    });
  });

  it.each([
    ['Email', 'nobody', 'Value must be a valid email address'],
    ['Number', 'ten', 'Value must be a valid number'],
    ['Json', '{a: 1}', 'Value must be json format'],
    ['Boolean', '1', 'Value must be true or false'],
    ['Url', 'mailto:a@b.c', 'Value must be a valid URL'],
  ])('refuses a bad %s value with the spec message', (type, value, message) => {
    expect(edit(type, value)).toEqual({ value: message });
  });

  it.each([
    ['String', 'anything'],
    ['Email', 'a@b.c'],
    ['Number', '1e3'],
    ['Json', '{"a": [1]}'],
    ['Boolean', 'false'],
    ['Url', 'http://example.com'],
  ])('accepts a good %s value', (type, value) => {
    expect(edit(type, value)).toEqual({});
  });

  it('refuses an unknown type', () => {
    expect(edit('Date', '2020-01-01')).toEqual({
      valueType: 'Type must be one of String, Number, Boolean, Json, Url, Email',
    });
  });
});

describe('validateThreshold (D-059)', () => {
  it('accepts 0 ≤ min ≤ max ≤ 120 with up to two decimals', () => {
    expect(validateThreshold(0, 80)).toEqual({});
    expect(validateThreshold(40, 40)).toEqual({});
    expect(validateThreshold(0.29, 120)).toEqual({});
  });

  it('refuses bounds outside 0..120, more decimals, and max below min', () => {
    expect(validateThreshold(-1, 80).min).toBe('Minimum hours must be between 0 and 120');
    expect(validateThreshold(0, 120.5).max).toBe('Maximum hours must be between 0 and 120');
    expect(validateThreshold(0, 10.123).max).toBe('Maximum hours can have at most two decimals');
    expect(validateThreshold(50, 49).max).toBe(
      'Maximum hours must be greater than or equal to minimum hours',
    );
  });
});

describe('clearable keys (issue 13)', () => {
  const blank = { value: '  ', description: 'Empty: off', valueType: 'Url' };

  it('accepts an empty value for a key that may be empty, and only for it', () => {
    expect(validateConfigurationEdit(blank, 'netsuite-url')).toEqual({});
    expect(validateConfigurationEdit(blank, 'week-end-day')).toEqual({ value: 'Value is required' });
    expect(validateConfigurationEdit(blank)).toEqual({ value: 'Value is required' });
  });

  it("lists every key whose description says what 'Empty' means", () => {
    const described = Object.entries(CONFIGURATION_DESCRIPTIONS)
      .filter(([, text]) => /Empty:/.test(text))
      .map(([key]) => key);
    for (const key of described) expect(CLEARABLE_CONFIGURATION_KEYS.has(key), key).toBe(true);
  });
});

describe('configurationKeyError (E-020)', () => {
  it('accepts a weekday key in any case and a known time zone', () => {
    expect(configurationKeyError('week-end-day', ' SAT ')).toBeNull();
    expect(configurationKeyError('time-zone', 'America/New_York')).toBeNull();
    expect(configurationKeyError('company-short-name', 'anything')).toBeNull();
  });

  it('refuses another week-end day or an unknown zone', () => {
    expect(configurationKeyError('week-end-day', 'saturday')).toBe(
      'Value must be one of sun, mon, tue, wed, thu, fri, sat',
    );
    expect(configurationKeyError('time-zone', 'Mars/Olympus')).toBe(
      'Value must be a time zone such as America/New_York',
    );
  });
});
