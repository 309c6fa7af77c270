import { useSyncExternalStore } from 'react';
import { defaultStore, type EditStore } from './editStore.ts';
import {
  type EditConflict,
  keepMine,
  mergeEdit,
  type NewEdit,
  type OfflineEdit,
  rebaseAfterSend,
} from './queueModel.ts';

const CHANNEL = 'tally-offline-edits';

/**
 * The edits waiting to be sent, kept in a store (IndexedDB) and mirrored in memory for the screens. Every change
 * is written to the store first, one after another, then shown; other tabs are told to read the store again.
 */
export class EditQueue {
  private edits: readonly OfflineEdit[] = [];
  private readonly listeners = new Set<() => void>();
  private chain: Promise<unknown> = Promise.resolve();
  private loaded: Promise<void> | null = null;
  private readonly channel: BroadcastChannel | null;

  constructor(private readonly store: EditStore) {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (this.channel) this.channel.onmessage = () => void this.reload();
  }

  /** Reads the store once (the first screen that asks); later calls wait for the same read. */
  load(): Promise<void> {
    this.loaded ??= this.reload();
    return this.loaded;
  }

  snapshot = (): readonly OfflineEdit[] => this.edits;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    void this.load();
    return () => this.listeners.delete(listener);
  };

  /** Keeps an edit (replacing the waiting one of the same cell and kind); resolves once it is stored. */
  enqueue(edit: NewEdit): Promise<OfflineEdit> {
    return this.change(async () => {
      const { replaces, next } = mergeEdit(this.edits, edit);
      if (replaces && next.id !== undefined) {
        const stored = next as OfflineEdit;
        await this.store.put(stored);
        return stored;
      }
      const id = await this.store.add(next);
      return { ...next, id } as OfflineEdit;
    });
  }

  /** The edit was written: it leaves the queue, and the edits made on top of it take the cell's new version. */
  sent(edit: OfflineEdit, written: { taskId: string | null; version: string }): Promise<void> {
    return this.change(async () => {
      const next = rebaseAfterSend(this.edits, edit, written);
      await this.store.delete(edit.id);
      for (const later of next) {
        const before = this.edits.find((candidate) => candidate.id === later.id);
        if (before && before.expectedVersion !== later.expectedVersion) await this.store.put(later);
      }
    });
  }

  /** The server refused the edit: it stays, marked, until the person chooses. */
  refused(edit: OfflineEdit, conflict: EditConflict): Promise<void> {
    return this.change(() => this.store.put({ ...edit, conflict }));
  }

  /** 'Keep mine' (a changed cell: sent again on its current version) or 'Try again' (a refused sheet). */
  retry(id: number): Promise<void> {
    return this.change(async () => {
      const edit = this.edits.find((candidate) => candidate.id === id);
      if (edit) await this.store.put(keepMine(edit));
    });
  }

  /** 'Take theirs' / 'Discard': the person chose to drop the edit. */
  discard(id: number): Promise<void> {
    return this.change(() => this.store.delete(id));
  }

  private change<T>(body: () => Promise<T>): Promise<T> {
    const run = async () => {
      await this.load();
      const result = await body();
      await this.reload();
      this.channel?.postMessage('changed');
      return result;
    };
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async reload(): Promise<void> {
    try {
      this.edits = await this.store.all();
    } catch (error) {
      console.error('[offline] the waiting edits could not be read:', error);
    }
    for (const listener of this.listeners) listener();
  }
}

let shared: EditQueue | null = null;

/** The page's queue (one per page, over the browser's IndexedDB). */
export function editQueue(): EditQueue {
  shared ??= new EditQueue(defaultStore());
  return shared;
}

/** The waiting edits, updated as they change (in this tab or another). */
export function useQueuedEdits(queue: EditQueue = editQueue()): readonly OfflineEdit[] {
  return useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
}
