import { join, resolve } from 'node:path';
import { type LibraryWebLinkBody, libraryMessages, messages } from '@pathshala/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { createWebProbe, type WebProbe } from '../learning/web-probe';
import type { ContentStore } from './content-store';
import { assertPlaceLive, isPlaceRetired, loadEditablePlace, placeOfItem, samePlace } from './library.policy';
import * as repo from './library.repository';
import type { UploadArea } from './tus-uploads';
import { createUploadIntake } from './upload-intake';

/** A concept or subconcept, as the routes name it. */
export type { PlaceRef } from './library.repository';

export interface LibraryDeps {
  uploads: UploadArea;
  store: ContentStore;
  /** Asks a web page whether it can be shown in a frame (the learning module's probe). */
  probe?: WebProbe;
}

/** Who acts on which content item. */
interface OneItem {
  actor: Actor;
  contentId: number;
}

/** Who acts on which place (a concept or subconcept). */
interface OnePlace {
  actor: Actor;
  place: repo.PlaceRef;
}

export function createLibraryService(ctx: AppContext, { uploads, store, probe: givenProbe }: LibraryDeps) {
  const { db, clock } = ctx;
  const probe = givenProbe ?? createWebProbe(clock);
  /**
   * Asks the page at a link; a link the probe will not ask (this server, the school network, a
   * port other than 80/443) is refused outright, so the teacher knows why it cannot be added.
   */
  async function checkLink(url: string) {
    const verdict = await probe(url);
    if (verdict === 'refused') throw badRequest(libraryMessages.urlNotAllowed);
    return verdict;
  }
  const isUsed = (storagePath: string) => repo.isFileUsed(db, storagePath);
  const { withUpload } = createUploadIntake(db, uploads, store);

  async function livePlace(actor: Actor, place: repo.PlaceRef) {
    const found = await loadEditablePlace(db, actor, place);
    assertPlaceLive(found);
    return found;
  }

  /** A content item the caller may change: it exists (404), its place is theirs (403) and live (409). */
  async function editableItem(actor: Actor, contentId: number, { live = true } = {}) {
    const item = await repo.findItem(db, contentId);
    if (!item) throw notFound(libraryMessages.contentNotFound(contentId));
    const place = await loadEditablePlace(db, actor, placeOfItem(item));
    assertPlaceLive(place);
    if (live && item.retiredAt) throw conflict(libraryMessages.contentRetired);
    return { item, place };
  }

  /** For the audit: the items a file was kept beside when the caller chose to keep a duplicate. */
  const keptBeside = (copies: repo.ItemWithFile[]) =>
    copies.length > 0 ? { keptBeside: copies.map((copy) => copy.contentId) } : {};

  function audit(
    tx: Parameters<typeof recordAudit>[0],
    actor: Actor,
    action: Parameters<typeof recordAudit>[1]['action'],
    entityId: number,
    details: Record<string, unknown>,
  ) {
    return recordAudit(
      tx,
      { actorId: actor.id, action, entityType: 'content', entityId, details },
      clock.now(),
    );
  }

  /** A place's items for editing (retired ones too), with where it sits and, for a concept, its subconcepts. */
  async function listPlace({ actor, place }: OnePlace) {
    const found = await loadEditablePlace(db, actor, place);
    const items = await repo.findItemsOfPlace(db, place);
    let subconcepts: Array<{ id: number; name: string; liveItems: number }> = [];
    if (!('subconceptId' in place)) {
      const [rows, counts] = await Promise.all([
        repo.findLiveSubconcepts(db, place.conceptId),
        repo.countLiveItems(db, [place.conceptId]),
      ]);
      subconcepts = rows.map((row) => ({ ...row, liveItems: counts.get(`s${row.id}`) ?? 0 }));
    }
    return { place: found, retired: isPlaceRetired(found), subconcepts, items };
  }

  return {
    /** The curricula the caller may edit content of, with their live tree and live item counts. */
    async listCurricula({ actor }: { actor: Actor }) {
      const curricula = await repo.findLiveCurricula(db, actor.type === 'admin' ? null : actor.id);
      const tree = await repo.findLiveTree(
        db,
        curricula.map((row) => row.id),
      );
      const counts = await repo.countLiveItems(
        db,
        tree.concepts.map((row) => row.id),
      );
      return curricula.map((curriculum) => ({
        ...curriculum,
        courses: tree.courses
          .filter((course) => course.curriculumId === curriculum.id)
          .map((course) => ({
            id: course.id,
            name: course.name,
            concepts: tree.concepts
              .filter((concept) => concept.courseId === course.id)
              .map((concept) => ({
                id: concept.id,
                name: concept.name,
                liveItems: counts.get(`c${concept.id}`) ?? 0,
                subconcepts: tree.subconcepts
                  .filter((subconcept) => subconcept.conceptId === concept.id)
                  .map((subconcept) => ({
                    id: subconcept.id,
                    name: subconcept.name,
                    liveItems: counts.get(`s${subconcept.id}`) ?? 0,
                  })),
              })),
          })),
      }));
    },

    listPlace,

    /** Adds a finished upload as a new item at the end of the place it was uploaded for. */
    async attachUpload({
      actor,
      body,
    }: {
      actor: Actor;
      body: { uploadId: string; name: string; durationSeconds: number; keepDuplicate: boolean };
    }) {
      return withUpload(
        actor,
        body,
        async (upload) => {
          await livePlace(actor, upload.place);
        },
        async (stored, upload, copies) => {
          const place = await livePlace(actor, upload.place);
          const now = clock.now();
          return db.transaction(async (tx) => {
            const item = await repo.insertItem(tx, {
              conceptId: place.concept.id,
              subconceptId: place.subconcept?.id ?? null,
              name: body.name,
              type: upload.type,
              durationSeconds: body.durationSeconds,
              storagePath: stored.storagePath,
              mimeType: stored.mimeType,
              sizeBytes: stored.sizeBytes,
              sha256: stored.sha256,
              fileName: upload.fileName,
              position: await repo.nextPosition(tx, upload.place),
              updatedAt: now,
            });
            await audit(tx, actor, 'content.create', item.id, {
              name: item.name,
              type: item.type,
              fileName: item.fileName,
              sha256: item.sha256,
              ...keptBeside(copies),
            });
            return item;
          });
        },
      );
    },

    /**
     * Replaces an item's file with a finished upload made for the same place and type. The old file
     * is deleted only when no other item (retired ones included) still uses it.
     */
    async replaceFile({
      actor,
      contentId,
      body,
    }: OneItem & { body: { uploadId: string; keepDuplicate: boolean } }) {
      const { item } = await editableItem(actor, contentId);
      if (item.type === 'WEB') throw badRequest(libraryMessages.webHasNoFile);
      return withUpload(
        actor,
        { ...body, replacing: contentId },
        async (upload) => {
          if (!samePlace(upload.place, placeOfItem(item))) throw conflict(libraryMessages.uploadOtherPlace);
          if (upload.type !== item.type) throw conflict(libraryMessages.uploadOtherType(upload.type));
        },
        async (stored, upload, copies) => {
          const { item: current } = await editableItem(actor, contentId);
          const now = clock.now();
          const replaced = await db.transaction(async (tx) => {
            const updated = await repo.updateItem(tx, contentId, {
              storagePath: stored.storagePath,
              mimeType: stored.mimeType,
              sizeBytes: stored.sizeBytes,
              sha256: stored.sha256,
              fileName: upload.fileName,
              updatedAt: now,
            });
            await audit(tx, actor, 'content.replace', contentId, {
              fileName: upload.fileName,
              sha256: stored.sha256,
              previousSha256: current.sha256,
              ...keptBeside(copies),
            });
            return updated;
          });
          if (current.storagePath !== stored.storagePath)
            await store.removeIfUnused(current.storagePath, isUsed);
          return replaced;
        },
      );
    },

    /** Adds a web link at the end of a place, and says whether the page lets itself be framed. */
    async addWebLink({ actor, place, body }: OnePlace & { body: z.output<typeof LibraryWebLinkBody> }) {
      await livePlace(actor, place);
      const webCheck = await checkLink(body.url);
      const found = await livePlace(actor, place);
      const now = clock.now();
      const item = await db.transaction(async (tx) => {
        const created = await repo.insertItem(tx, {
          conceptId: found.concept.id,
          subconceptId: found.subconcept?.id ?? null,
          name: body.name,
          type: 'WEB',
          durationSeconds: body.durationSeconds,
          url: body.url,
          position: await repo.nextPosition(tx, place),
          updatedAt: now,
        });
        await audit(tx, actor, 'content.create', created.id, {
          name: created.name,
          type: 'WEB',
          url: body.url,
        });
        return created;
      });
      return { item, webCheck };
    },

    async update({
      actor,
      contentId,
      body,
    }: OneItem & {
      body: { name?: string | undefined; durationSeconds?: number | undefined; url?: string | undefined };
    }) {
      const { item } = await editableItem(actor, contentId);
      if (body.url !== undefined && item.type !== 'WEB') throw badRequest(libraryMessages.urlOnlyForWeb);
      if (body.url !== undefined && body.url !== item.url) await checkLink(body.url);
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.durationSeconds !== undefined ? { durationSeconds: body.durationSeconds } : {}),
        ...(body.url !== undefined ? { url: body.url } : {}),
      };
      const now = clock.now();
      return db.transaction(async (tx) => {
        const updated = await repo.updateItem(tx, contentId, { ...changes, updatedAt: now });
        await audit(tx, actor, 'content.update', contentId, changes);
        return updated;
      });
    },

    /** Orders a place's live items; the list must be exactly those items (409 if it has changed). */
    async reorder({ actor, place, contentIds }: OnePlace & { contentIds: number[] }) {
      await livePlace(actor, place);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const live = new Set(await repo.findLiveItemIds(tx, place));
        if (live.size !== contentIds.length || contentIds.some((id) => !live.has(id))) {
          throw conflict(libraryMessages.reorderMismatch);
        }
        await repo.setPositions(tx, contentIds, now);
        const anchor =
          'subconceptId' in place ? { subconceptId: place.subconceptId } : { conceptId: place.conceptId };
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'content.reorder',
            entityType: 'content',
            entityId: null,
            details: { ...anchor, contentIds },
          },
          now,
        );
      });
    },

    /** Hides an item from study; its file, its students' progress and bookmarks all stay. */
    async retire({ actor, contentId }: OneItem) {
      const { item } = await editableItem(actor, contentId, { live: false });
      if (item.retiredAt) throw conflict(libraryMessages.alreadyRetired);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const updated = await repo.updateItem(tx, contentId, { retiredAt: now, updatedAt: now });
        await audit(tx, actor, 'content.retire', contentId, { name: item.name });
        return updated;
      });
    },

    /** Brings a retired item back, after the place's live items. */
    async restore({ actor, contentId }: OneItem) {
      const { item } = await editableItem(actor, contentId, { live: false });
      if (!item.retiredAt) throw conflict(libraryMessages.notRetired);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const updated = await repo.updateItem(tx, contentId, {
          retiredAt: null,
          position: await repo.nextPosition(tx, placeOfItem(item)),
          updatedAt: now,
        });
        await audit(tx, actor, 'content.restore', contentId, { name: item.name });
        return updated;
      });
    },

    /** An item's stored file for staff to open: its path (confined to DATA_DIR/content) and type. */
    async file({ actor, contentId }: OneItem) {
      const item = await repo.findItem(db, contentId);
      if (!item) throw notFound(libraryMessages.contentNotFound(contentId));
      await loadEditablePlace(db, actor, placeOfItem(item));
      if (!item.storagePath) throw notFound(messages.content.fileMissing);
      const path = resolve(join(store.root, item.storagePath));
      if (!path.startsWith(`${store.root}/`)) throw notFound(messages.content.fileMissing);
      return { path, mimeType: item.mimeType ?? 'application/octet-stream' };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
