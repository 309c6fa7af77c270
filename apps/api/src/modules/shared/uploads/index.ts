export { registerUploads } from './schema.ts';
export { scheduleAbandonedUploadsCleanup } from './use-cases/delete-abandoned-uploads.ts';
export { holdPendingUpload } from './use-cases/hold-pending-upload.ts';
export { signPendingUpload } from './use-cases/sign-pending-upload.ts';
