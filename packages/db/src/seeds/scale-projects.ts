import { addDays } from '@tally/domain/shared/dates';
import type { DbOrTx } from '../client.ts';
import { clients } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { phases, roleRates, sectors } from './names.ts';
import type { ProjectSpec } from './projects.ts';
import type { Random } from './random.ts';
import type { PersonSeed } from './types.ts';

const clientWords = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Globex',
  'Initech',
  'Umbrella',
  'Vandelay',
  'Stark',
];
const clientKinds = ['Health', 'Energy', 'Retail', 'Municipal', 'Software', 'Logistics', 'Finance', 'Foods'];
const projectWords = [
  'ERP Rollout',
  'Data Platform',
  'Portal Redesign',
  'Cloud Migration',
  'Security Review',
];

/** About 400 projects per 1,000 people over one client per 25 people, plus the internal and time-off projects. */
export async function scaleProjectSpecs(
  db: DbOrTx,
  random: Random,
  people: readonly PersonSeed[],
  today: string,
): Promise<ProjectSpec[]> {
  const clientCount = Math.max(6, Math.round(people.length / 25));
  const clientRows = Array.from({ length: clientCount }, (_, index) => {
    const name = `${clientWords[index % clientWords.length]} ${clientKinds[Math.floor(index / clientWords.length) % clientKinds.length]}`;
    return {
      id: random.uuid(),
      name: `${name} ${index + 1}`,
      shortName: `C${index + 1}`,
      quickbooksCustomerName: name,
    };
  });
  await bulkInsert(db, clients, clientRows);
  const managers = people.filter((person) => person.groups.includes('project-management'));
  const staff = people.filter((person) => person.tracksTime && !person.groups.includes('project-management'));
  const projectCount = Math.max(12, Math.round(people.length * 0.4));
  const specs = Array.from({ length: projectCount }, (_, index): ProjectSpec => {
    const client = clientRows[index % clientRows.length]!;
    const manager = managers[index % managers.length]!;
    const budget = random.int(5, 80) * 10_000;
    const closed = random.chance(0.1);
    return {
      project: {
        name: `${client.shortName} ${random.pick(projectWords)} ${index + 1}`,
        projectCode: `P-${String(index + 1).padStart(5, '0')}`,
        accountingCode: String(40_000 + index),
        accountingCodeSuffix: '00',
        clientId: client.id,
        ownerId: manager.id,
        status: closed ? 'Closed' : random.chance(0.1) ? 'Pending' : 'In Progress',
        sectors: [random.pick(sectors.slice(0, -1))],
        budget: budget.toFixed(2),
        classification: 'Billable',
        archived: closed,
        complete: closed,
        startDate: addDays(today, -random.int(30, 900)),
      },
      billable: true,
      roles: roleRates,
      milestones: phases.map((phase) => ({
        name: phase.milestone,
        deliverables: phase.deliverables.map((name) => ({
          name,
          budget: Math.round(budget / 7),
          status: random.pick(['Not Started', 'In Progress', 'Completed'] as const),
        })),
      })),
      team: [
        { person: manager, role: 'Project Manager', manager: true },
        ...random
          .sample(staff, Math.min(staff.length, random.int(3, 8)))
          .map((person) => ({ person, role: person.role ?? 'Consultant' })),
      ],
    };
  });
  const internal = {
    clientId: clientRows[0]!.id,
    status: 'In Progress',
    globallyVisible: true,
    sectors: ['Internal'],
  };
  specs.push(
    {
      project: { ...internal, name: 'Internal Operations', classification: 'Overhead' },
      billable: false,
      roles: [],
      milestones: [{ name: 'Overhead', deliverables: [{ name: 'Administration' }, { name: 'Training' }] }],
      team: [],
    },
    {
      project: { ...internal, name: 'Time Off', classification: 'Overhead' },
      billable: false,
      roles: [],
      milestones: [{ name: 'Time Off', deliverables: [{ name: 'PTO', timeOffType: 'PTO' }] }],
      team: [],
    },
  );
  return specs;
}
