import { describe, expect, it } from 'vitest';
import { countError, labelOf, linkError, moneyError, numberError, textError } from './input-rules.ts';

describe('input rules (issue 13)', () => {
  it.each([
    ['firstName', 'First name'],
    ['timeSheetId', 'Time sheet ID'],
    ['icsUrl', 'ICS URL'],
    ['url', 'URL'],
  ])('labels %s as %s', (field, label) => expect(labelOf(field)).toBe(label));

  it('refuses control characters, line breaks in one-line kinds and over-long text', () => {
    expect(textError('Name', 'a\u0000b', 'name')).toBe('Name contains a character that is not allowed');
    expect(textError('Name', 'a\u001bb', 'name')).toBe('Name contains a character that is not allowed');
    expect(textError('Name', 'a\nb', 'name')).toBe('Name must be on one line');
    expect(textError('Comment', 'a\n\tb', 'comment')).toBeNull();
    expect(textError('First name', 'x'.repeat(101), 'name')).toBe(
      'First name is too long (at most 100 characters)',
    );
    expect(textError('Code', 'x'.repeat(50), 'code')).toBeNull();
    expect(textError('Description', 'x'.repeat(10_001), 'description')).toBe(
      'Description is too long (at most 10,000 characters)',
    );
  });

  it.each([
    'https://example.com/a',
    'http://x.test',
    '/blobs/1.pdf',
    'storage:uploads/a.pdf',
    '',
  ])('accepts the link %s', (link) => expect(linkError('URL', link)).toBeNull());

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://x',
    '//evil.test',
    'vbscript:x',
    'not a link',
  ])('refuses the link %s', (link) =>
    expect(linkError('URL', link)).toBe('URL must be a web address starting with http:// or https://'));

  it('bounds money to 0..1,000,000 in cents', () => {
    expect(moneyError('Rate', 0)).toBeNull();
    expect(moneyError('Rate', 1_000_000)).toBeNull();
    expect(moneyError('Rate', 0.1 + 0.2)).toBeNull();
    expect(moneyError('Rate', -0.01)).toBe('Provide a positive value');
    expect(moneyError('Rate', 1e308)).toBe('Rate cannot be more than 1,000,000');
    expect(moneyError('Rate', 2 ** 53)).toBe('Rate cannot be more than 1,000,000');
    expect(moneyError('Rate', 1.005)).toBe('Rate can have at most two decimals');
    expect(moneyError('Rate', Number.NaN)).toBe('Rate must be a number');
  });

  it('bounds other numbers and counts', () => {
    expect(numberError('Value', 1e308)).toBe('Value must be between -1,000,000,000 and 1,000,000,000');
    expect(numberError('Hours', -1, 0, 24)).toBe('Hours cannot be negative');
    expect(countError('Offset', -1)).toBe('Offset cannot be negative');
    expect(countError('Limit', 10)).toBeNull();
  });
});
