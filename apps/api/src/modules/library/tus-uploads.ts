import { mkdirSync } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import {
  LIBRARY_UPLOAD_EXPIRY_HOURS,
  LIBRARY_VIDEO_MAX_BYTES,
  type LibraryFileType,
  LibraryUploadMetadata,
  libraryMessages,
  libraryUploadLimitBytes,
  libraryUploads,
} from '@pathshala/contracts';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { Metadata } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs';
import { type Actor, authorizeRequest } from '../../plugins/auth';
import type { PlaceRef } from './library.repository';
import { DatabaseLocker } from './upload-locks';
import { createUploadQuota, type UploadHolding } from './upload-quota';

const EXPIRY_MS = LIBRARY_UPLOAD_EXPIRY_HOURS * 3_600_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** Files the library prepares beside the uploads (a converted document) before moving them to content/. */
export const WORK_FILE_PREFIX = '.work-';

/** A tus upload as the library knows it: who made it, for which place and type, and how far it got. */
export interface UploadRecord {
  id: string;
  ownerId: number;
  type: LibraryFileType;
  fileName: string;
  place: PlaceRef;
  size: number;
  offset: number;
  createdAt: Date;
  path: string;
}

/**
 * DATA_DIR/uploads: tus's file store (each upload's bytes and its `<id>.json`), read back with the
 * metadata the server wrote at creation: owner, place, type, name and creation time (by the app's
 * clock). An upload older than a day is gone for every caller, and the sweep deletes it.
 */
export function createUploadArea(ctx: AppContext) {
  const directory = resolve(ctx.config.dataDir, 'uploads');
  mkdirSync(directory, { recursive: true });
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRY_MS });
  /** The id and metadata the route decided for a creation request; tus stores them instead of the client's. */
  const decided = new WeakMap<IncomingMessage, { id: string; metadata: Record<string, string> }>();
  const decisionOf = (request: unknown) => {
    const nodeRequest = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    return nodeRequest && decided.get(nodeRequest);
  };
  const tus = new TusServer({
    path: libraryUploads.path,
    datastore,
    // Requests for one upload exclude each other across servers (an upload resumes through any).
    locker: new DatabaseLocker(ctx.db),
    relativeLocation: true,
    // Same origin only: no CORS headers for anyone.
    allowedOrigins: () => false,
    maxSize: LIBRARY_VIDEO_MAX_BYTES,
    // The route has checked the id; the upload is the last segment of the path.
    getFileIdFromRequest: (request) => new URL(request.url).pathname.split('/').pop(),
    // The id the quota reserved, so its reservation and the record tus writes are one upload.
    namingFunction: (request) => {
      const decision = decisionOf(request);
      if (!decision) throw { status_code: 403, body: 'Forbidden\n' };
      return decision.id;
    },
    // What tus stores is what the server says: the owner and the time are never the client's.
    onUploadCreate: async (request) => {
      const decision = decisionOf(request);
      if (!decision) throw { status_code: 403, body: 'Forbidden\n' };
      return { metadata: decision.metadata };
    },
    // Finished: the quota counts it as such before the client hears so (and may start the next one).
    onUploadFinish: async (_request, upload) => {
      await quota.refresh(upload.id);
      return {};
    },
  });
  /**
   * An upload being added to the library is claimed by name on every server (lib/exclusive.ts):
   * one add at a time, and meanwhile no byte of it changes or vanishes. Null: it is claimed already.
   */
  const claimForAdding = (id: string) => ctx.claims(`library-upload:${id}`);
  async function beingAdded(id: string): Promise<boolean> {
    const probe = await claimForAdding(id);
    if (!probe) return true;
    await probe();
    return false;
  }

  const isExpired = (createdAt: Date) => ctx.clock.now().getTime() - createdAt.getTime() > EXPIRY_MS;

  async function read(id: string): Promise<UploadRecord | null> {
    if (!UPLOAD_ID.test(id)) return null;
    let upload: Awaited<ReturnType<typeof datastore.getUpload>>;
    try {
      upload = await datastore.getUpload(id);
    } catch {
      return null;
    }
    const metadata = upload.metadata ?? {};
    const ownerId = Number(metadata.owner);
    const createdAt = new Date(Number(metadata.created));
    const declared = LibraryUploadMetadata.safeParse(metadata);
    if (!declared.success || !Number.isInteger(ownerId) || Number.isNaN(createdAt.getTime())) return null;
    if (upload.size === undefined || isExpired(createdAt)) return null;
    const { filename, type, conceptId, subconceptId } = declared.data;
    return {
      id,
      ownerId,
      type,
      fileName: filename,
      place: subconceptId !== undefined ? { subconceptId } : { conceptId: conceptId! },
      size: upload.size,
      offset: upload.offset,
      createdAt,
      path: join(directory, id),
    };
  }

  async function uploadIds(): Promise<string[]> {
    const names = await readdir(directory).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
  }

  /** Every live upload, finished or not: what the quota's index starts from (an expired one is no one's). */
  async function holdings(): Promise<UploadHolding[]> {
    const uploads = await Promise.all((await uploadIds()).map(read));
    return uploads.filter((upload): upload is UploadRecord => upload !== null);
  }
  const quota = createUploadQuota({
    quotaBytes: ctx.config.uploadQuotaBytes,
    reserveBytes: ctx.config.uploadDiskReserveBytes,
    freeBytes: () => ctx.freeDiskBytes(directory),
    load: holdings,
    reread: read,
    isLive: (upload) => !isExpired(upload.createdAt),
    now: () => ctx.clock.now(),
    shared: ctx.driver === 'postgres' ? { sections: ctx.exclusive } : undefined,
  });

  async function remove(id: string): Promise<void> {
    await unlink(join(directory, id)).catch(() => undefined);
    await unlink(join(directory, `${id}.json`)).catch(() => undefined);
    await quota.refresh(id);
  }

  return {
    directory,
    tus,
    claimForAdding,
    beingAdded,
    /** Sets the id and metadata tus will store for this creation request, stamped with the app's time. */
    decide(request: IncomingMessage, id: string, metadata: Record<string, string>) {
      decided.set(request, { id, metadata: { ...metadata, created: String(ctx.clock.now().getTime()) } });
    },
    /** The caller's own upload, or null (unknown, expired, someone else's: all look alike). */
    async findOwned(actor: Actor, id: string): Promise<UploadRecord | null> {
      const upload = await read(id);
      return upload && upload.ownerId === actor.id ? upload : null;
    },
    remove,
    /** A new upload's room in its owner's quota and on the disk (see upload-quota.ts). */
    reserve: quota.reserve,
    /** Tells the quota's index that tus changed this upload (appended, deleted). */
    refresh: quota.refresh,
    /** Stops counting an upload about to be cancelled, so the client's next announcement finds it gone. */
    forget: quota.forget,
    /**
     * Deletes uploads older than a day (finished or not, never added), and leftovers older than a
     * day: a part without its record, or a file prepared for the library when the server stopped.
     */
    async sweep(): Promise<number> {
      const now = ctx.clock.now().getTime();
      const names = await readdir(directory).catch(() => [] as string[]);
      const records = new Set(
        names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)),
      );
      let removed = 0;
      for (const id of records) {
        if (now - (await createdTime(id)) <= EXPIRY_MS) continue;
        const claimed = await claimForAdding(id);
        if (!claimed) continue; // being added right now
        try {
          await remove(id);
          removed += 1;
        } finally {
          await claimed();
        }
      }
      for (const name of names) {
        if (name.endsWith('.json') || records.has(name)) continue;
        const info = await stat(join(directory, name)).catch(() => null);
        if (info && now - info.mtimeMs > EXPIRY_MS) {
          await unlink(join(directory, name)).catch(() => undefined);
          removed += 1;
        }
      }
      return removed;
    },
  };

  /** When an upload was created: as the server recorded it, else (a record it cannot read) its file's time. */
  async function createdTime(id: string): Promise<number> {
    try {
      const created = Number((await datastore.getUpload(id)).metadata?.created);
      if (Number.isFinite(created)) return created;
    } catch {
      // Its part is missing or its record unreadable: judged by the record's own age below.
    }
    return (await stat(join(directory, `${id}.json`)).catch(() => null))?.mtimeMs ?? 0;
  }
}

export type UploadArea = ReturnType<typeof createUploadArea>;

/** Checks that the caller may still change the place's content (throws 404/403/409 otherwise). */
export type PlaceGuard = (actor: Actor, place: PlaceRef) => Promise<void>;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The creation request's announced size and metadata, checked before tus sees it. */
function readCreation(request: FastifyRequest): { length: number; metadata: LibraryUploadMetadata } {
  const lengthHeader = header(request, 'upload-length');
  if (header(request, 'upload-defer-length') !== undefined || lengthHeader === undefined) {
    throw badRequest(libraryMessages.uploadLengthRequired);
  }
  if (!/^\d{1,15}$/.test(lengthHeader)) throw badRequest(libraryMessages.uploadLengthRequired);
  let parsed: Record<string, string | null>;
  try {
    parsed = Metadata.parse(header(request, 'upload-metadata'));
  } catch {
    throw badRequest(libraryMessages.uploadMetadataInvalid);
  }
  const metadata = LibraryUploadMetadata.safeParse(parsed);
  if (!metadata.success) throw badRequest(libraryMessages.uploadMetadataInvalid);
  return { length: Number(lengthHeader), metadata: metadata.data };
}

/** Hands the raw request to tus: Fastify neither reads the body nor answers for it. */
async function handOver(area: UploadArea, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.hijack();
  try {
    await area.tus.handle(request.raw, reply.raw);
  } catch (error) {
    request.log.error({ err: error }, 'tus upload failed');
    if (!reply.raw.headersSent) reply.raw.writeHead(500, { connection: 'close' });
    reply.raw.end();
  }
}

/**
 * The tus endpoint of the library: POST creates an upload, HEAD tells its offset, PATCH appends,
 * DELETE cancels. Every request is authorised like a JSON call (token, role), then: creation checks
 * the announced metadata, size and place; the others find the upload among the caller's own (anyone
 * else's, or an expired one, is 404) and check the place is still the caller's to change.
 */
export function registerTusRoutes(app: FastifyInstance, area: UploadArea, guard: PlaceGuard): void {
  app.register(async (scope) => {
    // tus bodies are the file's bytes: left in the request stream for tus to read.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    scope.addHook('onRequest', async (request) => authorizeRequest(request, libraryUploads));
    // An error answered before tus read the body must not leave the rest of a part on the connection.
    scope.addHook('onError', async (_request, reply) => {
      reply.header('connection', 'close');
    });
    const hide = { schema: { hide: true } };

    scope.post(libraryUploads.path, hide, async (request, reply) => {
      const actor = request.user as Actor;
      const { length, metadata } = readCreation(request);
      if (length === 0) throw badRequest(libraryMessages.fileEmpty);
      if (length > libraryUploadLimitBytes(metadata.type)) {
        throw new AppError(413, libraryMessages.uploadTooLarge(metadata.type));
      }
      const place: PlaceRef =
        metadata.subconceptId !== undefined
          ? { subconceptId: metadata.subconceptId }
          : { conceptId: metadata.conceptId! };
      await guard(actor, place);
      const reservation = await area.reserve(actor.id, length);
      if (!reservation.granted) {
        // Refused before tus read any body (creation-with-upload): that body must not stay on the line.
        reply.header('connection', 'close');
        return reply.code(reservation.status).send({ success: false, message: reservation.message });
      }
      area.decide(request.raw, reservation.id, {
        filename: metadata.filename,
        type: metadata.type,
        ...('subconceptId' in place
          ? { subconceptId: String(place.subconceptId) }
          : { conceptId: String(place.conceptId) }),
        owner: String(actor.id),
      });
      try {
        await handOver(area, request, reply);
      } finally {
        await reservation.release();
      }
    });

    const onUpload = async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = request.user as Actor;
      const { uploadId } = request.params as { uploadId: string };
      const upload = await area.findOwned(actor, uploadId);
      if (!upload) throw notFound(libraryMessages.uploadNotFound);
      // While it is being added to the library, its bytes must not change or vanish.
      if (await area.beingAdded(upload.id)) throw conflict(libraryMessages.uploadBusy);
      await guard(actor, upload.place);
      if (request.method === 'DELETE') area.forget(upload.id);
      await handOver(area, request, reply);
      // What tus did (appended part of a file, or refused to delete it) as the disk now says.
      if (request.method !== 'HEAD') await area.refresh(upload.id);
    };
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      scope.route({ method, url: `${libraryUploads.path}/:uploadId`, ...hide, handler: onUpload });
    }
  });
}

/** Sweeps old uploads soon after a server starts and every hour (a timed job: one server at a time). */
export function scheduleUploadSweep(jobs: Jobs, area: UploadArea): void {
  jobs.add({ name: 'upload-expiry', everyMs: SWEEP_EVERY_MS, firstAfterMs: 5_000, run: () => area.sweep() });
}
