export { uploadInput } from './inputs.ts';
export { DOCUMENTS_CONTAINER } from './rules.ts';
export { registerDocuments } from './schema.ts';
export { createDocumentUpload } from './use-cases/create-document-upload.ts';
