import { createStore, del, delMany, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval';

/**
 * Every function is async, so a browser without IndexedDB (or with it disabled) rejects, never throws.
 *
 * What a student keeps on the device to study offline (IndexedDB through idb-keyval), every key
 * under the student's id so another person signing in on a shared computer never reads it; sign-out
 * forgets all of it but the outbox's unsent records (`forgetAllButOutbox`):
 * - copies of what the learning screens last fetched (the journey, items, a practice draw);
 * - the files saved for offline;
 * - the outbox: progress, bookmarks and practice answers made offline, waiting to be sent.
 */
let store: UseStore | null = null;
function studyStore(): UseStore {
  store ??= createStore('pathshala-study', 'records');
  return store;
}

const VERSION = 'v1';
const copyKey = (userId: number, key: string) => `${VERSION}:${userId}:copy:${key}`;
const fileKey = (userId: number, contentId: number) => `${VERSION}:${userId}:file:${contentId}`;

export async function keepCopy(userId: number, key: string, value: unknown): Promise<void> {
  return set(copyKey(userId, key), value, studyStore());
}

export async function readCopy<T>(userId: number, key: string): Promise<T | undefined> {
  return get<T>(copyKey(userId, key), studyStore());
}

/** Whether each of the student's copies is on the device, in one read. */
export async function hasCopies(userId: number, keys: string[]): Promise<boolean[]> {
  const copies = await getMany(
    keys.map((key) => copyKey(userId, key)),
    studyStore(),
  );
  return copies.map((copy) => copy !== undefined);
}

export async function forgetCopy(userId: number, key: string): Promise<void> {
  return del(copyKey(userId, key), studyStore());
}

/**
 * On sign-out: forgets everything kept for the student (copies, saved files) but the outbox's
 * records still waiting to be sent, which stay under their id for their next sign-in here.
 */
export async function forgetAllButOutbox(userId: number): Promise<void> {
  const prefix = `${VERSION}:${userId}:`;
  const mine = (await keys(studyStore()))
    .map(String)
    .filter((key) => key.startsWith(prefix) && !key.startsWith(`${prefix}outbox:`));
  return delMany(mine, studyStore());
}

/**
 * Changes every kept copy of one content item (each way of reaching it keeps its own), so that what
 * the student did offline shows on the item offline too.
 */
export async function updateItemCopies<T>(
  userId: number,
  contentId: number,
  update: (item: T) => T,
): Promise<void> {
  const itemKeys = (await keysOf(userId, 'copy')).filter(
    (key) => key.startsWith(copyKey(userId, 'item:')) && key.endsWith(`:${contentId}`),
  );
  if (itemKeys.length === 0) return;
  const items = await getMany<T | undefined>(itemKeys, studyStore());
  const updated = itemKeys.flatMap((key, index) => {
    const item = items[index];
    return item === undefined ? [] : [[key, update(item)] as [string, T]];
  });
  await setMany(updated, studyStore());
}

/** What the device holds of a content item saved for offline (the file itself is kept apart). */
export type SavedItem = {
  contentId: number;
  name: string;
  /** Where it sits in the journey (concept · subconcept), and the study page that shows it. */
  place: string;
  href: string;
  /** Its subconcept's practice quiz (kept with it), or null for an item of a concept. */
  practice: { name: string; href: string } | null;
  mimeType: string;
  size: number;
  savedAt: string;
};

const savedKey = (userId: number, contentId: number) => `${VERSION}:${userId}:saved:${contentId}`;

/** Keys of this student's records of one kind, read without loading any value (files are large). */
async function keysOf(userId: number, kind: string): Promise<string[]> {
  const prefix = `${VERSION}:${userId}:${kind}:`;
  return (await keys(studyStore())).map(String).filter((key) => key.startsWith(prefix));
}

export async function keepSavedItem(userId: number, item: SavedItem, file: Blob): Promise<void> {
  return setMany(
    [
      [fileKey(userId, item.contentId), file],
      [savedKey(userId, item.contentId), item],
    ],
    studyStore(),
  );
}

export async function readSavedItem(
  userId: number,
  contentId: number,
): Promise<{ item: SavedItem; file: Blob } | null> {
  const [item, file] = await getMany<SavedItem | Blob | undefined>(
    [savedKey(userId, contentId), fileKey(userId, contentId)],
    studyStore(),
  );
  // Either half missing (the browser cleared storage mid-way) means nothing usable is saved.
  return item && file instanceof Blob ? { item: item as SavedItem, file } : null;
}

export async function forgetSavedItem(userId: number, contentId: number): Promise<void> {
  return delMany([savedKey(userId, contentId), fileKey(userId, contentId)], studyStore());
}

/** Everything this student saved for offline (without the files). */
export async function savedItems(userId: number): Promise<SavedItem[]> {
  const found = await getMany<SavedItem | undefined>(await keysOf(userId, 'saved'), studyStore());
  return found.filter((item): item is SavedItem => item !== undefined);
}

/** Records kept by this tab, counted: two made in the same millisecond keep their order. */
let kept = 0;

/** Keeps a record to send; keys sort by when it was made, so the outbox sends in that order. */
export async function keepOutboxRecord<T extends { syncId: string; recordedAt: string }>(
  userId: number,
  record: T,
): Promise<string> {
  kept += 1;
  const key = `${VERSION}:${userId}:outbox:${record.recordedAt}:${String(kept).padStart(9, '0')}:${record.syncId}`;
  await set(key, record, studyStore());
  return key;
}

export async function outboxRecords<T>(userId: number): Promise<{ key: string; record: T }[]> {
  const found = (await keysOf(userId, 'outbox')).sort();
  const records = await getMany<T | undefined>(found, studyStore());
  return found.flatMap((key, index) => {
    const record = records[index];
    return record === undefined ? [] : [{ key, record }];
  });
}

export async function forgetOutboxRecord(key: string): Promise<void> {
  return del(key, studyStore());
}
