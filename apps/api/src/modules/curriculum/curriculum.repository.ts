import type { CurriculumLevel } from '@pathshala/contracts';
import {
  cohorts,
  concepts,
  contentItems,
  courses,
  curricula,
  type Executor,
  subconcepts,
} from '@pathshala/db';
import { and, asc, count, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';

export type ChildLevel = Exclude<CurriculumLevel, 'curriculum'>;

/** Any item of the tree in one shape; the fields a level lacks are null. */
export interface TreeItemRow {
  id: number;
  name: string;
  description: string | null;
  retiredAt: Date | null;
  /** The curriculum of a course, the course of a concept, the concept of a subconcept. */
  parentId: number | null;
  position: number | null;
  durationSeconds: number | null;
  createdAt: Date | null;
}

/** The tables of the levels, and where each child level hangs. */
const TABLES = {
  curriculum: curricula,
  course: courses,
  concept: concepts,
  subconcept: subconcepts,
} as const;
const CHILDREN = {
  course: { table: courses, parentId: courses.curriculumId },
  concept: { table: concepts, parentId: concepts.courseId },
  subconcept: { table: subconcepts, parentId: subconcepts.conceptId },
} as const;

export const PARENT_LEVEL: Record<ChildLevel, CurriculumLevel> = {
  course: 'curriculum',
  concept: 'course',
  subconcept: 'concept',
};

const item = (
  row: Partial<TreeItemRow> & Pick<TreeItemRow, 'id' | 'name' | 'description' | 'retiredAt'>,
) => ({
  parentId: null,
  position: null,
  durationSeconds: null,
  createdAt: null,
  ...row,
});

/**
 * One item of the tree; `lock` takes its row lock for the transaction, so changes to one parent's
 * children (new positions, names coming back) happen one after another.
 */
export async function findItem(
  db: Executor,
  level: CurriculumLevel,
  id: number,
  lock = false,
): Promise<TreeItemRow | undefined> {
  switch (level) {
    case 'curriculum': {
      const query = db.select().from(curricula).where(eq(curricula.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row && item(row);
    }
    case 'course': {
      const query = db.select().from(courses).where(eq(courses.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row && item({ ...row, parentId: row.curriculumId });
    }
    case 'concept': {
      const query = db.select().from(concepts).where(eq(concepts.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row && item({ ...row, parentId: row.courseId });
    }
    case 'subconcept': {
      const query = db.select().from(subconcepts).where(eq(subconcepts.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row && item({ ...row, parentId: row.conceptId });
    }
  }
}

export interface NewItem {
  name: string;
  description: string | null;
  durationSeconds?: number;
}

export async function insertCurriculum(db: Executor, values: NewItem & { createdAt: Date }) {
  const [row] = await db
    .insert(curricula)
    .values({ name: values.name, description: values.description, createdAt: values.createdAt })
    .returning({ id: curricula.id });
  return row!.id;
}

/** Adds a child under its parent at `position`. */
export async function insertChild(
  db: Executor,
  level: ChildLevel,
  parentId: number,
  position: number,
  values: NewItem,
): Promise<number> {
  const common = { name: values.name, description: values.description, position };
  switch (level) {
    case 'course': {
      const [row] = await db
        .insert(courses)
        .values({ ...common, curriculumId: parentId })
        .returning({ id: courses.id });
      return row!.id;
    }
    case 'concept': {
      const [row] = await db
        .insert(concepts)
        .values({ ...common, courseId: parentId })
        .returning({ id: concepts.id });
      return row!.id;
    }
    case 'subconcept': {
      const [row] = await db
        .insert(subconcepts)
        .values({ ...common, conceptId: parentId, durationSeconds: values.durationSeconds ?? 0 })
        .returning({ id: subconcepts.id });
      return row!.id;
    }
  }
}

export async function updateItem(
  db: Executor,
  level: CurriculumLevel,
  id: number,
  changes: { name?: string; description?: string | null; durationSeconds?: number },
): Promise<void> {
  const { durationSeconds, ...common } = changes;
  if (level === 'subconcept') {
    await db
      .update(subconcepts)
      .set({ ...common, ...(durationSeconds === undefined ? {} : { durationSeconds }) })
      .where(eq(subconcepts.id, id));
    return;
  }
  const table = TABLES[level];
  await db.update(table).set(common).where(eq(table.id, id));
}

export async function setRetiredAt(
  db: Executor,
  level: CurriculumLevel,
  id: number,
  retiredAt: Date | null,
): Promise<void> {
  const table = TABLES[level];
  await db.update(table).set({ retiredAt }).where(eq(table.id, id));
}

export async function setPosition(db: Executor, level: ChildLevel, id: number, position: number) {
  const { table } = CHILDREN[level];
  await db.update(table).set({ position }).where(eq(table.id, id));
}

/** The position after the last child, retired ones included, so a new or restored item goes last. */
export async function nextPosition(db: Executor, level: ChildLevel, parentId: number): Promise<number> {
  const { table, parentId: parentColumn } = CHILDREN[level];
  const [row] = await db
    .select({ last: max(table.position) })
    .from(table)
    .where(eq(parentColumn, parentId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function liveChildIds(db: Executor, level: ChildLevel, parentId: number): Promise<number[]> {
  const { table, parentId: parentColumn } = CHILDREN[level];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(parentColumn, parentId), isNull(table.retiredAt)))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => row.id);
}

/** Gives the children positions 0, 1, 2... in the order of `ids`, in one statement. */
export async function setPositions(db: Executor, level: ChildLevel, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const { table } = CHILDREN[level];
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index}`),
    sql` `,
  );
  await db
    .update(table)
    .set({ position: sql`(case ${table.id} ${cases} end)::int` })
    .where(inArray(table.id, ids));
}

export function cohortsOfCurriculum(db: Executor, curriculumId: number) {
  return db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(eq(cohorts.curriculumId, curriculumId))
    .orderBy(asc(cohorts.id));
}

const liveFirst = (
  retiredAt: typeof courses.retiredAt | typeof concepts.retiredAt | typeof subconcepts.retiredAt,
) => sql`${retiredAt} is not null`;

/** A curriculum's courses, concepts and subconcepts (retired ones too), live first then in order. */
export async function findTreeRows(db: Executor, curriculumId: number) {
  const courseRows = await db
    .select()
    .from(courses)
    .where(eq(courses.curriculumId, curriculumId))
    .orderBy(liveFirst(courses.retiredAt), asc(courses.position), asc(courses.id));
  const courseIds = courseRows.map((row) => row.id);
  const conceptRows =
    courseIds.length === 0
      ? []
      : await db
          .select()
          .from(concepts)
          .where(inArray(concepts.courseId, courseIds))
          .orderBy(liveFirst(concepts.retiredAt), asc(concepts.position), asc(concepts.id));
  const conceptIds = conceptRows.map((row) => row.id);
  const subconceptRows =
    conceptIds.length === 0
      ? []
      : await db
          .select()
          .from(subconcepts)
          .where(inArray(subconcepts.conceptId, conceptIds))
          .orderBy(liveFirst(subconcepts.retiredAt), asc(subconcepts.position), asc(subconcepts.id));
  return { courseRows, conceptRows, subconceptRows };
}

/**
 * Live content items per concept (those attached to the concept itself) and per subconcept.
 */
export async function countContent(db: Executor, conceptIds: number[]) {
  const byConcept = new Map<number, number>();
  const bySubconcept = new Map<number, number>();
  if (conceptIds.length === 0) return { byConcept, bySubconcept };
  const rows = await db
    .select({
      conceptId: contentItems.conceptId,
      subconceptId: contentItems.subconceptId,
      n: count(),
    })
    .from(contentItems)
    .where(and(inArray(contentItems.conceptId, conceptIds), isNull(contentItems.retiredAt)))
    .groupBy(contentItems.conceptId, contentItems.subconceptId);
  for (const row of rows) {
    if (row.subconceptId === null) byConcept.set(row.conceptId, Number(row.n));
    else bySubconcept.set(row.subconceptId, Number(row.n));
  }
  return { byConcept, bySubconcept };
}

/** Curricula by name, paged, each with its live descendants (under live ancestors) and its cohorts counted. */
export async function listCurricula(
  db: Executor,
  options: { status: 'live' | 'retired' | 'all'; limit: number; offset: number },
) {
  const where =
    options.status === 'live'
      ? isNull(curricula.retiredAt)
      : options.status === 'retired'
        ? isNotNull(curricula.retiredAt)
        : undefined;
  const [total] = await db.select({ n: count() }).from(curricula).where(where);
  const rows = await db
    .select()
    .from(curricula)
    .where(where)
    .orderBy(sql`lower(${curricula.name})`, asc(curricula.id))
    .limit(options.limit)
    .offset(options.offset);
  const ids = rows.map((row) => row.id);
  const counts = await countDescendants(db, ids);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((curriculum) => ({
      curriculum,
      courseCount: counts.courses.get(curriculum.id) ?? 0,
      conceptCount: counts.concepts.get(curriculum.id) ?? 0,
      subconceptCount: counts.subconcepts.get(curriculum.id) ?? 0,
      cohortCount: counts.cohorts.get(curriculum.id) ?? 0,
    })),
  };
}

const byCurriculum = (rows: Array<{ curriculumId: number; n: number }>) =>
  new Map(rows.map((row) => [row.curriculumId, Number(row.n)]));

async function countDescendants(db: Executor, curriculumIds: number[]) {
  if (curriculumIds.length === 0) {
    return { courses: new Map(), concepts: new Map(), subconcepts: new Map(), cohorts: new Map() };
  }
  const [courseRows, conceptRows, subconceptRows, cohortRows] = await Promise.all([
    db
      .select({ curriculumId: courses.curriculumId, n: count() })
      .from(courses)
      .where(and(inArray(courses.curriculumId, curriculumIds), isNull(courses.retiredAt)))
      .groupBy(courses.curriculumId),
    db
      .select({ curriculumId: courses.curriculumId, n: count() })
      .from(concepts)
      .innerJoin(courses, eq(courses.id, concepts.courseId))
      .where(
        and(
          inArray(courses.curriculumId, curriculumIds),
          isNull(courses.retiredAt),
          isNull(concepts.retiredAt),
        ),
      )
      .groupBy(courses.curriculumId),
    db
      .select({ curriculumId: courses.curriculumId, n: count() })
      .from(subconcepts)
      .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
      .innerJoin(courses, eq(courses.id, concepts.courseId))
      .where(
        and(
          inArray(courses.curriculumId, curriculumIds),
          isNull(courses.retiredAt),
          isNull(concepts.retiredAt),
          isNull(subconcepts.retiredAt),
        ),
      )
      .groupBy(courses.curriculumId),
    db
      .select({ curriculumId: cohorts.curriculumId, n: count() })
      .from(cohorts)
      .where(inArray(cohorts.curriculumId, curriculumIds))
      .groupBy(cohorts.curriculumId),
  ]);
  return {
    courses: byCurriculum(courseRows),
    concepts: byCurriculum(conceptRows),
    subconcepts: byCurriculum(subconceptRows),
    cohorts: byCurriculum(cohortRows),
  };
}
