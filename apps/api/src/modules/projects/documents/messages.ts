/** User-facing texts of project documents besides the domain's DOCUMENT_MESSAGES. */
export const DOCUMENT_ERRORS = {
  notUploadedHere: 'This file was not uploaded to this project.',
  notUploaded: 'The file has not been uploaded.',
  alreadyRecorded: 'This file is already recorded as a document.',
  onlyCategory: 'Only the category of an uploaded document can be changed.',
  nameTypeMismatch: 'The file name must keep the type of the uploaded file.',
  invalidUrl: 'Enter a web address starting with http:// or https://.',
  unknownCategory: 'Choose a category of the Document Categories list.',
  unknownModel: "Documents are kept for projects only (relatedModelName 'Project').",
} as const;
