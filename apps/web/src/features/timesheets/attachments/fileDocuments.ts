// The sheet's file mutations, loaded on the first upload or delete (useMutationOnDemand): the attachment ones
// answer with the whole sheet, kilobytes the week screen need not load before anyone acts (issue #14).
export {
  AddTimesheetAttachmentDocument,
  CreateTimesheetUploadUrlDocument,
  DeleteTimesheetAttachmentDocument,
} from '../../../graphql/generated/week-files/graphql.ts';
