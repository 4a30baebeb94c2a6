import { randomBytes } from 'node:crypto';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIBRARY_DUPLICATES_LISTED, libraryMessages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { curriculaMayAddTo } from '../../lib/place-rule';
import type { Actor } from '../../plugins/auth';
import {
  acceptKind,
  assertViewable,
  assertWithinKindLimit,
  type ShowableKind,
  STORED_AS,
  sniffFile,
} from './content-sniff';
import { type ContentStore, sha256OfFile } from './content-store';
import { toReadingHtml } from './document-convert';
import { isPlaceRetired } from './library.policy';
import { presentDuplicate } from './library.presenter';
import * as repo from './library.repository';
import { type UploadArea, type UploadRecord, WORK_FILE_PREFIX } from './tus-uploads';

/** A finished upload checked and made ready to store: the file to move in, its kind and hash. */
interface PreparedFile {
  upload: UploadRecord;
  sourcePath: string;
  kind: ShowableKind;
  sha256: string;
}

/**
 * How a finished upload becomes a stored file: checked by its content, compared with the library's
 * files, moved into content/ by its hash and recorded, one at a time.
 */
export function createUploadIntake(db: Executor, uploads: UploadArea, store: ContentStore) {
  const isUsed = (storagePath: string) => repo.isFileUsed(db, storagePath);

  /**
   * Checks a finished upload by its content and turns it into the file to store: the kind must fit
   * its type, a PDF must be whole and an MP4 streamable; a Word or HTML document becomes the reading
   * HTML. A refused file is deleted with its upload: nothing half-useful stays behind.
   */
  async function prepareUpload(upload: UploadRecord): Promise<PreparedFile> {
    let workPath: string | undefined;
    try {
      const kind = acceptKind(upload.type, await sniffFile(upload.path));
      assertWithinKindLimit(kind, upload.size);
      await assertViewable(upload.path, kind, upload.size);
      let sourcePath = upload.path;
      if (kind === 'docx' || kind === 'html') {
        const html = await toReadingHtml(await readFile(upload.path), kind, upload.ownerId);
        workPath = join(uploads.directory, `${WORK_FILE_PREFIX}${randomBytes(8).toString('hex')}.html`);
        await writeFile(workPath, html);
        sourcePath = workPath;
      }
      return { upload, sourcePath, kind, sha256: await sha256OfFile(sourcePath) };
    } catch (error) {
      if (workPath) await unlink(workPath).catch(() => undefined);
      if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 413)) {
        await uploads.remove(upload.id);
      }
      throw error;
    }
  }

  /**
   * The live items in live places the caller may change that already hold a file with this hash,
   * never the item being replaced. Elsewhere the caller could neither see nor use them.
   */
  async function copiesOf(actor: Actor, sha256: string, exceptId?: number) {
    const [allowed, items] = await Promise.all([
      curriculaMayAddTo(db, actor),
      repo.findItemsWithFile(db, sha256, exceptId),
    ]);
    return items.filter(
      (item) => !isPlaceRetired(item) && (allowed === 'all' || allowed.has(item.curriculum.id)),
    );
  }

  /** 409 naming where the file already is; the upload stays for the caller's choice. */
  function alreadyInLibrary(copies: repo.ItemWithFile[]) {
    const listed = copies.slice(0, LIBRARY_DUPLICATES_LISTED).map(presentDuplicate);
    return new AppError(
      409,
      libraryMessages.alreadyInLibrary(
        listed.map((copy) => `${copy.placePath}: ${copy.name}`),
        copies.length - listed.length,
      ),
      { duplicates: listed, duplicateCount: copies.length },
    );
  }

  /**
   * Runs `record` with a finished upload of the caller's, made for `place`: checked, stored under
   * content/ by its hash, and recorded in one exclusive section, so the file it refers to cannot be
   * deleted meanwhile. A file already in the library stops here unless `keepDuplicate` (the upload
   * stays, to be sent again or cancelled); `record` hears of the items it is kept beside. A file the
   * transaction then failed to use is removed again.
   */
  async function withUpload<T>(
    actor: Actor,
    { uploadId, keepDuplicate, replacing }: { uploadId: string; keepDuplicate: boolean; replacing?: number },
    check: (upload: UploadRecord) => Promise<void>,
    record: (
      stored: { storagePath: string; sha256: string; sizeBytes: number; mimeType: string },
      upload: UploadRecord,
      copies: repo.ItemWithFile[],
    ) => Promise<T>,
  ): Promise<T> {
    const upload = await uploads.findOwned(actor, uploadId);
    if (!upload) throw notFound(libraryMessages.uploadNotFound);
    if (upload.offset < upload.size) throw conflict(libraryMessages.uploadUnfinished);
    const adding = await uploads.claimForAdding(upload.id);
    if (!adding) throw conflict(libraryMessages.uploadBusy);
    try {
      await check(upload);
      const prepared = await prepareUpload(upload);
      const result = await store.exclusive(async () => {
        // Asked inside the section: two uploads of one file at once cannot both miss each other.
        const copies = await copiesOf(actor, prepared.sha256, replacing);
        if (copies.length > 0 && !keepDuplicate) {
          if (prepared.sourcePath !== upload.path) await unlink(prepared.sourcePath).catch(() => undefined);
          throw alreadyInLibrary(copies);
        }
        const stored = await store.place(
          prepared.sourcePath,
          prepared.sha256,
          STORED_AS[prepared.kind].extension,
        );
        try {
          return await record({ ...stored, mimeType: STORED_AS[prepared.kind].mimeType }, upload, copies);
        } catch (error) {
          if (stored.created) await store.removeIfUnused(stored.storagePath, isUsed);
          throw error;
        }
      });
      await uploads.remove(upload.id);
      return result;
    } finally {
      await adding();
    }
  }

  return { withUpload };
}
