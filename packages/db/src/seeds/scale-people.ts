import { consultantTitles, departments, firstNames, lastNames, roleRates } from './names.ts';
import type { Random } from './random.ts';
import type { PersonSeed } from './types.ts';

export const scaleAdminEmail = 'admin@example.com';

/**
 * admin@example.com (admin, super-admin, finance), one manager (pm{n}@example.com) per ten people, and
 * employees user{n}@example.com, each approved by their manager with the admin as backup.
 * Supervisors come before the people they supervise (bulk inserts reference earlier rows).
 */
export function scalePeople(random: Random, count: number): PersonSeed[] {
  const admin = scalePerson(random, 0, {
    email: scaleAdminEmail,
    title: 'Operations Director',
    role: null,
    groups: ['admin', 'super-admin', 'finance'],
    approvers: [{ type: 'self', value: '' }],
    supervisorId: null,
    category: 'Overhead',
    tracksTime: false,
  });
  const managerCount = Math.max(1, Math.round(count / 10));
  const managers = Array.from({ length: managerCount }, (_, index) =>
    scalePerson(random, index + 1, {
      email: `pm${index + 1}@example.com`,
      title: 'Project Manager',
      role: 'Project Manager',
      groups: ['project-management'],
      approvers: [{ type: 'individual', value: scaleAdminEmail }],
      supervisorId: admin.id,
    }),
  );
  const employees = Array.from({ length: Math.max(0, count - managerCount - 1) }, (_, index) => {
    const manager = managers[index % managers.length]!;
    return scalePerson(random, managerCount + index + 1, {
      email: `user${index + 1}@example.com`,
      title: random.pick(consultantTitles),
      role: random.pick(roleRates.slice(1)).name,
      groups: [],
      approvers: [
        { type: 'individual', value: manager.email },
        { type: 'individual', value: scaleAdminEmail },
      ],
      supervisorId: manager.id,
    });
  });
  return [admin, ...managers, ...employees];
}

function scalePerson(
  random: Random,
  index: number,
  input: Pick<PersonSeed, 'email' | 'title' | 'role' | 'groups' | 'approvers' | 'supervisorId'> &
    Partial<PersonSeed>,
): PersonSeed {
  const defaultRate = roleRates.find((role) => role.name === input.role)?.rate ?? 120;
  return {
    id: random.uuid(),
    firstName: random.pick(firstNames),
    lastName: random.pick(lastNames),
    department: random.pick(departments),
    category: 'Billable',
    employeeType: random.chance(0.2) ? 'C2C' : 'W-2',
    defaultRate,
    hourlyCost: Math.round(defaultRate * random.int(35, 55)) / 100,
    payrollId: `S${String(index).padStart(6, '0')}`,
    tracksTime: true,
    ...input,
  };
}
