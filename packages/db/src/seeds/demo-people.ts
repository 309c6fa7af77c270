import { consultantTitles, departments, firstNames, lastNames, roleRates } from './names.ts';
import type { Random } from './random.ts';
import type { PersonSeed } from './types.ts';

export const demoEmails = {
  admin: 'admin@example.com',
  pm: 'pm@example.com',
  finance: 'finance@example.com',
  hr: 'hr@example.com',
  employee: 'employee@example.com',
} as const;

const employeeCount = 20;

/** The demo accounts of DESIGN.md plus about twenty employees, all approved by pm@ with admin@ as backup. */
export function demoPeople(random: Random): PersonSeed[] {
  const admin = person(random, {
    firstName: 'Alex',
    lastName: 'Morgan',
    email: demoEmails.admin,
    title: 'Operations Director',
    department: 'Operations',
    category: 'Overhead',
    groups: ['admin', 'super-admin'],
    approvers: [{ type: 'self', value: '' }],
    supervisorId: null,
    tracksTime: false,
  });
  const backOffice = {
    supervisorId: admin.id,
    approvers: [individual(demoEmails.admin)],
    category: 'Overhead',
  };
  const pm = person(random, {
    ...backOffice,
    firstName: 'Patricia',
    lastName: 'Meyer',
    email: demoEmails.pm,
    title: 'Project Manager',
    role: 'Project Manager',
    department: 'Consulting',
    category: 'Billable',
    groups: ['project-management'],
  });
  const finance = person(random, {
    ...backOffice,
    firstName: 'Frank',
    lastName: 'Osei',
    email: demoEmails.finance,
    title: 'Finance Manager',
    department: 'Finance',
    groups: ['finance'],
  });
  const hr = person(random, {
    ...backOffice,
    firstName: 'Helen',
    lastName: 'Rossi',
    email: demoEmails.hr,
    title: 'HR Manager',
    department: 'Human Resources',
    groups: ['human-resources', 'vaccine-report'],
  });
  const staff = { supervisorId: pm.id, approvers: [individual(demoEmails.pm), individual(demoEmails.admin)] };
  const employee = person(random, {
    ...staff,
    firstName: 'Emily',
    lastName: 'Carter',
    email: demoEmails.employee,
    title: 'Consultant',
    role: 'Consultant',
    employeeType: 'W-2',
  });
  const others = uniqueNames(random, employeeCount).map(([firstName, lastName], index) =>
    person(random, {
      ...staff,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      title: random.pick(consultantTitles),
      employeeType: index % 5 === 4 ? 'C2C' : 'W-2',
    }),
  );
  return [admin, pm, finance, hr, employee, ...others];
}

function individual(email: string): PersonSeed['approvers'][number] {
  return { type: 'individual', value: email };
}

type PersonInput = Pick<PersonSeed, 'firstName' | 'lastName' | 'email' | 'approvers' | 'supervisorId'> &
  Partial<PersonSeed>;

function person(random: Random, input: PersonInput): PersonSeed {
  const role = input.role ?? random.pick(roleRates.filter((r) => r.name !== 'Project Manager')).name;
  const defaultRate = roleRates.find((r) => r.name === role)?.rate ?? 120;
  return {
    id: random.uuid(),
    title: null,
    role,
    department: random.pick(departments.slice(0, 4)),
    category: 'Billable',
    employeeType: 'W-2',
    defaultRate,
    hourlyCost: Math.round(defaultRate * 0.45),
    payrollId: `P${random.int(10000, 99999)}`,
    groups: [],
    tracksTime: true,
    ...input,
  };
}

function uniqueNames(random: Random, count: number): [string, string][] {
  const firsts = random.sample(firstNames, count);
  const lasts = random.sample(lastNames, count);
  return firsts.map((first, index) => [first, lasts[index]!]);
}
