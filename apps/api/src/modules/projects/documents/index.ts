export { DOCUMENTS_CONTAINER } from './guards.ts';
export { uploadInput } from './inputs.ts';
export { registerDocuments } from './schema.ts';
export { createDocumentUpload } from './use-cases/create-document-upload.ts';
