import { type CurriculumLevel, curriculumEditorMessages as m } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as repo from './curriculum.repository';
import { type ChildLevel, PARENT_LEVEL, type TreeItemRow } from './curriculum.repository';

/** Who acts on which item: its level and its id there. */
interface ItemOfLevel {
  actor: Actor;
  level: CurriculumLevel;
  itemId: number;
}

export interface ItemChanges {
  name?: string;
  description?: string | null;
  durationSeconds?: number;
}

/**
 * Curriculum editing. Nothing is deleted: retiring stamps retiredAt on the one item (the student
 * queries check its ancestors, so its subtree is hidden with it) and restoring clears it. Names are
 * unique among the live children of one parent: the database's unique index decides (also when two
 * admins race), and its violation becomes a 409 naming the item and its parent.
 */
export function createCurriculumService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function load(executor: Executor, level: CurriculumLevel, id: number, lock = false) {
    const found = await repo.findItem(executor, level, id, lock);
    if (!found) throw notFound(m.notFound(level));
    return found;
  }

  /** The parent's name for a message, read after the transaction that failed. */
  async function parentName(level: CurriculumLevel, parentId: number | null): Promise<string | undefined> {
    if (level === 'curriculum' || parentId === null) return undefined;
    return (await repo.findItem(db, PARENT_LEVEL[level], parentId))?.name;
  }

  async function duplicateName(level: CurriculumLevel, name: string, parentId: number | null) {
    const parent = level === 'curriculum' ? undefined : PARENT_LEVEL[level];
    return conflict(m.duplicateName(level, name, parent, await parentName(level, parentId)));
  }

  const audit = (
    executor: Executor,
    actor: Actor,
    action: 'curriculum.create' | 'curriculum.update' | 'curriculum.retire' | 'curriculum.restore',
    level: CurriculumLevel,
    item: Pick<TreeItemRow, 'id' | 'name' | 'parentId'>,
    at: Date,
    details: Record<string, unknown> = {},
  ) =>
    recordAudit(
      executor,
      {
        actorId: actor.id,
        action,
        entityType: level,
        entityId: item.id,
        details: {
          name: item.name,
          ...(item.parentId === null ? {} : { parentId: item.parentId }),
          ...details,
        },
      },
      at,
    );

  return {
    async list(query: { status: 'live' | 'retired' | 'all'; page: number; pageSize: number }) {
      const { total, rows } = await repo.listCurricula(db, {
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { total, rows, page: query.page, pageSize: query.pageSize };
    },

    /** The whole tree of one curriculum, retired items included, with its cohorts and content counts. */
    async tree(curriculumId: number) {
      const curriculum = await load(db, 'curriculum', curriculumId);
      const [rows, cohorts] = await Promise.all([
        repo.findTreeRows(db, curriculumId),
        repo.cohortsOfCurriculum(db, curriculumId),
      ]);
      const counts = await repo.countContent(
        db,
        rows.conceptRows.map((row) => row.id),
      );
      return { curriculum, cohorts, ...rows, ...counts };
    },

    async createCurriculum({
      actor,
      body,
    }: {
      actor: Actor;
      body: { name: string; description?: string | null };
    }) {
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const id = await repo.insertCurriculum(tx, {
            name: body.name,
            description: body.description ?? null,
            createdAt: now,
          });
          const created = await load(tx, 'curriculum', id);
          await audit(tx, actor, 'curriculum.create', 'curriculum', created, now);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw await duplicateName('curriculum', body.name, null);
        throw error;
      }
    },

    /** Adds a course, concept or subconcept after its parent's last child. */
    async createChild({
      actor,
      level,
      parentId,
      body,
    }: {
      actor: Actor;
      level: ChildLevel;
      parentId: number;
      body: ItemChanges & { name: string };
    }) {
      const parentLevel = PARENT_LEVEL[level];
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const parent = await load(tx, parentLevel, parentId, true);
          if (parent.retiredAt) throw conflict(m.parentRetired(parentLevel, parent.name));
          const position = await repo.nextPosition(tx, level, parentId);
          const id = await repo.insertChild(tx, level, parentId, position, {
            name: body.name,
            description: body.description ?? null,
            durationSeconds: body.durationSeconds,
          });
          const created = await load(tx, level, id);
          await audit(tx, actor, 'curriculum.create', level, created, now);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw await duplicateName(level, body.name, parentId);
        throw error;
      }
    },

    /** Changes only the fields sent; a retired item may be edited too (its name is checked when it comes back). */
    async update({ actor, level, itemId, changes }: ItemOfLevel & { changes: ItemChanges }) {
      const now = clock.now();
      let parentId: number | null = null;
      try {
        return await db.transaction(async (tx) => {
          const before = await load(tx, level, itemId, true);
          parentId = before.parentId;
          await repo.updateItem(tx, level, itemId, changes);
          const after = await load(tx, level, itemId);
          const changed = Object.entries(changes)
            .filter(([, value]) => value !== undefined)
            .map(([field]) => field);
          await audit(tx, actor, 'curriculum.update', level, after, now, {
            changed,
            ...(changes.name !== undefined && changes.name !== before.name
              ? { previousName: before.name }
              : {}),
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error) && changes.name !== undefined) {
          throw await duplicateName(level, changes.name, parentId);
        }
        throw error;
      }
    },

    /**
     * Retires one item: it and everything under it leave study and new work; progress, attempts and
     * results stay. A curriculum a cohort studies is refused: its students would lose their whole
     * journey at once, so the admin retires courses instead or moves the cohorts first.
     */
    async retire({ actor, level, itemId }: ItemOfLevel) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const found = await load(tx, level, itemId, true);
        if (found.retiredAt) throw conflict(m.alreadyRetired(level, found.name));
        if (level === 'curriculum') {
          const cohorts = await repo.cohortsOfCurriculum(tx, itemId);
          if (cohorts.length > 0) {
            throw conflict(
              m.curriculumInUse(
                found.name,
                cohorts.map((cohort) => cohort.name),
              ),
            );
          }
        }
        await repo.setRetiredAt(tx, level, itemId, now);
        await audit(tx, actor, 'curriculum.retire', level, found, now);
        return load(tx, level, itemId);
      });
    },

    /**
     * Brings a retired item back, after its parent's live children; refused when a live sibling has
     * taken its name meanwhile. Under a retired parent it stays hidden until the parent comes back.
     */
    async restore({ actor, level, itemId }: ItemOfLevel) {
      const now = clock.now();
      let found: TreeItemRow | undefined;
      try {
        return await db.transaction(async (tx) => {
          found = await load(tx, level, itemId, true);
          if (!found.retiredAt) throw conflict(m.notRetired(level, found.name));
          if (level !== 'curriculum' && found.parentId !== null) {
            await load(tx, PARENT_LEVEL[level], found.parentId, true);
            await repo.setPosition(tx, level, itemId, await repo.nextPosition(tx, level, found.parentId));
          }
          await repo.setRetiredAt(tx, level, itemId, null);
          await audit(tx, actor, 'curriculum.restore', level, found, now);
          return load(tx, level, itemId);
        });
      } catch (error) {
        if (isUniqueViolation(error) && found) {
          const parent = level === 'curriculum' ? undefined : PARENT_LEVEL[level];
          throw conflict(
            m.restoreDuplicate(level, found.name, parent, await parentName(level, found.parentId)),
          );
        }
        throw error;
      }
    },

    /** Puts a parent's live children in the order given: exactly those ids, each once, else 400. */
    async reorder({
      actor,
      level,
      parentId,
      childIds,
    }: {
      actor: Actor;
      level: ChildLevel;
      parentId: number;
      childIds: number[];
    }) {
      const parentLevel = PARENT_LEVEL[level];
      const now = clock.now();
      return db.transaction(async (tx) => {
        const parent = await load(tx, parentLevel, parentId, true);
        const live = new Set(await repo.liveChildIds(tx, level, parentId));
        const exact =
          childIds.length === live.size &&
          new Set(childIds).size === childIds.length &&
          childIds.every((id) => live.has(id));
        if (!exact) throw badRequest(m.reorderMismatch(parentLevel, parent.name));
        await repo.setPositions(tx, level, childIds);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'curriculum.reorder',
            entityType: parentLevel,
            entityId: parentId,
            details: { name: parent.name, reordered: level, ids: childIds },
          },
          now,
        );
        return childIds;
      });
    },
  };
}

export type CurriculumService = ReturnType<typeof createCurriculumService>;
