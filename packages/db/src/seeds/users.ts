import type { DbOrTx } from '../client.ts';
import { userApprovers, userEmails, userFinancials, userGroups, users } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { PersonSeed } from './types.ts';

/** Inserts people (supervisors listed before the people they supervise) as users with their e-mail, groups, approvers and hourly cost (one statement per table). */
export async function insertPeople(
  db: DbOrTx,
  people: readonly PersonSeed[],
  options: { passwordHash: string; hiredOn: string },
): Promise<void> {
  await bulkInsert(
    db,
    users,
    people.map((person) => ({
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      title: person.title,
      role: person.role,
      payrollId: person.payrollId,
      employeeType: person.employeeType,
      category: person.category,
      department: person.department,
      defaultRate: person.defaultRate.toFixed(2),
      passwordHash: options.passwordHash,
      // PostgreSQL checks foreign keys at the end of the statement, so a supervisor may come in the same chunk.
      supervisorId: person.supervisorId,
      settings: { useNewTaskSelector: false },
      quickbooksEmployeeName: `${person.lastName}, ${person.firstName}`,
      quickbooksPayrollItem: person.employeeType === 'C2C' ? 'Contractor' : 'Hourly',
    })),
  );
  await bulkInsert(
    db,
    userEmails,
    people.map((person) => ({ userId: person.id, address: person.email.toLowerCase(), verified: true })),
  );
  await bulkInsert(
    db,
    userGroups,
    people.flatMap((person) => person.groups.map((name) => ({ userId: person.id, name }))),
  );
  await bulkInsert(
    db,
    userApprovers,
    people.flatMap((person) =>
      person.approvers.map((approver, position) => ({
        userId: person.id,
        type: approver.type,
        value: approver.value,
        delegated: false,
        position,
      })),
    ),
  );
  await bulkInsert(
    db,
    userFinancials,
    people.map((person) => ({
      userId: person.id,
      hourlyCost: person.hourlyCost.toFixed(2),
      startDate: options.hiredOn,
      endDate: null,
    })),
  );
}
