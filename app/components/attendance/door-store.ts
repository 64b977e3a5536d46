// The door device's own storage (IndexedDB): the queue of changes not yet saved by the server,
// and the latest roster answers, so /attendance opens with no network. A small wrapper of our
// own: two object stores, promises around IDBRequest, nothing else.
//
// The queue belongs to the device, not to a sign-in: signing in or out never clears it (the
// server records each change under the name of the counselor whose session sends it). The kept
// rosters belong to a session: signing out, any 401 and the sign-in page clear them
// (docs/decisions/0034-door-device-data-and-clock.md).

const DB_NAME = "sarraka-door";
const DB_VERSION = 1;
export const QUEUE = "queue";
export const ROSTERS = "rosters";

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(QUEUE)) db.createObjectStore(QUEUE, { keyPath: "id" });
      if (!db.objectStoreNames.contains(ROSTERS)) db.createObjectStore(ROSTERS, { keyPath: "key" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function store(name: string, mode: IDBTransactionMode) {
  return (await open()).transaction(name, mode).objectStore(name);
}

export async function putItem(name: string, value: unknown) {
  await done((await store(name, "readwrite")).put(value));
}

export async function getItem<T>(name: string, key: string): Promise<T | undefined> {
  return (await done((await store(name, "readonly")).get(key))) as T | undefined;
}

export async function allItems<T>(name: string): Promise<T[]> {
  return (await done((await store(name, "readonly")).getAll())) as T[];
}

export async function deleteItems(name: string, keys: string[]) {
  if (keys.length === 0) return;
  const tx = (await open()).transaction(name, "readwrite");
  const s = tx.objectStore(name);
  for (const key of keys) s.delete(key);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

/** Deletes the items `drop` picks, in one transaction (a write made meanwhile is never undone). */
export async function deleteWhere<T>(name: string, drop: (item: T) => boolean) {
  const tx = (await open()).transaction(name, "readwrite");
  const cursor = tx.objectStore(name).openCursor();
  cursor.onsuccess = () => {
    const c = cursor.result;
    if (!c) return;
    if (drop(c.value as T)) c.delete();
    c.continue();
  };
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

/** Empties a store; resolves once the deletion is committed (not merely requested), so a page that navigates next cannot undo it. */
export async function clearStore(name: string) {
  const tx = (await open()).transaction(name, "readwrite");
  tx.objectStore(name).clear();
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

// Bumped each time the device learns its session ended: a roster loaded before that (a reload or
// the other site's roster still on its way) is never kept after the wipe.
let sessionGeneration = 0;
/** The session generation now: take it before asking the server, hand it to keepRoster. */
export const rosterGeneration = () => sessionGeneration;

/** Keeps a roster answer, unless the device learned since `generation` that its session ended. */
export async function keepRoster(value: unknown, generation: number) {
  if (generation !== sessionGeneration) return;
  await putItem(ROSTERS, value);
}

/**
 * The session ended (logout, a 401 from any request, the sign-in page): the kept rosters (names,
 * allergies, medication, pickup checks) go at once, committed before this resolves; the service
 * worker is asked to empty the same store too (it finishes even if this page is closed or
 * navigates away mid-wipe) and to drop any cache older builds kept pages in. The queue stays.
 * docs/decisions/0057-door-trust.md.
 */
export async function forgetRosters() {
  sessionGeneration++;
  navigator.serviceWorker?.controller?.postMessage({ type: "forget" });
  await clearStore(ROSTERS).catch(() => undefined);
}

/** How many changes wait on this device to be sent (the sign-in page says so). */
export async function waitingChanges(): Promise<number> {
  return (await allItems(QUEUE).catch(() => [])).length;
}
