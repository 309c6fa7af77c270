import type { TimeOffBalance } from '@tally/domain/time-off/time-off';
import type { MeRecord } from '../modules/auth/index.ts';
// An area's records, not its door: index.ts leads to the area's schema, which imports this file (a cycle).
import type { HrUserRecord } from '../modules/hr/records.ts';
import type {
  ClientRow,
  ProjectRecord,
  ResourceRecord,
  RoleRow,
  TaxonomyRecord,
  TimesheetSnapshot,
} from '../modules/projects/records.ts';
import type {
  LineItemRecord,
  Permission,
  ProjectRecord as TimesheetProjectRecord,
  TimesheetRecord,
} from '../modules/timesheets/records.ts';
import type { SignedUpload } from '../storage/blob-storage.ts';
import type { Builder } from './builder.ts';

/** The value behind a namespace type (Query.admin, Query.finance, ...); each field carries its own auth rule. */
export interface NamespaceMarker<Name extends string> {
  readonly namespace: Name;
}
export type AdminMarker = NamespaceMarker<'admin'>;
export type FinanceMarker = NamespaceMarker<'finance'>;
export type HrMarker = NamespaceMarker<'hr'>;
export type ProjectManagementMarker = NamespaceMarker<'projectManagement'>;

/**
 * Every GraphQL type that more than one area uses, declared (name and shape) once per builder before any area
 * registers. The one area that owns a type implements it (`refs.Me.implement(...)` in registerMe); any other
 * area adds fields with `builder.objectFields(refs.Me, ...)` or names it as a field type. Pothos joins them when
 * the schema is built, so the register functions may run in any order. Keys are the GraphQL type names.
 */
export function createRefs(builder: Builder) {
  return {
    // Namespaces, implemented by: registerAdminNamespace, registerProjects, registerHr, registerApprovals.
    AdminQueries: builder.objectRef<AdminMarker>('AdminQueries'),
    FinanceQueries: builder.objectRef<FinanceMarker>('FinanceQueries'),
    HrQueries: builder.objectRef<HrMarker>('HrQueries'),
    ProjectManagementQueries: builder.objectRef<ProjectManagementMarker>('ProjectManagementQueries'),
    // registerMe.
    Me: builder.objectRef<MeRecord>('Me'),
    // registerHr.
    HrUser: builder.objectRef<HrUserRecord>('HrUser'),
    // registerProjects (modules/projects/schema.ts, snapshots/schema.ts).
    Project: builder.objectRef<ProjectRecord>('Project'),
    Client: builder.objectRef<ClientRow>('Client'),
    ProjectRole: builder.objectRef<RoleRow>('ProjectRole'),
    Resource: builder.objectRef<ResourceRecord>('Resource'),
    TimesheetSnapshot: builder.objectRef<TimesheetSnapshot>('TimesheetSnapshot'),
    // registerTimesheets (timesheet.type.ts, timesheet.parts.ts).
    Timesheet: builder.objectRef<TimesheetRecord>('Timesheet'),
    TimesheetProject: builder.objectRef<TimesheetProjectRecord>('TimesheetProject'),
    TimesheetLineItem: builder.objectRef<LineItemRecord>('TimesheetLineItem'),
    TimesheetPermission: builder.objectRef<Permission>('TimesheetPermission'),
    TimeOffBalance: builder.objectRef<TimeOffBalance>('TimeOffBalance'),
    // registerTaxonomy.
    Taxonomy: builder.objectRef<TaxonomyRecord>('Taxonomy'),
    // registerUploads.
    SignedUpload: builder.objectRef<SignedUpload>('SignedUpload'),
  };
}

/** The shared types of one builder, handed to every register function. */
export type SchemaRefs = ReturnType<typeof createRefs>;

/** An area's part of the schema: its types, root fields and fields it adds to the shared types. */
export type RegisterArea = (builder: Builder, refs: SchemaRefs) => void;
