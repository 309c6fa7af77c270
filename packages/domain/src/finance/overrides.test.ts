import { describe, expect, it } from 'vitest';
import {
  applyOverrides,
  applyOverridesToRow,
  draftOfRule,
  OVERRIDE_MESSAGES,
  type OverrideRule,
  parseRules,
  type RuleDraft,
  replaceTokens,
  ruleDraftProblem,
  ruleMatches,
  ruleOfDraft,
  sameRules,
  savedRules,
  serializeRules,
  stringForm,
} from './overrides.ts';

const row = {
  firstName: 'Erin',
  lastName: 'Employee',
  name: 'Erin Employee',
  project: 'Apollo',
  hours: 4,
  rate: 150.5,
  department: null,
  title: 'Analyst',
  employeeType: 'W-2',
  supervisor: 'Pat Manager',
  approvers: 'pm@example.com, admin@example.com',
  taskdate: '01/05/2026',
};

const rule = (conditions: [string, string][], override: Record<string, string>): OverrideRule => ({
  conditions: conditions.map(([field, value]) => ({ field, value })),
  override,
});

describe('stringForm (F-068)', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [4, '4'],
    [2.5, '2.5'],
    [true, 'true'],
    ['x', 'x'],
    [['a', 'b'], 'a, b'],
  ])('%j → %j', (value, expected) => expect(stringForm(value)).toBe(expected));
});

describe('ruleMatches (F-068)', () => {
  it.each([
    ['one condition that holds', rule([['project', 'Apollo']], { role: 'x' }), true],
    ['a number compared by its string form', rule([['hours', '4']], { role: 'x' }), true],
    ['4.0 is not the string form of 4', rule([['hours', '4.0']], { role: 'x' }), false],
    ['case matters', rule([['project', 'apollo']], { role: 'x' }), false],
    [
      'all must hold',
      rule(
        [
          ['project', 'Apollo'],
          ['hours', '8'],
        ],
        { role: 'x' },
      ),
      false,
    ],
    [
      'all hold',
      rule(
        [
          ['project', 'Apollo'],
          ['employeeType', 'W-2'],
        ],
        { role: 'x' },
      ),
      true,
    ],
    ['a blank field is the empty string', rule([['department', '']], { role: 'x' }), true],
    ['a field the row lacks is blank', rule([['nothing', 'Apollo']], { role: 'x' }), false],
    ['no conditions matches nothing', rule([], { role: 'x' }), false],
  ])('%s', (_name, r, expected) => expect(ruleMatches(r, row)).toBe(expected));
});

describe('replaceTokens (C-055)', () => {
  it.each([
    ['<project> / <hours>', 'Apollo / 4'],
    ['<user.title> (<user.employeeType>)', 'Analyst (W-2)'],
    ['<user.supervisorName>', 'Pat Manager'],
    ['<user.department>', ''],
    ['<unknown> and <user.shoeSize>', '<unknown> and <user.shoeSize>'],
    ['no tokens, <not a token>', 'no tokens, <not a token>'],
    ['<name><name>', 'Erin EmployeeErin Employee'],
  ])('%j → %j', (template, expected) => expect(replaceTokens(template, row)).toBe(expected));
});

describe('applyOverrides (F-067, F-074)', () => {
  it('changes only the matching rows, leaving the others the same objects', () => {
    const other = { ...row, project: 'Internal' };
    const rules = [rule([['project', 'Apollo']], { department: 'Delivery <user.title>' })];
    const [changed, same] = applyOverrides([row, other], rules);
    expect(changed).toEqual({ ...row, department: 'Delivery Analyst' });
    expect(same).toBe(other);
    expect(row.department).toBeNull();
  });

  it('applies rules in list order, a later matching rule winning for the same field', () => {
    const rules = [
      rule([['project', 'Apollo']], { role: 'First', department: 'D1' }),
      rule([['hours', '4']], { role: 'Second' }),
      rule([['hours', '9']], { role: 'Never' }),
    ];
    expect(applyOverridesToRow(row, rules)).toMatchObject({ role: 'Second', department: 'D1' });
  });

  it('tests and fills every rule from the row as it came, not from earlier overrides', () => {
    const rules = [
      rule([['project', 'Apollo']], { project: 'Renamed', comment: '<project>' }),
      rule([['project', 'Renamed']], { role: 'chained' }),
    ];
    expect(applyOverridesToRow(row, rules)).toMatchObject({ project: 'Renamed', comment: 'Apollo' });
    expect(applyOverridesToRow(row, rules)).not.toHaveProperty('role');
  });

  it('with no rules gives back the same list', () => {
    const rows = [row];
    expect(applyOverrides(rows, [])).toBe(rows);
  });
});

describe('ruleDraftProblem (F-066)', () => {
  const pair = (field: string | null, value: string) => ({ field, value });
  const draft = (conditions = [pair('project', 'Apollo')], overrides = [pair('role', 'x')]): RuleDraft => ({
    conditions,
    overrides,
  });
  it.each([
    ['a complete rule', draft(), null],
    ['no condition', draft([]), 'Add at least one condition.'],
    ['no override', draft(undefined, []), 'Add at least one override.'],
    ['a condition without field', draft([pair(null, 'x')]), 'Every condition needs a field and a value.'],
    ['a condition without value', draft([pair('project', '')]), 'Every condition needs a field and a value.'],
    [
      'an override without field',
      draft(undefined, [pair(null, 'x')]),
      'Every override needs a field and a value.',
    ],
    [
      'a blank override value',
      draft(undefined, [pair('role', '  ')]),
      'Every override needs a field and a value.',
    ],
    [
      'one field twice',
      draft(undefined, [pair('role', 'a'), pair('role', 'b')]),
      'Each field can be overridden once per rule.',
    ],
  ])('%s', (_name, d, expected) => expect(ruleDraftProblem(d)).toBe(expected));

  it('turns a rule into a draft and back', () => {
    const r = rule([['project', 'Apollo']], { role: 'x', comment: '<project>' });
    expect(ruleOfDraft(draftOfRule(r))).toEqual(r);
    expect(draftOfRule(null)).toEqual({
      conditions: [{ field: null, value: '' }],
      overrides: [{ field: null, value: '' }],
    });
  });
});

describe('parseRules (F-070)', () => {
  it.each([
    ['not JSON', '{oops', OVERRIDE_MESSAGES.invalidJson],
    ['an object', '{"conditions": []}', OVERRIDE_MESSAGES.notArray],
    ['a string', '"rules"', OVERRIDE_MESSAGES.notArray],
    ['a rule that is not an object', '[1]', 'Invalid format: rule 1 is not an object.'],
    [
      'no conditions',
      '[{"conditions": [], "override": {"a": "b"}}]',
      'Invalid format: rule 1 needs a list of 1 to 50 conditions.',
    ],
    [
      'a condition without field',
      '[{"conditions": [{"value": "x"}], "override": {"a": "b"}}]',
      'Invalid format: rule 1 has a condition without a field.',
    ],
    [
      'a condition without value',
      '[{"conditions": [{"field": "project"}], "override": {"a": "b"}}]',
      'Invalid format: rule 1 has a condition on project without a value.',
    ],
    [
      'no override',
      '[{"conditions": [{"field": "p", "value": "x"}]}]',
      'Invalid format: rule 1 needs an override object.',
    ],
    [
      'an empty override value in the second rule',
      '[{"conditions": [{"field": "p", "value": "x"}], "override": {"a": "b"}}, {"conditions": [{"field": "p", "value": "x"}], "override": {"role": ""}}]',
      'Invalid format: rule 2 overrides role without a value.',
    ],
  ])('refuses %s', (_name, text, message) => expect(parseRules(text)).toEqual({ ok: false, message }));

  it('reads a list, numbers and booleans as strings, and round-trips through serializeRules', () => {
    const result = parseRules(
      '[{"conditions": [{"field": "hours", "value": 4}], "override": {"billable": true}}]',
    );
    expect(result).toEqual({
      ok: true,
      rules: [{ conditions: [{ field: 'hours', value: '4' }], override: { billable: 'true' } }],
    });
    const rules = result.ok ? result.rules : [];
    expect(parseRules(serializeRules(rules))).toEqual({ ok: true, rules });
    expect(parseRules('[]')).toEqual({ ok: true, rules: [] });
  });

  it('reads a saved setting leniently and compares lists', () => {
    expect(savedRules(null)).toEqual([]);
    expect(savedRules('{broken')).toEqual([]);
    const rules = [rule([['a', 'b']], { c: 'd' })];
    expect(savedRules(serializeRules(rules))).toEqual(rules);
    expect(sameRules(rules, [rule([['a', 'b']], { c: 'd' })])).toBe(true);
    expect(sameRules(rules, [])).toBe(false);
  });
});
