import {
  concepts,
  courses,
  curricula,
  type Executor,
  questionCategoryPlaces,
  questionImages,
  questionImports,
  questions,
  subconcepts,
  users,
} from '@pathshala/db';
import { and, asc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';

export type ImportRow = typeof questionImports.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

/** Fingerprints looked up per statement: well under PostgreSQL's bind-parameter limit. */
const LOOKUP_CHUNK = 1_000;

/** Which of these fingerprints a current version in the bank already has (retired ones count). */
export async function findExistingFingerprints(db: Executor, fingerprints: string[]): Promise<Set<string>> {
  const unique = [...new Set(fingerprints)];
  const found = new Set<string>();
  for (let start = 0; start < unique.length; start += LOOKUP_CHUNK) {
    const rows = await db
      .select({ fingerprint: questions.fingerprint })
      .from(questions)
      .where(
        and(
          isNull(questions.replacedById),
          inArray(questions.fingerprint, unique.slice(start, start + LOOKUP_CHUNK)),
        ),
      );
    for (const row of rows) if (row.fingerprint) found.add(row.fingerprint);
  }
  return found;
}

/**
 * Holds the bank's import lock for the rest of the transaction: two imports of the same file (two
 * people, or two tabs) then check "already in the bank" one after the other, never both missing it.
 */
export async function lockImports(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUESTION_IMPORT_LOCK})`);
}
/** An arbitrary constant naming the lock (ASCII "QIMP"). */
const QUESTION_IMPORT_LOCK = 0x51494d50;

export async function insertQuestionRows(tx: Executor, rows: NewQuestionRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(questions).values(rows).returning({ id: questions.id });
  return inserted.length;
}

export async function insertImportRow(
  db: Executor,
  values: { ownerId: number; format: string; fileName: string; createdAt: Date },
): Promise<ImportRow> {
  const [row] = await db
    .insert(questionImports)
    .values({ ...values, status: 'RUNNING' })
    .returning();
  return row!;
}

export async function updateImportRow(
  db: Executor,
  id: number,
  values: Partial<Omit<ImportRow, 'id' | 'ownerId' | 'createdAt'>>,
): Promise<void> {
  await db.update(questionImports).set(values).where(eq(questionImports.id, id));
}

export async function findImportRow(db: Executor, id: number): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(questionImports).where(eq(questionImports.id, id));
  return row;
}

/** Imports left RUNNING by a process that stopped: their work ended with it. */
/** Renews a running import's sign of life (its server is still working on it). */
export async function markImportAlive(db: Executor, id: number): Promise<void> {
  await db
    .update(questionImports)
    .set({ aliveAt: sql`now()` })
    .where(and(eq(questionImports.id, id), eq(questionImports.status, 'RUNNING')));
}

/** Marks FAILED the running imports not renewed for `silentSeconds` (their server stopped). */
export async function failAbandonedImports(db: Executor, at: Date, silentSeconds: number): Promise<void> {
  await db
    .update(questionImports)
    .set({ status: 'FAILED', finishedAt: at })
    .where(
      and(
        eq(questionImports.status, 'RUNNING'),
        lt(questionImports.aliveAt, sql`now() - ${`${silentSeconds} seconds`}::interval`),
      ),
    );
}

/** A question text as the fingerprint reads it (white space runs as one space, ends trimmed), in SQL. */
const normalisedText = sql<string>`btrim(regexp_replace(${questions.text}, '[[:space:]]+', ' ', 'g'))`;

/**
 * The live questions (current, not retired) whose text is one of these, with their place's names:
 * the candidates for "already in the bank at another place". Texts are compared as the fingerprint
 * reads them; the caller compares options and key.
 */
export async function findLiveQuestionsByText(db: Executor, texts: string[]) {
  const unique = [...new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()))];
  const found = [];
  for (let start = 0; start < unique.length; start += LOOKUP_CHUNK) {
    const rows = await db
      .select({
        subconceptId: questions.subconceptId,
        text: questions.text,
        option1: questions.option1,
        option2: questions.option2,
        option3: questions.option3,
        option4: questions.option4,
        correctOption: questions.correctOption,
        curriculumName: curricula.name,
        courseName: courses.name,
        conceptName: concepts.name,
        subconceptName: subconcepts.name,
      })
      .from(questions)
      .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
      .innerJoin(concepts, eq(concepts.id, questions.conceptId))
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .innerJoin(curricula, eq(curricula.id, questions.curriculumId))
      .where(
        and(
          isNull(questions.replacedById),
          isNull(questions.retiredAt),
          inArray(normalisedText, unique.slice(start, start + LOOKUP_CHUNK)),
        ),
      );
    found.push(...rows);
  }
  return found;
}

/** Where this person's last imports put each category (by key). */
export async function findCategoryPlaces(db: Executor, ownerId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: questionCategoryPlaces.category, subconceptId: questionCategoryPlaces.subconceptId })
    .from(questionCategoryPlaces)
    .where(eq(questionCategoryPlaces.ownerId, ownerId));
  return new Map(rows.map((row) => [row.category, row.subconceptId]));
}

/** Keeps where an import put each category, and forgets the ones sent back to the file's place. */
export async function saveCategoryPlaces(
  tx: Executor,
  ownerId: number,
  change: { keep: Array<{ category: string; subconceptId: number }>; forget: string[] },
  at: Date,
): Promise<void> {
  if (change.forget.length > 0) {
    await tx
      .delete(questionCategoryPlaces)
      .where(
        and(
          eq(questionCategoryPlaces.ownerId, ownerId),
          inArray(questionCategoryPlaces.category, change.forget),
        ),
      );
  }
  if (change.keep.length === 0) return;
  await tx
    .insert(questionCategoryPlaces)
    .values(change.keep.map((place) => ({ ownerId, ...place, updatedAt: at })))
    .onConflictDoUpdate({
      target: [questionCategoryPlaces.ownerId, questionCategoryPlaces.category],
      set: { subconceptId: sql`excluded.subconcept_id`, updatedAt: at },
    });
}

// --- Export: the filtered bank with names, authors and images ---

const exportColumns = {
  id: questions.id,
  version: questions.version,
  text: questions.text,
  option1: questions.option1,
  option2: questions.option2,
  option3: questions.option3,
  option4: questions.option4,
  correctOption: questions.correctOption,
  marks: questions.marks,
  explanation: questions.explanation,
  use: questions.use,
  difficulty: questions.difficulty,
  imageId: questions.imageId,
  option1ImageId: questions.option1ImageId,
  option2ImageId: questions.option2ImageId,
  option3ImageId: questions.option3ImageId,
  option4ImageId: questions.option4ImageId,
  retiredAt: questions.retiredAt,
  curriculumName: curricula.name,
  courseName: courses.name,
  conceptName: concepts.name,
  subconceptName: subconcepts.name,
  authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** The questions an export holds, grouped by place (study order), oldest first within a place. */
export function findExportRows(db: Executor, where: SQL | undefined) {
  return db
    .select(exportColumns)
    .from(questions)
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .innerJoin(curricula, eq(curricula.id, questions.curriculumId))
    .leftJoin(users, eq(users.id, questions.authorId))
    .where(where)
    .orderBy(
      asc(curricula.name),
      asc(courses.position),
      asc(courses.id),
      asc(concepts.position),
      asc(concepts.id),
      asc(subconcepts.position),
      asc(subconcepts.id),
      asc(questions.id),
    );
}
export type ExportRow = Awaited<ReturnType<typeof findExportRows>>[number];

export interface StoredImage {
  id: number;
  sha256: string;
  mimeType: string;
  bytes: Buffer;
}

export async function findImages(db: Executor, ids: number[]): Promise<Map<number, StoredImage>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, StoredImage>();
  for (let start = 0; start < unique.length; start += LOOKUP_CHUNK) {
    const rows = await db
      .select({
        id: questionImages.id,
        sha256: questionImages.sha256,
        mimeType: questionImages.mimeType,
        bytes: questionImages.bytes,
      })
      .from(questionImages)
      .where(inArray(questionImages.id, unique.slice(start, start + LOOKUP_CHUNK)));
    // PGlite answers a bytea as a Uint8Array: the writers need a Buffer (base64 for Moodle XML).
    for (const row of rows) found.set(row.id, { ...row, bytes: Buffer.from(row.bytes) });
  }
  return found;
}
