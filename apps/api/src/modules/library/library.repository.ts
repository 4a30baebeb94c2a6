import {
  cohorts,
  cohortTeachers,
  concepts,
  contentItems,
  courses,
  curricula,
  type Executor,
  subconcepts,
} from '@pathshala/db';
import { and, asc, count, eq, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';

export type ContentRow = typeof contentItems.$inferSelect;
export type NewContentRow = typeof contentItems.$inferInsert;

/** A place content can belong to: a concept directly, or one of its subconcepts. */
export type PlaceRef = { conceptId: number } | { subconceptId: number };

/** A place with its ancestors, and when each was retired (null: live). */
export interface PlaceRow {
  curriculum: { id: number; name: string; retiredAt: Date | null };
  course: { id: number; name: string; retiredAt: Date | null };
  concept: { id: number; name: string; retiredAt: Date | null };
  subconcept: { id: number; name: string; retiredAt: Date | null } | null;
}

const ancestors = {
  curriculum: { id: curricula.id, name: curricula.name, retiredAt: curricula.retiredAt },
  course: { id: courses.id, name: courses.name, retiredAt: courses.retiredAt },
  concept: { id: concepts.id, name: concepts.name, retiredAt: concepts.retiredAt },
};
const subconceptFields = { id: subconcepts.id, name: subconcepts.name, retiredAt: subconcepts.retiredAt };

export async function findPlace(db: Executor, place: PlaceRef): Promise<PlaceRow | undefined> {
  if ('subconceptId' in place) {
    const [row] = await db
      .select({ ...ancestors, subconcept: subconceptFields })
      .from(subconcepts)
      .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
      .innerJoin(courses, eq(courses.id, concepts.courseId))
      .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
      .where(eq(subconcepts.id, place.subconceptId))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select(ancestors)
    .from(concepts)
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(eq(concepts.id, place.conceptId))
    .limit(1);
  return row && { ...row, subconcept: null };
}

/** The live curricula an editor sees: all of them, or those of the teacher's cohorts. */
export function findLiveCurricula(db: Executor, teacherId: number | null) {
  const live = isNull(curricula.retiredAt);
  const query = db.selectDistinct({ id: curricula.id, name: curricula.name }).from(curricula);
  if (teacherId === null) return query.where(live).orderBy(asc(curricula.name), asc(curricula.id));
  return query
    .innerJoin(cohorts, eq(cohorts.curriculumId, curricula.id))
    .innerJoin(cohortTeachers, eq(cohortTeachers.cohortId, cohorts.id))
    .where(and(live, eq(cohortTeachers.teacherId, teacherId)))
    .orderBy(asc(curricula.name), asc(curricula.id));
}

/** Live courses, concepts and subconcepts of some curricula, each level in its order. */
export async function findLiveTree(db: Executor, curriculumIds: number[]) {
  if (curriculumIds.length === 0) return { courses: [], concepts: [], subconcepts: [] };
  const courseRows = await db
    .select({ id: courses.id, name: courses.name, curriculumId: courses.curriculumId })
    .from(courses)
    .where(and(inArray(courses.curriculumId, curriculumIds), isNull(courses.retiredAt)))
    .orderBy(asc(courses.position), asc(courses.id));
  const courseIds = courseRows.map((row) => row.id);
  const conceptRows =
    courseIds.length === 0
      ? []
      : await db
          .select({ id: concepts.id, name: concepts.name, courseId: concepts.courseId })
          .from(concepts)
          .where(and(inArray(concepts.courseId, courseIds), isNull(concepts.retiredAt)))
          .orderBy(asc(concepts.position), asc(concepts.id));
  const conceptIds = conceptRows.map((row) => row.id);
  const subconceptRows =
    conceptIds.length === 0
      ? []
      : await db
          .select({ id: subconcepts.id, name: subconcepts.name, conceptId: subconcepts.conceptId })
          .from(subconcepts)
          .where(and(inArray(subconcepts.conceptId, conceptIds), isNull(subconcepts.retiredAt)))
          .orderBy(asc(subconcepts.position), asc(subconcepts.id));
  return { courses: courseRows, concepts: conceptRows, subconcepts: subconceptRows };
}

export function findLiveSubconcepts(db: Executor, conceptId: number) {
  return db
    .select({ id: subconcepts.id, name: subconcepts.name })
    .from(subconcepts)
    .where(and(eq(subconcepts.conceptId, conceptId), isNull(subconcepts.retiredAt)))
    .orderBy(asc(subconcepts.position), asc(subconcepts.id));
}

/**
 * How many live items each place holds, for some concepts: keyed `c<conceptId>` for a concept's
 * own items and `s<subconceptId>` for a subconcept's.
 */
export async function countLiveItems(db: Executor, conceptIds: number[]): Promise<Map<string, number>> {
  if (conceptIds.length === 0) return new Map();
  const rows = await db
    .select({ conceptId: contentItems.conceptId, subconceptId: contentItems.subconceptId, n: count() })
    .from(contentItems)
    .where(and(inArray(contentItems.conceptId, conceptIds), isNull(contentItems.retiredAt)))
    .groupBy(contentItems.conceptId, contentItems.subconceptId);
  return new Map(
    rows.map((row) => [row.subconceptId === null ? `c${row.conceptId}` : `s${row.subconceptId}`, row.n]),
  );
}

function placeCondition(place: PlaceRef) {
  return 'subconceptId' in place
    ? eq(contentItems.subconceptId, place.subconceptId)
    : and(eq(contentItems.conceptId, place.conceptId), isNull(contentItems.subconceptId));
}

/** A place's items for editing: live ones in study order, then retired ones, newest retirement first. */
export function findItemsOfPlace(db: Executor, place: PlaceRef) {
  return db
    .select()
    .from(contentItems)
    .where(placeCondition(place))
    .orderBy(
      sql`${contentItems.retiredAt} is not null`,
      sql`${contentItems.retiredAt} desc`,
      asc(contentItems.position),
      asc(contentItems.id),
    );
}

export async function findLiveItemIds(db: Executor, place: PlaceRef): Promise<number[]> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(placeCondition(place), isNull(contentItems.retiredAt)));
  return rows.map((row) => row.id);
}

/** The position after the last live item of a place. */
export async function nextPosition(db: Executor, place: PlaceRef): Promise<number> {
  const [row] = await db
    .select({ last: max(contentItems.position) })
    .from(contentItems)
    .where(and(placeCondition(place), isNull(contentItems.retiredAt)));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function findItem(db: Executor, contentId: number): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, contentId)).limit(1);
  return row;
}

export async function insertItem(db: Executor, row: NewContentRow): Promise<ContentRow> {
  const [created] = await db.insert(contentItems).values(row).returning();
  return created!;
}

export async function updateItem(
  db: Executor,
  contentId: number,
  changes: Partial<NewContentRow>,
): Promise<ContentRow> {
  const [updated] = await db
    .update(contentItems)
    .set(changes)
    .where(eq(contentItems.id, contentId))
    .returning();
  return updated!;
}

export async function setPositions(db: Executor, orderedIds: number[], at: Date): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, position) => sql`when ${id}::int then ${position}::int`),
    sql` `,
  );
  await db
    .update(contentItems)
    .set({ position: sql`case ${contentItems.id} ${cases} end`, updatedAt: at })
    .where(inArray(contentItems.id, orderedIds));
}

/** Whether any content item, retired ones included, still stores its file at this path. */
export async function isFileUsed(db: Executor, storagePath: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(isNotNull(contentItems.storagePath), eq(contentItems.storagePath, storagePath)))
    .limit(1);
  return row !== undefined;
}

/**
 * The live items holding a file with this sha256 (never the item `exceptId`), oldest first, each with
 * its place as findPlace gives it: the caller decides which places count (live, the caller's).
 */
export function findItemsWithFile(db: Executor, sha256: string, exceptId?: number) {
  return db
    .select({
      contentId: contentItems.id,
      name: contentItems.name,
      ...ancestors,
      subconcept: subconceptFields,
    })
    .from(contentItems)
    .innerJoin(concepts, eq(concepts.id, contentItems.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .leftJoin(subconcepts, eq(subconcepts.id, contentItems.subconceptId))
    .where(
      and(
        eq(contentItems.sha256, sha256),
        isNull(contentItems.retiredAt),
        exceptId === undefined ? undefined : ne(contentItems.id, exceptId),
      ),
    )
    .orderBy(asc(contentItems.id));
}
export type ItemWithFile = Awaited<ReturnType<typeof findItemsWithFile>>[number];
