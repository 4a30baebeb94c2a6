import { randomBytes } from 'node:crypto';
import {
  formatByteLimit,
  LIBRARY_HELD_UPLOADS_MAX,
  LIBRARY_OPEN_UPLOADS_MAX,
  LIBRARY_UPLOAD_MIN_CHARGE_BYTES,
  libraryMessages,
  uploadQuotaMessages,
} from '@pathshala/contracts';
import type { Exclusive } from '../../lib/exclusive';

/** What an upload takes: its owner, the bytes it announced, how many have arrived, and when it began. */
export interface UploadHolding {
  id: string;
  ownerId: number;
  size: number;
  offset: number;
  createdAt: Date;
}

/** A new upload's place in the count; `release` re-reads it once tus is done (gone if tus wrote nothing). */
export type Reservation =
  | { granted: true; id: string; release: () => Promise<void> }
  | { granted: false; status: 413 | 429 | 507; message: string };

export interface UploadQuotaOptions {
  /** Bytes one person may hold in uploads not yet added (finished or announced). */
  quotaBytes: number;
  /** Free disk left over once every unfinished upload has arrived. */
  reserveBytes: number;
  /** Free bytes on the uploads' disk now, or null when it cannot be read. */
  freeBytes: () => Promise<number | null>;
  /** Every upload on disk when the server starts (read once: the index is kept from then on). */
  load: () => Promise<UploadHolding[]>;
  /** An upload's record as it is now on disk, or null when it is gone. */
  reread: (id: string) => Promise<UploadHolding | null>;
  /** Whether an upload still counts (an expired one is no one's, swept or not yet). */
  isLive: (holding: UploadHolding) => boolean;
  now: () => Date;
  /**
   * Set when other servers share the uploads folder (PostgreSQL): each decision then takes this
   * section across the servers and reads the folder again first, so uploads made through the
   * others count too.
   */
  shared?: { sections: Exclusive };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** What an upload counts against its owner's quota: a one-byte file still costs a record and a file. */
const charged = (size: number) => Math.max(size, LIBRARY_UPLOAD_MIN_CHARGE_BYTES);

/**
 * Decides whether a new upload may start: per person at most LIBRARY_OPEN_UPLOADS_MAX unfinished,
 * LIBRARY_HELD_UPLOADS_MAX held in all (finished-but-not-added and announced) and quotaBytes held,
 * each upload counting at least LIBRARY_UPLOAD_MIN_CHARGE_BYTES; and what every unfinished upload
 * still has to send, this one included, must fit the free disk less the reserve.
 *
 * The uploads are indexed in memory by owner, read from the folder once at start and kept as tus
 * writes (the area calls `refresh` after each change and `forget` before a cancel), so a decision
 * reads no record: its cost is a person's own few uploads and a sum over the unfinished ones. Decisions
 * are made one at a time in this process, each counting the grants before it, so two announcements at
 * the same moment cannot both pass. Beside other servers (`shared`), a decision is one section
 * across them all and starts from the folder as it is now; what the folder cannot yet tell is an
 * upload granted on another server in the last milliseconds, before tus wrote its record.
 */
export function createUploadQuota(options: UploadQuotaOptions) {
  const { quotaBytes, reserveBytes, isLive } = options;
  const byOwner = new Map<number, Map<string, UploadHolding>>();
  const byId = new Map<string, UploadHolding>();
  /** Ids changed while the folder was being read at start: what the read found of them is stale. */
  const touched = new Set<string>();
  let loaded = false;

  function forget(id: string): void {
    if (!loaded) touched.add(id);
    const holding = byId.get(id);
    if (!holding) return;
    byId.delete(id);
    const own = byOwner.get(holding.ownerId);
    own?.delete(id);
    if (own?.size === 0) byOwner.delete(holding.ownerId);
  }

  function track(holding: UploadHolding): void {
    forget(holding.id);
    byId.set(holding.id, holding);
    const own = byOwner.get(holding.ownerId) ?? new Map<string, UploadHolding>();
    own.set(holding.id, holding);
    byOwner.set(holding.ownerId, own);
  }

  const ready = options.load().then((holdings) => {
    for (const holding of holdings) if (!touched.has(holding.id)) track(holding);
    loaded = true;
    touched.clear();
  });

  /** Granted here, and tus has not yet written their records: the folder cannot tell of them. */
  const pending = new Set<string>();

  /** The index again from the folder, with what this server granted and tus has not yet written. */
  async function reload(): Promise<void> {
    await ready;
    const onDisk = await options.load();
    const granted = [...pending].flatMap((id) => byId.get(id) ?? []);
    byId.clear();
    byOwner.clear();
    for (const holding of granted) track(holding);
    for (const holding of onDisk) track(holding);
  }

  /** Each upload's re-reads in order: a later one always reads the disk after an earlier one. */
  const rereads = new Map<string, Promise<void>>();
  /** Re-reads one upload after a change to it (tus wrote, appended or deleted; the library removed it). */
  function refresh(id: string): Promise<void> {
    const read = async () => {
      const holding = await options.reread(id).catch(() => null);
      if (holding) track(holding);
      else forget(id);
    };
    const next = (rereads.get(id) ?? Promise.resolve()).then(read);
    rereads.set(id, next);
    void next.finally(() => {
      if (rereads.get(id) === next) rereads.delete(id);
    });
    return next;
  }

  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function decide(ownerId: number, length: number): Promise<Reservation> {
    await ready;
    const own = [...(byOwner.get(ownerId)?.values() ?? [])].filter(isLive);
    if (own.filter((upload) => upload.offset < upload.size).length >= LIBRARY_OPEN_UPLOADS_MAX) {
      return { granted: false, status: 429, message: libraryMessages.tooManyUploads };
    }
    if (own.length >= LIBRARY_HELD_UPLOADS_MAX) {
      return { granted: false, status: 429, message: uploadQuotaMessages.tooManyHeld };
    }
    if (charged(length) > quotaBytes) {
      return {
        granted: false,
        status: 413,
        message: uploadQuotaMessages.fileOverQuota(formatByteLimit(quotaBytes)),
      };
    }
    const held = sum(own.map((upload) => charged(upload.size)));
    if (held + charged(length) > quotaBytes) {
      return {
        granted: false,
        status: 413,
        message: uploadQuotaMessages.quotaFull(formatByteLimit(quotaBytes), formatByteLimit(held)),
      };
    }
    const free = await options.freeBytes();
    if (free !== null) {
      let toCome = length;
      for (const upload of byId.values()) if (isLive(upload)) toCome += upload.size - upload.offset;
      if (toCome + reserveBytes > free) {
        return { granted: false, status: 507, message: uploadQuotaMessages.serverFull };
      }
    }
    const id = randomBytes(16).toString('hex');
    track({ id, ownerId, size: length, offset: 0, createdAt: options.now() });
    pending.add(id);
    const release = () => {
      pending.delete(id);
      return refresh(id);
    };
    return { granted: true, id, release };
  }

  return {
    /** Grants or refuses an upload of `length` bytes for this person (see above). */
    reserve: (ownerId: number, length: number) =>
      oneAtATime(() => {
        const { shared } = options;
        if (!shared) return decide(ownerId, length);
        return shared.sections('upload-quota', async () => {
          await reload();
          return decide(ownerId, length);
        });
      }),
    refresh,
    forget,
  };
}
