/** A blob whose upload URL was handed out (pending_uploads), or one about to be recorded. */
export interface PendingUpload {
  container: string;
  key: string;
}
