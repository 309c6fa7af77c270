import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../timesheets/timesheets.fixtures.ts';
import { describeWithProjectWorld } from '../projects.fixtures.ts';

const UPDATE = `mutation($id: ID!, $name: String, $totalBilledAmount: Float) {
  updateProject(projectId: $id, name: $name, totalBilledAmount: $totalBilledAmount) { _id name totalBilledAmount } }`;
const UPDATE_NAME = `mutation($id: ID!, $name: String) {
  updateProject(projectId: $id, name: $name) { _id name totalBilledAmount } }`;
const READ = `query($id: ID!) { projectManagement { project(projectId: $id) { _id totalBilledAmount } } }`;

interface Billed {
  _id: string;
  name: string;
  totalBilledAmount: number | null;
}

describeWithProjectWorld('projects: totalBilledAmount', (t) => {
  const stored = async () => {
    const [row] = await t.db
      .select({ value: schema.projects.totalBilledAmount })
      .from(schema.projects)
      .where(eq(schema.projects.id, t.world.project));
    return row?.value ?? null;
  };

  it('is null until set, then stored, read back, kept when not sent and cleared with null', async () => {
    const before = await call<{ project: Billed }>(t.as.manager, READ, {
      id: t.world.project,
    });
    expect(before.data?.project.totalBilledAmount).toBeNull();

    const set = await call<Billed>(t.as.manager, UPDATE, {
      id: t.world.project,
      name: 'Apollo',
      totalBilledAmount: 12_345.5,
    });
    expect(set.error).toBeUndefined();
    expect(set.data?.totalBilledAmount).toBe(12_345.5);
    expect(await stored()).toBe('12345.50');

    const read = await call<{ project: Billed }>(t.as.finance, READ, {
      id: t.world.project,
    });
    expect(read.data?.project.totalBilledAmount).toBe(12_345.5);

    // An update that does not send it leaves it as it is.
    const renamed = await call<Billed>(t.as.manager, UPDATE_NAME, { id: t.world.project, name: 'Apollo' });
    expect(renamed.data?.totalBilledAmount).toBe(12_345.5);

    const cleared = await call<Billed>(t.as.manager, UPDATE, {
      id: t.world.project,
      name: 'Apollo',
      totalBilledAmount: null,
    });
    expect(cleared.data?.totalBilledAmount).toBeNull();
    expect(await stored()).toBeNull();
  });

  it('refuses a negative amount naming the field, and non-managers', async () => {
    const negative = await call(t.as.manager, UPDATE, {
      id: t.world.project,
      name: 'Apollo',
      totalBilledAmount: -1,
    });
    expect(negative.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { totalBilledAmount: 'Provide a positive value' },
    });
    const employee = await call(t.as.employee, UPDATE, {
      id: t.world.project,
      name: 'Apollo',
      totalBilledAmount: 5,
    });
    expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
    expect(await stored()).toBeNull();
  });
});
