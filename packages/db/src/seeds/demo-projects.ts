import { addDays } from '@tally/domain/shared/dates';
import type { DbOrTx } from '../client.ts';
import { clients } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { demoEmails } from './demo-people.ts';
import { phases, roleRates } from './names.ts';
import type { DeliverableSpec, ProjectSpec } from './projects.ts';
import type { Random } from './random.ts';
import type { PersonSeed } from './types.ts';

const demoClients = [
  { name: 'Northwind Traders', shortName: 'NWT', sector: 'Retail' },
  { name: 'Contoso Health', shortName: 'CONH', sector: 'Healthcare' },
  { name: 'Fabrikam Energy', shortName: 'FABE', sector: 'Energy' },
  { name: 'Globex Municipal', shortName: 'GLBX', sector: 'Public Sector' },
  { name: 'Initech Software', shortName: 'INIT', sector: 'Technology' },
  { name: 'Tally Consulting', shortName: 'TALLY', sector: 'Internal' },
] as const;

type ClientCode = (typeof demoClients)[number]['shortName'];

const clientProjects: readonly {
  client: ClientCode;
  name: string;
  status: string;
  pm: boolean;
  endClient?: ClientCode;
}[] = [
  { client: 'NWT', name: 'ERP Rollout', status: 'In Progress', pm: true },
  { client: 'NWT', name: 'Data Warehouse', status: 'In Progress', pm: false },
  { client: 'CONH', name: 'Patient Portal Redesign', status: 'In Progress', pm: true },
  { client: 'CONH', name: 'Clinical Analytics', status: 'Pending', pm: false },
  { client: 'FABE', name: 'Grid Modernization Study', status: 'In Progress', pm: true, endClient: 'GLBX' },
  { client: 'FABE', name: 'Field Service App', status: 'Closed', pm: false },
  { client: 'GLBX', name: 'Permit System Upgrade', status: 'In Progress', pm: true },
  { client: 'GLBX', name: '311 Service Desk', status: 'In Progress', pm: false },
  { client: 'INIT', name: 'Cloud Migration', status: 'In Progress', pm: true },
  { client: 'INIT', name: 'Security Assessment', status: 'In Progress', pm: false },
];

/** Inserts the six demo clients and returns the ten client projects, the two internal ones and a template. */
export async function demoProjectSpecs(
  db: DbOrTx,
  random: Random,
  people: readonly PersonSeed[],
  today: string,
): Promise<ProjectSpec[]> {
  const clientIds = new Map(demoClients.map((client) => [client.shortName, random.uuid()]));
  await bulkInsert(
    db,
    clients,
    demoClients.map((client) => ({
      id: clientIds.get(client.shortName)!,
      name: client.name,
      shortName: client.shortName,
      quickbooksCustomerName: client.name,
    })),
  );
  const pm = people.find((person) => person.email === demoEmails.pm)!;
  const staff = people.filter((person) => person.supervisorId === pm.id);
  const employee = people.find((person) => person.email === demoEmails.employee)!;
  const specs = clientProjects.map((entry, index): ProjectSpec => {
    const budget = random.int(12, 60) * 10_000;
    const closed = entry.status === 'Closed';
    const members = random.sample(staff, random.int(3, 6)).filter((person) => person !== employee);
    if (index < 3) members.push(employee);
    return {
      project: {
        name: `${demoClients.find((c) => c.shortName === entry.client)!.shortName} ${entry.name}`,
        description: `${entry.name} for ${demoClients.find((c) => c.shortName === entry.client)!.name}.`,
        projectCode: `${entry.client}-${String(index + 1).padStart(3, '0')}`,
        accountingCode: String(4100 + index * 10),
        accountingCodeSuffix: '00',
        clientId: clientIds.get(entry.client)!,
        endClientId: entry.endClient ? clientIds.get(entry.endClient)! : null,
        ownerId: entry.pm ? pm.id : null,
        status: entry.status,
        sectors: [demoClients.find((c) => c.shortName === entry.client)!.sector],
        budget: budget.toFixed(2),
        proposedBudget: (budget * 1.1).toFixed(2),
        deductExpenses: index % 4 === 0,
        classification: 'Billable',
        jobName: `${entry.client}:${entry.name}`,
        archived: closed,
        complete: closed,
        startDate: addDays(today, -120 - index * 7),
      },
      billable: true,
      roles: roleRates,
      milestones: phases.map((phase, phaseIndex) => ({
        name: phase.milestone,
        deliverables: phase.deliverables.map((name, position) =>
          clientDeliverable(random, name, budget, index, phaseIndex, position),
        ),
      })),
      team: [
        ...(entry.pm ? [{ person: pm, role: 'Project Manager', manager: true, budgetedHours: 120 }] : []),
        ...members.map((person) => ({ person, role: person.role ?? 'Consultant' })),
      ],
      expenses:
        index % 3 === 0
          ? [{ name: 'Travel', amount: random.int(8, 40) * 100, date: addDays(today, -30) }]
          : [],
    };
  });
  return [...specs, ...internalSpecs(clientIds.get('TALLY')!, today), templateSpec()];
}

function clientDeliverable(
  random: Random,
  name: string,
  budget: number,
  project: number,
  phase: number,
  position: number,
): DeliverableSpec {
  // Even projects budget deliverables by percent of the project budget, odd ones by amount.
  const percent = [10, 15, 20, 25, 10, 10, 10][phase * 2 + position] ?? 10;
  return {
    name,
    budget: Math.round((budget * percent) / 100),
    budgetPercent: project % 2 === 0 ? percent : undefined,
    rate: name === 'Go-Live Support' ? 150 : null,
    status:
      phase === 0 ? 'Completed' : phase === 1 ? 'In Progress' : random.pick(['Not Started', 'In Progress']),
  };
}

function internalSpecs(clientId: string, today: string): ProjectSpec[] {
  const internal = {
    clientId,
    status: 'In Progress',
    sectors: ['Internal'],
    classification: 'Overhead',
    globallyVisible: true,
    startDate: addDays(today, -400),
  };
  return [
    {
      project: { ...internal, name: 'Internal Operations', projectCode: 'TALLY-OPS', accountingCode: '6000' },
      billable: false,
      roles: [],
      milestones: [
        {
          name: 'Overhead',
          deliverables: [{ name: 'Administration' }, { name: 'Training' }, { name: 'Business Development' }],
        },
      ],
      team: [],
    },
    {
      project: { ...internal, name: 'Time Off', projectCode: 'TALLY-PTO', accountingCode: '6100' },
      billable: false,
      roles: [],
      milestones: [
        {
          name: 'Time Off',
          deliverables: [
            { name: 'PTO', timeOffType: 'PTO' },
            { name: 'Sick Leave', timeOffType: 'Sick Leave' },
          ],
        },
      ],
      team: [],
    },
  ];
}

function templateSpec(): ProjectSpec {
  return {
    project: {
      name: 'Standard Implementation',
      description: 'Template for implementation projects.',
      isTemplate: true,
    },
    billable: true,
    roles: roleRates,
    milestones: phases.map((phase) => ({
      name: phase.milestone,
      deliverables: phase.deliverables.map((name) => ({ name, status: 'Not Started' as const })),
    })),
    team: [],
  };
}
