import type { QuestionFilters } from '@pathshala/contracts';
import {
  assessmentQuestions,
  concepts,
  courses,
  curricula,
  type Executor,
  questionImages,
  questions,
  subconcepts,
  users,
} from '@pathshala/db';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { QuestionUsage } from './question-bank.policy';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

/** A subconcept with its parents' ids and names, and whether it or any parent is retired. */
export interface PlaceRow {
  curriculumId: number;
  curriculumName: string;
  courseId: number;
  courseName: string;
  conceptId: number;
  conceptName: string;
  subconceptId: number;
  subconceptName: string;
  live: boolean;
}

const placeColumns = {
  curriculumId: curricula.id,
  curriculumName: curricula.name,
  courseId: courses.id,
  courseName: courses.name,
  conceptId: concepts.id,
  conceptName: concepts.name,
  subconceptId: subconcepts.id,
  subconceptName: subconcepts.name,
  live: sql<boolean>`(${subconcepts.retiredAt} is null and ${concepts.retiredAt} is null
    and ${courses.retiredAt} is null and ${curricula.retiredAt} is null)`,
};

/** The places of these subconcepts, by subconcept id (retired ones too: old questions keep their place). */
export async function findPlaces(db: Executor, subconceptIds: number[]): Promise<Map<number, PlaceRow>> {
  if (subconceptIds.length === 0) return new Map();
  const rows = await db
    .select(placeColumns)
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(inArray(subconcepts.id, [...new Set(subconceptIds)]));
  return new Map(rows.map((row) => [row.subconceptId, { ...row, live: Boolean(row.live) }]));
}

/** Every live subconcept under live parents, in study order, for the place tree. */
export function findLiveSubconcepts(db: Executor) {
  return db
    .select(placeColumns)
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(
      and(
        isNull(subconcepts.retiredAt),
        isNull(concepts.retiredAt),
        isNull(courses.retiredAt),
        isNull(curricula.retiredAt),
      ),
    )
    .orderBy(
      asc(curricula.name),
      asc(curricula.id),
      asc(courses.position),
      asc(courses.id),
      asc(concepts.position),
      asc(concepts.id),
      asc(subconcepts.position),
      asc(subconcepts.id),
    );
}

/** The bank's current, active questions per subconcept. */
export async function countActiveBySubconcept(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .select({ subconceptId: questions.subconceptId, n: count() })
    .from(questions)
    .where(and(isNull(questions.replacedById), isNull(questions.retiredAt)))
    .groupBy(questions.subconceptId);
  return new Map(rows.map((row) => [row.subconceptId, Number(row.n)]));
}

const authorName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Everyone who wrote a question in the bank, by name. */
export function findAuthors(db: Executor) {
  return db
    .selectDistinct({ id: users.id, name: authorName, lastName: users.lastName, firstName: users.firstName })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Names of these authors, by id. */
export async function findAuthorNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: authorName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** `%text%` for ILIKE, with the text's own %, _ and \ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The bank filters as conditions on current versions (the import and export reuse them): place at
 * any level, use (its exact value), status, text in the stem or any option, author, marks.
 */
export function questionFilterConditions(
  filters: Omit<QuestionFilters, '_t'>,
  actorId: number,
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [isNull(questions.replacedById)];
  if (filters.curriculumId !== undefined) conditions.push(eq(questions.curriculumId, filters.curriculumId));
  if (filters.courseId !== undefined) conditions.push(eq(questions.courseId, filters.courseId));
  if (filters.conceptId !== undefined) conditions.push(eq(questions.conceptId, filters.conceptId));
  if (filters.subconceptId !== undefined) conditions.push(eq(questions.subconceptId, filters.subconceptId));
  if (filters.use !== undefined) conditions.push(eq(questions.use, filters.use));
  if (filters.status === 'ACTIVE') conditions.push(isNull(questions.retiredAt));
  if (filters.status === 'RETIRED') conditions.push(isNotNull(questions.retiredAt));
  const text = filters.text?.replace(/\s+/g, ' ').trim();
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(
      or(
        sql`${questions.text} ilike ${pattern}`,
        sql`${questions.option1} ilike ${pattern}`,
        sql`${questions.option2} ilike ${pattern}`,
        sql`${questions.option3} ilike ${pattern}`,
        sql`${questions.option4} ilike ${pattern}`,
      ),
    );
  }
  if (filters.author !== undefined) {
    conditions.push(eq(questions.authorId, filters.author === 'me' ? actorId : filters.author));
  }
  if (filters.marks !== undefined) conditions.push(eq(questions.marks, filters.marks));
  return and(...conditions);
}

/** One page of the filtered bank, newest first, and how many match in all. */
export async function findQuestionPage(
  db: Executor,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** One question row; `lock` holds it for the transaction, so two edits of it happen one after another. */
export async function findQuestion(db: Executor, id: number, lock = false): Promise<QuestionRow | undefined> {
  const query = db.select().from(questions).where(eq(questions.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The versions before this one, newest first (following previousVersionId). */
export async function findEarlierVersions(
  db: Executor,
  id: number,
): Promise<Array<{ id: number; version: number; updatedAt: Date }>> {
  const result = await db.execute(sql`
    with recursive chain(id, version, updated_at, previous_version_id, depth) as (
      select id, version, updated_at, previous_version_id, 0 from questions where id = ${id}
      union all
      select q.id, q.version, q.updated_at, q.previous_version_id, c.depth + 1
      from questions q join chain c on q.id = c.previous_version_id
      where c.depth < 1000
    )
    select id, version, updated_at from chain where depth > 0 order by depth
  `);
  return (result.rows as Array<{ id: number; version: number; updated_at: Date | string }>).map((row) => ({
    id: Number(row.id),
    version: Number(row.version),
    updatedAt: new Date(row.updated_at),
  }));
}

/**
 * Holds the assessments a question sits in (shared) until the transaction ends. Serving locks its
 * assessment for update, so an edit and a serve of a draft holding the question take turns: a serve
 * in flight commits first and the edit then sees it served (a new version), or the edit commits
 * first and the serve serves the edited row. The question row is locked before this, so no new
 * placement of it can commit in between.
 */
export async function lockAssessmentsHolding(db: Executor, questionId: number): Promise<void> {
  await db.execute(sql`
    select a.id from assessments a
    where a.id in (select aq.assessment_id from assessment_questions aq where aq.question_id = ${questionId})
    order by a.id
    for share
  `);
}

/**
 * How each question has been used, in one statement for a whole page. "Used" is: placed in an
 * assessment that has a serving, or practised. An answer needs an attempt, which needs a serving of
 * that (then frozen) assessment, so the serving check already covers answers without reading them.
 */
export async function findUsage(db: Executor, ids: number[]): Promise<Map<number, QuestionUsage>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    with ids as (select distinct unnest(${sql.param([...new Set(ids)])}::int[]) as id),
    practised as (
      select (d.value ->> 'questionId')::int as id
      from practice_results pr
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(pr.details) = 'array' then pr.details else '[]'::jsonb end
      ) d
      where pr.subconcept_id in (select q.subconcept_id from questions q where q.id in (select id from ids))
    )
    select ids.id,
      exists (
        select 1 from assessment_questions aq join servings s on s.assessment_id = aq.assessment_id
        where aq.question_id = ids.id
      ) or exists (
        -- A pool's candidates are frozen at its assessment's first serving (issue 14).
        select 1 from assessment_pool_questions apq where apq.question_id = ids.id
      ) as served,
      exists (select 1 from assessment_questions aq where aq.question_id = ids.id) as placed,
      ids.id in (select id from practised where id is not null) as practised
    from ids
  `);
  return new Map(
    (result.rows as Array<{ id: number; served: boolean; placed: boolean; practised: boolean }>).map(
      (row) => [
        Number(row.id),
        { used: Boolean(row.served) || Boolean(row.practised), placed: Boolean(row.placed) },
      ],
    ),
  );
}

export async function insertQuestion(db: Executor, values: NewQuestionRow): Promise<QuestionRow> {
  const [row] = await db.insert(questions).values(values).returning();
  return row!;
}

export async function updateQuestion(
  db: Executor,
  id: number,
  values: Partial<NewQuestionRow>,
): Promise<QuestionRow> {
  const [row] = await db.update(questions).set(values).where(eq(questions.id, id)).returning();
  return row!;
}

/**
 * Moves the never-served assessments that hold `oldId` to `newId` (same place in the paper);
 * served ones keep the row their students saw. Answers the assessment ids moved.
 */
export async function switchUnservedAssessments(
  db: Executor,
  oldId: number,
  newId: number,
): Promise<number[]> {
  const result = await db.execute(sql`
    update assessment_questions set question_id = ${newId}
    where question_id = ${oldId}
      and not exists (select 1 from servings s where s.assessment_id = assessment_questions.assessment_id)
    returning assessment_id
  `);
  return (result.rows as Array<{ assessment_id: number }>).map((row) => Number(row.assessment_id));
}

/**
 * Deletes a question; the version it replaced (if any) becomes current again, so deleting an
 * unused edit brings back what was there before.
 */
export async function deleteQuestion(db: Executor, id: number): Promise<void> {
  await db.update(questions).set({ replacedById: null }).where(eq(questions.replacedById, id));
  await db.delete(questions).where(eq(questions.id, id));
}

/** Whether a question sits in any assessment (read in the deleting transaction, after the row lock). */
export async function isPlaced(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.questionId, id))
    .limit(1);
  return row !== undefined;
}

// --- Images ---

/** The ids and hashes of these images (unknown ids are missing from the map). */
export async function findImageHashes(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: questionImages.id, sha256: questionImages.sha256 })
    .from(questionImages)
    .where(inArray(questionImages.id, unique));
  return new Map(rows.map((row) => [row.id, row.sha256]));
}

/** Stores an image once per content hash; the same bytes again answer the stored row. */
export async function insertImage(
  db: Executor,
  image: { sha256: string; mimeType: string; bytes: Buffer; createdBy: number; createdAt: Date },
): Promise<{ id: number; sha256: string }> {
  await db
    .insert(questionImages)
    .values({ ...image, sizeBytes: image.bytes.length })
    .onConflictDoNothing({ target: questionImages.sha256 });
  const [row] = await db
    .select({ id: questionImages.id, sha256: questionImages.sha256 })
    .from(questionImages)
    .where(eq(questionImages.sha256, image.sha256));
  return row!;
}

export async function findImageBySha(db: Executor, sha256: string) {
  const [row] = await db
    .select({ mimeType: questionImages.mimeType, bytes: questionImages.bytes })
    .from(questionImages)
    .where(eq(questionImages.sha256, sha256));
  return row;
}

/** The image ids a question row refers to (question first, then options 1 to 4). */
export function imageIdsOf(row: QuestionRow): Array<number | null> {
  return [row.imageId, row.option1ImageId, row.option2ImageId, row.option3ImageId, row.option4ImageId];
}
