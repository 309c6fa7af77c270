import { useSyncExternalStore } from 'react';

/**
 * Which refused edit the person is deciding about (the conflict dialog's open state), kept outside the cell:
 * the week refetches after the queue is sent and may re-render its grid, and an open choice must not vanish
 * with the cell that opened it.
 */
let resolvingId: number | null = null;
const listeners = new Set<() => void>();

export function setResolvingEdit(id: number | null): void {
  resolvingId = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => resolvingId;

/** The id of the edit whose conflict dialog is open, or null. */
export function useResolvingEdit(): number | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
