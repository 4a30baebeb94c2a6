import {
  bookmarks,
  cohortStudents,
  cohorts,
  concepts,
  contentItems,
  contentProgress,
  courses,
  curricula,
  type Executor,
  practiceResults,
  questionImages,
  questions,
  subconcepts,
  syncedRecords,
} from '@pathshala/db';
import { and, asc, type Column, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';

export type ContentRow = typeof contentItems.$inferSelect;
export type SubconceptRow = typeof subconcepts.$inferSelect;
export type ConceptRow = typeof concepts.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/**
 * None of these is retired. Retiring stamps only the item itself, so every query that opens an item
 * checks the item and all its ancestors: a retired curriculum, course, concept, subconcept or content
 * item is hidden from study, and opening it answers 404 like an unknown id. Progress rows stay.
 */
const live = (...retiredAt: Column[]) => and(...retiredAt.map((column) => isNull(column)));

/** The curricula of the student's cohorts, with the cohort that brings each one. */
export function findStudentCurricula(db: Executor, studentId: number) {
  return db
    .select({
      id: curricula.id,
      name: curricula.name,
      cohortId: cohorts.id,
      cohortName: cohorts.name,
    })
    .from(cohortStudents)
    .innerJoin(cohorts, eq(cohorts.id, cohortStudents.cohortId))
    .innerJoin(curricula, eq(curricula.id, cohorts.curriculumId))
    .where(and(eq(cohortStudents.studentId, studentId), live(curricula.retiredAt)))
    .orderBy(asc(curricula.id), asc(cohorts.id));
}

export function findCoursesOfCurricula(db: Executor, curriculumIds: number[]) {
  if (curriculumIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(courses)
    .where(and(inArray(courses.curriculumId, curriculumIds), live(courses.retiredAt)))
    .orderBy(asc(courses.position), asc(courses.id));
}

export async function findCourse(db: Executor, courseId: number) {
  const [row] = await db
    .select(getTableColumns(courses))
    .from(courses)
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(and(eq(courses.id, courseId), live(courses.retiredAt, curricula.retiredAt)))
    .limit(1);
  return row;
}

/** A concept with the curriculum it belongs to. */
export async function findConcept(db: Executor, conceptId: number) {
  const [row] = await db
    .select({ concept: concepts, curriculumId: courses.curriculumId })
    .from(concepts)
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(and(eq(concepts.id, conceptId), live(concepts.retiredAt, courses.retiredAt, curricula.retiredAt)))
    .limit(1);
  return row;
}

/** A subconcept with its concept's name and the curriculum it belongs to. */
export async function findSubconcept(db: Executor, subconceptId: number) {
  const [row] = await db
    .select({
      subconcept: subconcepts,
      conceptName: concepts.name,
      courseId: concepts.courseId,
      curriculumId: courses.curriculumId,
    })
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(
      and(
        eq(subconcepts.id, subconceptId),
        live(subconcepts.retiredAt, concepts.retiredAt, courses.retiredAt, curricula.retiredAt),
      ),
    )
    .limit(1);
  return row;
}

/** A content item with the names of its concept and subconcept and the curriculum it belongs to. */
export async function findContent(db: Executor, contentId: number) {
  const [row] = await db
    .select({
      content: contentItems,
      conceptName: concepts.name,
      subconceptName: subconcepts.name,
      curriculumId: courses.curriculumId,
    })
    .from(contentItems)
    .innerJoin(concepts, eq(concepts.id, contentItems.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .leftJoin(subconcepts, eq(subconcepts.id, contentItems.subconceptId))
    .where(
      and(
        eq(contentItems.id, contentId),
        // An item of the concept itself has no subconcept: the left join's null counts as live.
        live(
          contentItems.retiredAt,
          subconcepts.retiredAt,
          concepts.retiredAt,
          courses.retiredAt,
          curricula.retiredAt,
        ),
      ),
    )
    .limit(1);
  return row;
}

export function findConceptsOfCourse(db: Executor, courseId: number) {
  return db
    .select()
    .from(concepts)
    .where(and(eq(concepts.courseId, courseId), live(concepts.retiredAt)))
    .orderBy(asc(concepts.position), asc(concepts.id));
}

export function findSubconceptsOfConcepts(db: Executor, conceptIds: number[]) {
  if (conceptIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(subconcepts)
    .where(and(inArray(subconcepts.conceptId, conceptIds), live(subconcepts.retiredAt)))
    .orderBy(asc(subconcepts.position), asc(subconcepts.id));
}

/**
 * Content of some concepts in study order: each subconcept's items in subconcept order,
 * then the items that belong to the concept directly.
 */
export function findContentOfConcepts(db: Executor, conceptIds: number[]) {
  if (conceptIds.length === 0) return Promise.resolve([]);
  return db
    .select({ content: contentItems })
    .from(contentItems)
    .leftJoin(subconcepts, eq(subconcepts.id, contentItems.subconceptId))
    .where(
      and(inArray(contentItems.conceptId, conceptIds), live(contentItems.retiredAt, subconcepts.retiredAt)),
    )
    .orderBy(
      asc(contentItems.conceptId),
      sql`${subconcepts.position} asc nulls last`,
      asc(contentItems.subconceptId),
      asc(contentItems.position),
      asc(contentItems.id),
    )
    .then((rows) => rows.map((row) => row.content));
}

/** The student's completion percent per content item, for the items given. */
export async function findCompletion(
  db: Executor,
  studentId: number,
  contentIds: number[],
): Promise<Map<number, number>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db
    .select({ contentId: contentProgress.contentId, completionPercent: contentProgress.completionPercent })
    .from(contentProgress)
    .where(and(eq(contentProgress.studentId, studentId), inArray(contentProgress.contentId, contentIds)));
  return new Map(rows.map((row) => [row.contentId, row.completionPercent]));
}

export async function findBookmark(db: Executor, studentId: number, contentId: number) {
  const [row] = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.studentId, studentId), eq(bookmarks.contentId, contentId)))
    .limit(1);
  return row;
}

/** Records study progress; time spent adds up across reports. */
/**
 * Adds a report's study time and keeps the greater completion: study is never undone, so a report
 * made offline from an old copy (or sent late) cannot lower what was saved since. The time studied
 * still counts.
 */
export async function upsertProgress(
  db: Executor,
  progress: {
    studentId: number;
    contentId: number;
    timeSpentSeconds: number;
    completionPercent: number;
    status: 'started' | 'in_progress' | 'completed';
    updatedAt: Date;
  },
): Promise<void> {
  const further = sql`excluded.completion_percent > ${contentProgress.completionPercent}`;
  await db
    .insert(contentProgress)
    .values(progress)
    .onConflictDoUpdate({
      target: [contentProgress.studentId, contentProgress.contentId],
      set: {
        timeSpentSeconds: sql`${contentProgress.timeSpentSeconds} + excluded.time_spent_seconds`,
        completionPercent: sql`greatest(excluded.completion_percent, ${contentProgress.completionPercent})`,
        status: sql`case when ${further} then excluded.status else ${contentProgress.status} end`,
        updatedAt: sql`greatest(excluded.updated_at, ${contentProgress.updatedAt})`,
      },
    });
}

export async function forgetSyncIdsBefore(db: Executor, cutoff: Date): Promise<void> {
  await db.delete(syncedRecords).where(lt(syncedRecords.createdAt, cutoff));
}

/** Claims a device's id for a record; false when a record with that id was already taken. */
export async function claimSyncId(
  db: Executor,
  claim: { studentId: number; syncId: string; createdAt: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(syncedRecords)
    .values(claim)
    .onConflictDoNothing()
    .returning({ syncId: syncedRecords.syncId });
  return claimed.length > 0;
}

export async function upsertBookmark(
  db: Executor,
  bookmark: { studentId: number; contentId: number; position: number; timeSeconds: number; updatedAt: Date },
): Promise<void> {
  await db
    .insert(bookmarks)
    .values(bookmark)
    .onConflictDoUpdate({
      target: [bookmarks.studentId, bookmarks.contentId],
      set: { position: bookmark.position, timeSeconds: bookmark.timeSeconds, updatedAt: bookmark.updatedAt },
      // A position saved offline and sent late does not replace a newer one.
      setWhere: sql`excluded.updated_at >= ${bookmarks.updatedAt}`,
    });
}

/**
 * Every version of every question placed in an assessment, a draft's included. An edit of a served
 * question makes a new row that no assessment holds, and the version before a placed one was
 * probably written with the same key: practice shows the key, so the whole family stays out. Each
 * step follows a version pointer of a row found by its primary key, so a chain costs one lookup a link.
 */
const examQuestionIds = sql`(
  with recursive
    earlier(id) as (
      select question_id from assessment_questions
      union
      select q.previous_version_id from questions q join earlier e on q.id = e.id
      where q.previous_version_id is not null
    ),
    later(id) as (
      select question_id from assessment_questions
      union
      select q.replaced_by_id from questions q join later l on q.id = l.id
      where q.replaced_by_id is not null
    )
  select id from earlier union select id from later
)`;

/**
 * The practice pool of a subconcept: questions whose use includes practice and no version of which
 * is placed in an assessment (practice shows the key after answering, so it never shows an exam's
 * questions: a draft's are left out too, since it is about to be served and a student must not have
 * seen its key). A draw takes only current, active versions; marking also accepts a question drawn
 * just before it was edited or retired (`forMarking`), which leaks nothing new.
 */
export function findPracticePool(db: Executor, subconceptId: number, { forMarking = false } = {}) {
  return db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.subconceptId, subconceptId),
        inArray(questions.use, ['PRACTICE', 'BOTH']),
        forMarking ? undefined : isNull(questions.replacedById),
        forMarking ? undefined : isNull(questions.retiredAt),
        sql`${questions.id} not in ${examQuestionIds}`,
      ),
    )
    .orderBy(asc(questions.id));
}

/** The content hashes of these question images, by image id. */
export async function findImageHashes(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: questionImages.id, sha256: questionImages.sha256 })
    .from(questionImages)
    .where(inArray(questionImages.id, unique));
  return new Map(rows.map((row) => [row.id, row.sha256]));
}

export async function insertPracticeResult(
  db: Executor,
  result: typeof practiceResults.$inferInsert,
): Promise<void> {
  await db.insert(practiceResults).values(result);
}

/** A student's latest practice results for a subconcept, newest first. */
export function findPracticeResults(db: Executor, studentId: number, subconceptId: number, limit: number) {
  return db
    .select({
      id: practiceResults.id,
      percentage: practiceResults.percentage,
      passed: practiceResults.passed,
      correctAnswers: practiceResults.correctAnswers,
      totalQuestions: practiceResults.totalQuestions,
      createdAt: practiceResults.createdAt,
    })
    .from(practiceResults)
    .where(and(eq(practiceResults.studentId, studentId), eq(practiceResults.subconceptId, subconceptId)))
    .orderBy(desc(practiceResults.createdAt), desc(practiceResults.id))
    .limit(limit);
}
