// Apart from pickerModel.ts: the week route's recent tasks need only this key, not the picker's search.
/** The key of a line already on the sheet, so the picker can mark its task as added. */
export function taskKey(projectId: string, deliverableId: string | null | undefined): string {
  return `${projectId}:${deliverableId ?? ''}`;
}
