import type { z } from 'zod';

// A listing form in progress survives a reload: its text fields in localStorage (small, read
// synchronously), its chosen files as Blobs in IndexedDB (localStorage holds strings only, and
// megabytes of photos would not fit). One draft per key: the "add" form and each edited listing.

const VALUES_PREFIX = 'abode:draft:';
const DB_NAME = 'abode-drafts';
const FILE_STORE = 'files';

/** Chosen files by slot ("gallery_images", "title_image", "parameter:12"…), in their order. */
export type DraftFiles = Record<string, File[]>;

export interface Draft<V> {
  values: V;
  files: DraftFiles;
  /** When the values were last written (ms since epoch). */
  savedAt: number;
}

export interface DraftStore<V> {
  /** The saved draft, or null when there is none (or it no longer fits the schema). */
  load(): Promise<Draft<V> | null>;
  saveValues(values: V): void;
  saveFiles(files: DraftFiles): Promise<void>;
  /** Forgets values and files ("Discard draft", or after a successful post). */
  clear(): Promise<void>;
}

/** Draft keys, so the add and edit pages of properties and projects never share one. */
export const draftKeys = {
  newProperty: 'property:new',
  property: (slugId: string) => `property:${slugId}`,
  newProject: 'project:new',
  project: (slugId: string) => `project:${slugId}`,
} as const;

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(FILE_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function withFileStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(FILE_STORE, mode);
      const request = run(transaction.objectStore(FILE_STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
  } finally {
    db.close();
  }
}

/** What IndexedDB gave back, kept only if it is a map of File lists. */
function asDraftFiles(raw: unknown): DraftFiles {
  if (!raw || typeof raw !== 'object') return {};
  const files: DraftFiles = {};
  for (const [slot, list] of Object.entries(raw)) {
    if (Array.isArray(list)) files[slot] = list.filter((f): f is File => f instanceof File);
  }
  return files;
}

const hasBrowserStorage = () => typeof window !== 'undefined' && typeof indexedDB !== 'undefined';

/** The draft under `key`; `schema` checks what storage gives back (an old or edited draft is dropped). */
export function draftStore<V>(key: string, schema: z.ZodType<V>): DraftStore<V> {
  const valuesKey = `${VALUES_PREFIX}${key}`;
  return {
    async load() {
      if (!hasBrowserStorage()) return null;
      let stored: unknown;
      try {
        stored = JSON.parse(window.localStorage.getItem(valuesKey) ?? 'null');
      } catch {
        stored = null;
      }
      const record = stored && typeof stored === 'object' ? (stored as { values?: unknown; savedAt?: unknown }) : null;
      const parsed = record ? schema.safeParse(record.values) : null;
      if (!parsed?.success) return null;
      const files = await withFileStore('readonly', (store) => store.get(key)).then(asDraftFiles, () => ({}));
      return { values: parsed.data, files, savedAt: typeof record?.savedAt === 'number' ? record.savedAt : Date.now() };
    },

    saveValues(values) {
      if (!hasBrowserStorage()) return;
      try {
        window.localStorage.setItem(valuesKey, JSON.stringify({ values, savedAt: Date.now() }));
      } catch {
        // storage full or disabled (private mode): the form still works, only without a draft
      }
    },

    async saveFiles(files) {
      if (!hasBrowserStorage()) return;
      await withFileStore('readwrite', (store) => store.put(files, key)).catch(() => undefined);
    },

    async clear() {
      if (!hasBrowserStorage()) return;
      window.localStorage.removeItem(valuesKey);
      await withFileStore('readwrite', (store) => store.delete(key)).catch(() => undefined);
    },
  };
}
