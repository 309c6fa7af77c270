import type { OfflineEdit } from './queueModel.ts';

/** Where the waiting edits are kept: IndexedDB in the browser, memory where it is missing. */
export interface EditStore {
  /** Every stored edit, oldest first. */
  all(): Promise<OfflineEdit[]>;
  /** Stores a new edit and answers its id (increasing: the order of sending). */
  add(edit: Omit<OfflineEdit, 'id'>): Promise<number>;
  put(edit: OfflineEdit): Promise<void>;
  delete(id: number): Promise<void>;
}

const DB_NAME = 'tally-offline';
const STORE = 'edits';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

/**
 * The edits in IndexedDB (raw API: one database, one object store keyed by an increasing id). Each call is one
 * transaction, committed before it resolves, so an edit is on disk when the cell says it waits.
 */
export function indexedDbStore(factory: IDBFactory = indexedDB): EditStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      };
      req.onsuccess = () => {
        const db = req.result;
        // Another tab upgrading the database: let it, and open again on the next call.
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      req.onerror = () => {
        opened = null;
        reject(req.error ?? new Error('IndexedDB could not be opened'));
      };
    });
    return opened;
  };
  const write = async (body: (store: IDBObjectStore) => IDBRequest) => {
    const tx = (await open()).transaction(STORE, 'readwrite');
    const result = request(body(tx.objectStore(STORE)));
    await done(tx);
    return result;
  };
  return {
    async all() {
      const tx = (await open()).transaction(STORE, 'readonly');
      return (await request(tx.objectStore(STORE).getAll())) as OfflineEdit[];
    },
    async add(edit) {
      return Number(await write((store) => store.add(edit)));
    },
    async put(edit) {
      await write((store) => store.put(edit));
    },
    async delete(id) {
      await write((store) => store.delete(id));
    },
  };
}

/** The same in memory: where IndexedDB is missing (tests, some private modes) edits last as long as the page. */
export function memoryStore(): EditStore {
  const edits = new Map<number, OfflineEdit>();
  let next = 1;
  return {
    all: async () => [...edits.values()].sort((a, b) => a.id - b.id).map((edit) => ({ ...edit })),
    add: async (edit) => {
      const id = next++;
      edits.set(id, { ...edit, id } as OfflineEdit);
      return id;
    },
    put: async (edit) => {
      edits.set(edit.id, { ...edit });
    },
    delete: async (id) => {
      edits.delete(id);
    },
  };
}

export function defaultStore(): EditStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
}
