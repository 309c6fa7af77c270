import { expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

const SAVE = `mutation($id: ID!, $input: UserSettingsInput!) {
  updateUserSettings(id: $id, input: $input) { settings { timesheetDailySnapshotOverrides } } }`;
const READ = '{ me { settings { timesheetDailySnapshotOverrides emailNotifications } } }';

const RULES = [
  { conditions: [{ field: 'project', value: 'Apollo' }], override: { department: 'Delivery <user.title>' } },
  { conditions: [{ field: 'hours', value: 4 }], override: { role: 'Lead' } },
];

describeWithProjectWorld('user settings: snapshot overrides (F-071)', (t) => {
  const save = (browser: TestBrowser, id: string, text: string | null) =>
    call<{ settings: { timesheetDailySnapshotOverrides: string | null } }>(browser, SAVE, {
      id,
      input: { timesheetDailySnapshotOverrides: text },
    });

  it('starts empty, then saves the rules as canonical text that me.settings reads back', async () => {
    const before = await call<{ settings: Record<string, unknown> }>(t.as.finance, READ);
    expect(before.data!.settings.timesheetDailySnapshotOverrides).toBeNull();

    const { data, error } = await save(t.as.finance, t.world.ids.finance, JSON.stringify(RULES));
    expect(error).toBeUndefined();
    const saved = JSON.parse(data?.settings.timesheetDailySnapshotOverrides ?? 'null');
    expect(saved[1]).toEqual({ conditions: [{ field: 'hours', value: '4' }], override: { role: 'Lead' } });

    const after = await call<{ settings: Record<string, unknown> }>(t.as.finance, READ);
    expect(JSON.parse(after.data!.settings.timesheetDailySnapshotOverrides as string)).toEqual(saved);
    // Other settings are kept.
    expect(after.data!.settings.emailNotifications).toBe(true);
    // Each person has their own rules.
    const admin = await call<{ settings: Record<string, unknown> }>(t.as.admin, READ);
    expect(admin.data!.settings.timesheetDailySnapshotOverrides).toBeNull();
  });

  it.each([
    ['unparseable text', '{oops', 'Failed to import: Invalid JSON.'],
    ['an object', '{"rules": []}', 'Invalid format: JSON must be an array.'],
    [
      'a rule without conditions',
      '[{"conditions": [], "override": {"role": "x"}}]',
      'Invalid format: rule 1 needs a list of 1 to 50 conditions.',
    ],
    [
      'an empty override value',
      '[{"conditions": [{"field": "project", "value": "A"}], "override": {"role": ""}}]',
      'Invalid format: rule 1 overrides role without a value.',
    ],
  ])('refuses %s naming the field, and writes nothing', async (_name, text, message) => {
    const before = await call<{ settings: Record<string, unknown> }>(t.as.finance, READ);
    const { error } = await save(t.as.finance, t.world.ids.finance, text);
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fields).toEqual({ 'input.timesheetDailySnapshotOverrides': message });
    const after = await call<{ settings: Record<string, unknown> }>(t.as.finance, READ);
    expect(after.data).toEqual(before.data);
  });

  it("changes only the viewer's own settings and refuses anonymous callers", async () => {
    const other = await save(t.as.finance, t.world.ids.admin, '[]');
    expect(other.error?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await save(new TestBrowser(t.app.baseUrl), t.world.ids.finance, '[]');
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
    const cleared = await save(t.as.finance, t.world.ids.finance, '[]');
    expect(cleared.data!.settings.timesheetDailySnapshotOverrides).toBe('[]');
  });
});
