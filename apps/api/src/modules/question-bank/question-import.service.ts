import {
  type ImportReport,
  type ImportStatus,
  questionBankMessages as m,
  type QuestionImportFields,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { assertMayAddContent, curriculaMayAddTo } from '../../lib/place-rule';
import type { Actor } from '../../plugins/auth';
import { categoryKey } from './formats/category-places';
import { importMessages } from './formats/import-messages';
import {
  type BankCopy,
  type BankPlace,
  contentFingerprint,
  type ImportPlan,
  type PlannedQuestion,
  planImport,
} from './formats/import-plan';
import { placePath } from './formats/place-path';
import { detectFormat, type QuestionFile, readQuestionFile } from './formats/read-file';
import { findLiveSubconcepts, findPlaces, insertImage } from './question-bank.repository';
import {
  failAbandonedImports,
  findCategoryPlaces,
  findExistingFingerprints,
  findImportRow,
  findLiveQuestionsByText,
  type ImportRow,
  insertImportRow,
  insertQuestionRows,
  lockImports,
  markImportAlive,
  type NewQuestionRow,
  saveCategoryPlaces,
  updateImportRow,
} from './question-import.repository';

/**
 * Questions written per transaction: big enough to be quick, small enough to keep others' turns
 * short. PGlite runs each statement on this thread (250 rows hold it for up to ~0.4 s on a busy
 * machine), so its chunks are smaller; a PostgreSQL server works while this thread serves others.
 */
const CHUNK = { pglite: 50, postgres: 250 } as const;

/** A running import's sign of life is renewed this often ... */
export const IMPORT_ALIVE_EVERY_SECONDS = 20;
/** ... and one silent this long is taken for abandoned (its server stopped or died). */
export const IMPORT_ABANDONED_AFTER_SECONDS = 90;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An import's status as the API answers it. */
export function presentImport(row: ImportRow): ImportStatus {
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    totalItems: row.totalItems,
    doneItems: row.doneItems,
    createdCount: row.createdCount,
    existingCount: row.existingCount,
    failedCount: row.failedCount,
    skippedCount: row.skippedCount,
    report: storedReport(row.report as ImportReport | null),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A stored report as the API answers it: reports kept before categories and copies were told gain their empty parts. */
function storedReport(report: ImportReport | null): ImportReport | null {
  if (!report) return null;
  return {
    ...report,
    elsewhereCount: report.elsewhereCount ?? 0,
    categories: report.categories ?? [],
    preview: report.preview.map((item) => ({ ...item, alreadyAt: item.alreadyAt ?? null })),
  };
}

/** A report that says only why a whole file (or a whole import) did not go through. */
function fileProblemReport(format: string, reason: string): ImportReport {
  return {
    format: format as ImportReport['format'],
    totalItems: 0,
    newCount: 0,
    existingCount: 0,
    failedCount: 0,
    skippedCount: 0,
    elsewhereCount: 0,
    categories: [],
    problems: [{ item: 0, name: null, reason }],
    skipped: [],
    preview: [],
    failedItems: [],
  };
}

async function livePlaces(db: Executor): Promise<BankPlace[]> {
  return (await findLiveSubconcepts(db)).map(({ live: _, ...place }) => place);
}

/** The teacher's confirmed category places, by category key. */
function confirmedPlaces(fields: QuestionImportFields): Map<string, number | null> {
  return new Map(Object.entries(fields.categoryPlaces ?? {}).map(([label, id]) => [categoryKey(label), id]));
}

/** 400 unless the place chosen for the file and every confirmed category place is live. */
function assertPlacesLive(fields: QuestionImportFields, places: BankPlace[]) {
  const live = new Set(places.map((place) => place.subconceptId));
  const named = [fields.subconceptId, ...confirmedPlaces(fields).values()];
  if (named.some((id) => typeof id === 'number' && !live.has(id))) throw badRequest(m.placeNotFound);
}

/** The bank's live copies of these questions, by content fingerprint, with where they are. */
async function findCopies(db: Executor, planned: PlannedQuestion[]): Promise<Map<string, BankCopy[]>> {
  const copies = new Map<string, BankCopy[]>();
  if (planned.length === 0) return copies;
  for (const row of await findLiveQuestionsByText(
    db,
    planned.map((question) => question.input.text),
  )) {
    const key = contentFingerprint({
      text: row.text,
      options: [row.option1, row.option2, row.option3, row.option4].map((text) => ({ text })),
      correctOption: row.correctOption,
    });
    const list = copies.get(key) ?? [];
    list.push({
      subconceptId: row.subconceptId,
      placePath: placePath({
        curriculum: row.curriculumName,
        course: row.courseName,
        concept: row.conceptName,
        subconcept: row.subconceptName,
      }),
    });
    copies.set(key, list);
  }
  return copies;
}

function questionRow(
  planned: PlannedQuestion,
  authorId: number,
  imageId: number | null,
  at: Date,
): NewQuestionRow {
  const { input, place } = planned;
  const [option1 = '', option2 = '', option3 = '', option4 = ''] = input.options.map((option) => option.text);
  return {
    curriculumId: place.curriculumId,
    courseId: place.courseId,
    conceptId: place.conceptId,
    subconceptId: place.subconceptId,
    text: input.text,
    option1,
    option2,
    option3,
    option4,
    correctOption: input.correctOption,
    marks: input.marks,
    explanation: input.explanation,
    use: input.use,
    difficulty: input.difficulty,
    imageId,
    authorId,
    version: 1,
    fingerprint: planned.fingerprint,
    createdAt: at,
    updatedAt: at,
  };
}

/** Who imports which file, with the form's fields (format, places). */
interface ImportOf {
  actor: Actor;
  file: QuestionFile;
  fields: QuestionImportFields;
}

/**
 * Question files into the bank: the dry run (reads and checks, writes nothing) and the import
 * (answers at once; reads, checks and writes in the background, a chunk per transaction, with its
 * progress in question_imports). One import runs per person at a time.
 */
export function createQuestionImportService(ctx: AppContext) {
  const { db, clock } = ctx;
  /** Imports running in this process, by owner (across servers, question_imports allows one RUNNING per owner). */
  const running = new Map<number, Promise<void>>();

  async function plan(actor: Actor, file: QuestionFile, fields: QuestionImportFields): Promise<ImportPlan> {
    const places = await livePlaces(db);
    assertPlacesLive(fields, places);
    const [mayAddTo, remembered] = await Promise.all([
      curriculaMayAddTo(db, actor),
      findCategoryPlaces(db, actor.id),
    ]);
    const { format, entries } = await readQuestionFile(file, { owner: actor.id, format: fields.format });
    return planImport(format, entries, {
      fields,
      places,
      categories: {
        // A proposal never names a place the importer may not add to: she would only be refused.
        proposable: mayAddTo === 'all' ? places : places.filter((place) => mayAddTo.has(place.curriculumId)),
        confirmed: confirmedPlaces(fields),
        remembered,
      },
      existing: (fingerprints) => findExistingFingerprints(db, fingerprints),
      copies: (questions) => findCopies(db, questions),
    });
  }

  /**
   * The place rule (lib/place-rule.ts): the places the teacher chose (for the file, for each
   * category), before anything is read, and then every place its new questions go to. Either way a
   * foreign curriculum refuses the whole file.
   */
  async function assertChosenPlaces(actor: Actor, fields: QuestionImportFields) {
    const ids = [fields.subconceptId, ...confirmedPlaces(fields).values()].filter(
      (id): id is number => typeof id === 'number',
    );
    if (ids.length === 0) return;
    const found = await findPlaces(db, ids);
    await assertMayAddContent(
      db,
      actor,
      [...found.values()].map((place) => place.curriculumId),
    );
  }
  const assertPlannedPlaces = (actor: Actor, planned: ImportPlan) =>
    assertMayAddContent(
      db,
      actor,
      planned.questions.map((question) => question.place.curriculumId),
    );

  /**
   * Writes one chunk: images first (stored once per sha256), then the questions, in one transaction
   * under the import lock, skipping any fingerprint that reached the bank since the plan was made.
   * Answers how many were created and how many turned out to be there already.
   */
  async function writeChunk(actor: Actor, chunk: PlannedQuestion[]) {
    return db.transaction(async (tx) => {
      await lockImports(tx);
      const present = await findExistingFingerprints(
        tx,
        chunk.map((planned) => planned.fingerprint),
      );
      const at = clock.now();
      const rows: NewQuestionRow[] = [];
      const imageIds = new Map<string, number>();
      for (const planned of chunk) {
        if (present.has(planned.fingerprint)) continue;
        let imageId: number | null = null;
        if (planned.image) {
          imageId = imageIds.get(planned.image.sha256) ?? null;
          if (imageId === null) {
            imageId = (await insertImage(tx, { ...planned.image, createdBy: actor.id, createdAt: at })).id;
            imageIds.set(planned.image.sha256, imageId);
          }
        }
        rows.push(questionRow(planned, actor.id, imageId, at));
      }
      const created = await insertQuestionRows(tx, rows);
      return { created, existing: chunk.length - rows.length };
    });
  }

  /** The background half of an import; every outcome ends in the row (DONE or FAILED) and the audit log. */
  async function run(actor: Actor, importId: number, file: QuestionFile, fields: QuestionImportFields) {
    const format = detectFormat(file.fileName, file.bytes, fields.format);
    let planned: ImportPlan;
    try {
      planned = await plan(actor, file, fields);
      await assertPlannedPlaces(actor, planned);
    } catch (error) {
      // A file-level refusal (unreadable, wrong columns, too many questions) is the report's one problem.
      const reason = error instanceof AppError ? error.message : importMessages.importFailed;
      await updateImportRow(db, importId, {
        status: 'FAILED',
        report: fileProblemReport(format, reason),
        finishedAt: clock.now(),
      });
      return;
    }
    const { report, questions } = planned;
    const counts = {
      totalItems: report.totalItems,
      createdCount: 0,
      existingCount: report.existingCount,
      failedCount: report.failedCount,
      skippedCount: report.skippedCount,
    };
    const settled = () =>
      counts.createdCount + counts.existingCount + counts.failedCount + counts.skippedCount;
    await updateImportRow(db, importId, { ...counts, doneItems: settled() });

    const unsaved: number[] = [];
    const size = CHUNK[ctx.driver];
    for (let start = 0; start < questions.length; start += size) {
      const chunk = questions.slice(start, start + size);
      try {
        const written = await writeChunk(actor, chunk);
        counts.createdCount += written.created;
        counts.existingCount += written.existing;
      } catch {
        // One bad item must not cost its neighbours: the chunk is written again one question at a
        // time, each with its image all or nothing, and only the ones that still fail are reported.
        for (const single of chunk) {
          try {
            const written = await writeChunk(actor, [single]);
            counts.createdCount += written.created;
            counts.existingCount += written.existing;
          } catch {
            counts.failedCount += 1;
            unsaved.push(single.item);
          }
        }
      }
      await updateImportRow(db, importId, { ...counts, doneItems: settled() });
      await nextTurn();
    }

    const finalReport: ImportReport = {
      ...report,
      newCount: counts.createdCount,
      existingCount: counts.existingCount,
      failedCount: counts.failedCount,
      problems: [
        ...report.problems,
        ...unsaved.map((item) => ({ item, name: null, reason: importMessages.notSaved })),
      ],
      preview: report.preview.map((item) =>
        unsaved.includes(item.item) ? { ...item, outcome: 'FAILED' as const } : item,
      ),
    };
    const finishedAt = clock.now();
    await db.transaction(async (tx) => {
      await updateImportRow(tx, importId, {
        ...counts,
        doneItems: settled(),
        status: 'DONE',
        report: finalReport,
        finishedAt,
      });
      await rememberCategoryPlaces(tx, actor, fields, report, finishedAt);
      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action: 'question.import',
          entityType: 'question_import',
          entityId: importId,
          details: {
            fileName: file.fileName,
            format: report.format,
            created: counts.createdCount,
            existing: counts.existingCount,
            failed: counts.failedCount,
            skipped: counts.skippedCount,
          },
        },
        finishedAt,
      );
    });
  }

  return {
    /** The dry run: what an import of this file would do. Nothing is written. */
    async check({ actor, file, fields }: ImportOf): Promise<ImportReport> {
      await assertChosenPlaces(actor, fields);
      const planned = await plan(actor, file, fields);
      await assertPlannedPlaces(actor, planned);
      return planned.report;
    },

    /** Starts an import and answers its status at once (RUNNING); the work goes on in the background. */
    async start({ actor, file: upload, fields }: ImportOf): Promise<ImportStatus> {
      if (running.has(actor.id)) throw conflict(m.importBusy);
      // The name is stored and audited: without the control characters a database refuses (NUL).
      const file = { ...upload, fileName: storableFileName(upload.fileName) };
      // Taken before the first await, so two calls at once cannot both start.
      let release!: () => void;
      running.set(actor.id, new Promise<void>((resolve) => (release = resolve)));
      try {
        // What can be told at once is told at once: an empty file, a format that cannot be known.
        if (file.bytes.length === 0) throw badRequest(importMessages.fileEmpty);
        const format = detectFormat(file.fileName, file.bytes, fields.format);
        assertPlacesLive(fields, await livePlaces(db));
        await assertChosenPlaces(actor, fields);
        const row = await insertImportRow(db, {
          ownerId: actor.id,
          format,
          fileName: file.fileName,
          createdAt: clock.now(),
        }).catch((error: unknown) => {
          // Her import running on another server holds the one RUNNING row a person may have.
          throw isUniqueViolation(error) ? conflict(m.importBusy) : error;
        });
        // Renewed while it runs, so another server can tell a running import from an abandoned one.
        const alive = setInterval(
          () => void markImportAlive(db, row.id).catch(() => {}),
          IMPORT_ALIVE_EVERY_SECONDS * 1000,
        );
        alive.unref();
        const work = run(actor, row.id, file, fields).catch(async () => {
          await updateImportRow(db, row.id, {
            status: 'FAILED',
            report: fileProblemReport(format, importMessages.importFailed),
            finishedAt: clock.now(),
          }).catch(() => {});
        });
        running.set(actor.id, work);
        void work.finally(() => {
          clearInterval(alive);
          running.delete(actor.id);
          release();
        });
        return presentImport(row);
      } catch (error) {
        running.delete(actor.id);
        release();
        throw error;
      }
    },

    /** An import's progress and report: its owner's only (anyone else is told it does not exist). */
    async get({ actor, importId }: { actor: Actor; importId: number }): Promise<ImportStatus> {
      const row = await findImportRow(db, importId);
      if (!row || row.ownerId !== actor.id) throw notFound(m.importNotFound(importId));
      return presentImport(row);
    },

    /**
     * Imports a stopped server left RUNNING (no sign of life for a while) are marked FAILED, so
     * their owners may import again (a timed job, on any server).
     */
    async failAbandoned(): Promise<void> {
      await failAbandonedImports(db, clock.now(), IMPORT_ABANDONED_AFTER_SECONDS);
    },

    /** Waits for the imports running now (the app waits before it closes its database). */
    async settle(): Promise<void> {
      await Promise.allSettled([...running.values()]);
    },
  };
}

/**
 * The next import from the same Moodle course starts from where this one put each category: the
 * places the teacher confirmed, found by names or kept from before. A category sent back to the
 * file's place is forgotten.
 */
function rememberCategoryPlaces(
  tx: Executor,
  actor: Actor,
  fields: QuestionImportFields,
  report: ImportReport,
  at: Date,
) {
  const keep = report.categories.flatMap(({ category, subconceptId, source }) =>
    subconceptId !== null && source !== 'FILE_PLACE' && source !== 'NONE'
      ? [{ category: categoryKey(category), subconceptId }]
      : [],
  );
  const forget = [...confirmedPlaces(fields)].flatMap(([key, id]) => (id === null ? [key] : []));
  return saveCategoryPlaces(tx, actor.id, { keep, forget }, at);
}

/** A file name as a person reads it: no control characters (a NUL is refused by PostgreSQL), at most 255 characters. */
function storableFileName(name: string): string {
  const printable = [...name].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && !(code >= 0x7f && code <= 0x9f);
  });
  return printable.slice(0, 255).join('') || 'questions';
}
