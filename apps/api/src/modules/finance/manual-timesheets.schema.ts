import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { groupRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { submitManualTimesheet } from '../timesheets/index.ts';
import { listManualTimesheetUsers, type ManualTimesheetUser } from './manual-timesheets.queries.ts';

/** Finance, and admins who may act for any user (Gap 31); the server enforces it on every field. */
const financeOrAdmin = groupRule('finance', 'admin');

const submitInput = z.object({
  timesheetId: id,
  regularApproval: z.boolean({ message: 'Regular approval must be true or false.' }),
  user: id,
});

/**
 * 'Add Timesheet for Other Users' (F-075..F-082): finance.manualTimesheetUsers for the user select and
 * submitManualTimesheet. The week itself uses the timesheet fields (timesheet(endDate, user),
 * createTimesheet(endDate, user), addHours(..., user), recallTimesheet).
 */
export function registerManualTimesheets(builder: Builder, refs: SchemaRefs): void {
  const { FinanceQueries: Finance, Timesheet } = refs;

  const User = builder.objectRef<ManualTimesheetUser>('ManualTimesheetUser').implement({
    description: "A user whose timesheets finance may enter ('first last - email' in the select).",
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The user's id." }),
      firstName: t.exposeString('firstName', { description: 'First name.' }),
      lastName: t.exposeString('lastName', { description: 'Last name.' }),
      email: t.exposeString('email', { nullable: true, description: 'The first e-mail address.' }),
      accountActive: t.exposeBoolean('accountActive', { description: 'False once deactivated.' }),
    }),
  });

  builder.objectFields(Finance, (t) => ({
    manualTimesheetUsers: t.field({
      ...financeOrAdmin,
      type: [User],
      description:
        'Users for the manual timesheet entry, by first then last name; inactive ones only with includeInactive (F-077).',
      args: { includeInactive: t.arg.boolean({ description: 'True: inactive accounts too.' }) },
      resolve: (_marker, args, context) => {
        requireViewer(context);
        return listManualTimesheetUsers(context.deps.db, { includeInactive: args.includeInactive === true });
      },
    }),
  }));

  const Input = builder.inputType('SubmitManualTimesheetInput', {
    description: "A user's timesheet finance submits for them (F-080).",
    fields: (t) => ({
      timesheetId: t.id({ description: 'The sheet to submit.', required: true }),
      regularApproval: t.boolean({
        required: true,
        description:
          'True: the regular approval routing, approvers e-mailed. False: Approved at once, no e-mail.',
      }),
      user: t.id({ required: true, description: "The sheet's owner." }),
    }),
  });

  builder.mutationField('submitManualTimesheet', (t) =>
    t.field({
      ...financeOrAdmin,
      type: Timesheet,
      description:
        "Finance submits a user's sheet (F-080) with the employee's submit checks: with regularApproval it " +
        'follows the regular approval process (approvers e-mailed); without it the sheet is Approved at once ' +
        'by the finance user and no e-mail is sent (F-082).',
      args: { input: t.arg({ description: 'The sheet and how to route it.', type: Input, required: true }) },
      resolve: (_root, args, context) =>
        submitManualTimesheet(context.deps, requireViewer(context), parseInput(submitInput, args.input)),
    }),
  );
}
