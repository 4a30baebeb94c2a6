import { randomBytes } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import {
  formatByteLimit,
  LIBRARY_OPEN_UPLOADS_MAX,
  libraryMessages,
  uploadQuotaMessages,
} from '@pathshala/contracts';

/** What an upload takes: its owner, the bytes it announced and how many have arrived. */
export interface UploadHolding {
  id: string;
  ownerId: number;
  size: number;
  offset: number;
}

/** A new upload's place in the count, held until tus has written its record (or failed to). */
export type Reservation =
  | { granted: true; id: string; release: () => void }
  | { granted: false; status: 413 | 429 | 507; message: string };

export interface UploadQuotaOptions {
  directory: string;
  /** Bytes one person may hold in uploads not yet added (finished or announced). */
  quotaBytes: number;
  /** Free disk left over once every unfinished upload has arrived. */
  reserveBytes: number;
  /** Every live upload in the area (expired ones are no one's). */
  holdings: () => Promise<UploadHolding[]>;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Decides whether a new upload may start: at most LIBRARY_OPEN_UPLOADS_MAX unfinished and quotaBytes
 * held (finished-but-not-added and announced) per person; and what every unfinished upload still has to
 * send, this one included, must fit the free disk less the reserve. Decisions are made one at a time
 * in this process, each counting the reservations granted before it, so two announcements at the
 * same moment cannot both pass. (One server process per data directory; several would need the
 * count in the database.)
 */
export function createUploadQuota({ directory, quotaBytes, reserveBytes, holdings }: UploadQuotaOptions) {
  /** Granted ids whose record tus may not have written yet. */
  const pending = new Map<string, UploadHolding>();
  let queue: Promise<unknown> = Promise.resolve();

  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function freeBytes(): Promise<number | null> {
    const disk = await statfs(directory).catch(() => null);
    return disk ? disk.bavail * disk.bsize : null;
  }

  async function decide(ownerId: number, length: number): Promise<Reservation> {
    const listed = await holdings();
    const written = new Set(listed.map((upload) => upload.id));
    const all = [...listed, ...[...pending.values()].filter((upload) => !written.has(upload.id))];
    const own = all.filter((upload) => upload.ownerId === ownerId);
    if (own.filter((upload) => upload.offset < upload.size).length >= LIBRARY_OPEN_UPLOADS_MAX) {
      return { granted: false, status: 429, message: libraryMessages.tooManyUploads };
    }
    const held = sum(own.map((upload) => upload.size));
    if (held + length > quotaBytes) {
      return {
        granted: false,
        status: 413,
        message: uploadQuotaMessages.quotaFull(formatByteLimit(quotaBytes), formatByteLimit(held)),
      };
    }
    const free = await freeBytes();
    const toCome = sum(all.map((upload) => upload.size - upload.offset));
    if (free !== null && toCome + length + reserveBytes > free) {
      return { granted: false, status: 507, message: uploadQuotaMessages.serverFull };
    }
    const id = randomBytes(16).toString('hex');
    pending.set(id, { id, ownerId, size: length, offset: 0 });
    return { granted: true, id, release: () => pending.delete(id) };
  }

  return {
    /** Grants or refuses an upload of `length` bytes for this person; a grant is released once tus is done. */
    reserve: (ownerId: number, length: number) => oneAtATime(() => decide(ownerId, length)),
  };
}
