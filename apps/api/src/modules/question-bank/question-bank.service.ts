import {
  type AuditAction,
  questionBankMessages as m,
  type QuestionInput,
  type QuestionListQuery,
} from '@pathshala/contracts';
import { type Executor, questionFingerprint } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { assertMayAddContent } from '../../lib/place-rule';
import type { Actor } from '../../plugins/auth';
import {
  assertMayDelete,
  assertMayDuplicate,
  assertMayEdit,
  assertMayRestore,
  assertMayRetire,
  editMode,
  switchDrafts,
} from './question-bank.policy';
import { type PageDetails, presentBankQuestions, presentPlaceTree } from './question-bank.presenter';
import * as repo from './question-bank.repository';

/**
 * The columns a written question sets: its place filled from the subconcept (which must be live,
 * with its parents), options in order with '' for the ones not written, and its fingerprint.
 */
async function questionColumns(db: Executor, input: QuestionInput) {
  const place = (await repo.findPlaces(db, [input.subconceptId])).get(input.subconceptId);
  if (!place?.live) throw badRequest(m.placeNotFound);
  const imageIds = [input.imageId, ...input.options.map((option) => option.imageId)].filter(
    (id): id is number => id !== null,
  );
  const found = await repo.findImageHashes(db, imageIds);
  if (imageIds.some((id) => !found.has(id))) throw badRequest(m.imageNotFound);
  const option = (index: number) => input.options[index] ?? { text: '', imageId: null };
  const texts = {
    subconceptId: place.subconceptId,
    text: input.text,
    option1: option(0).text,
    option2: option(1).text,
    option3: option(2).text,
    option4: option(3).text,
    correctOption: input.correctOption,
  };
  return {
    ...texts,
    curriculumId: place.curriculumId,
    courseId: place.courseId,
    conceptId: place.conceptId,
    marks: input.marks,
    explanation: input.explanation,
    use: input.use,
    difficulty: input.difficulty,
    imageId: input.imageId,
    option1ImageId: option(0).imageId,
    option2ImageId: option(1).imageId,
    option3ImageId: option(2).imageId,
    option4ImageId: option(3).imageId,
    fingerprint: questionFingerprint(texts),
  };
}

/** The columns that make a copy of a row (a duplicate or the next version). */
function copyOf(row: repo.QuestionRow): repo.NewQuestionRow {
  const {
    id: _id,
    replacedById: _replaced,
    previousVersionId: _previous,
    retiredAt: _retired,
    ...copy
  } = row;
  return copy;
}

/** Who acts on which question of the bank. */
interface OneQuestion {
  actor: Actor;
  questionId: number;
}

export function createQuestionBankService(ctx: AppContext) {
  const { db, clock } = ctx;

  function audit(tx: Executor, actor: Actor, action: AuditAction, id: number, details = {}) {
    return recordAudit(
      tx,
      { actorId: actor.id, action, entityType: 'question', entityId: id, details },
      clock.now(),
    );
  }

  /** Everything the presenter needs for these rows, one query per kind for the whole page. */
  async function detailsOf(rows: repo.QuestionRow[]): Promise<PageDetails> {
    const [places, authors, images, usage] = await Promise.all([
      repo.findPlaces(
        db,
        rows.map((row) => row.subconceptId),
      ),
      repo.findAuthorNames(
        db,
        rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])),
      ),
      repo.findImageHashes(
        db,
        rows.flatMap((row) => repo.imageIdsOf(row).filter((id): id is number => id !== null)),
      ),
      repo.findUsage(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return { places, authors, images, usage };
  }

  async function present(actor: Actor, row: repo.QuestionRow) {
    const [question] = presentBankQuestions(actor, [row], await detailsOf([row]));
    return question!;
  }

  /** The question, locked for this transaction; 404 when there is none. */
  async function lockQuestion(tx: Executor, id: number) {
    const row = await repo.findQuestion(tx, id, true);
    if (!row) throw notFound(m.questionNotFound(id));
    return row;
  }

  async function usageOf(tx: Executor, id: number) {
    return (await repo.findUsage(tx, [id])).get(id) ?? { used: false, placed: false };
  }

  return {
    async places() {
      const [rows, counts] = await Promise.all([
        repo.findLiveSubconcepts(db),
        repo.countActiveBySubconcept(db),
      ]);
      return presentPlaceTree(rows, counts);
    },

    async authors() {
      const rows = await repo.findAuthors(db);
      return rows.map((row) => ({ id: row.id, name: row.name }));
    },

    async list({ actor, query }: { actor: Actor; query: QuestionListQuery }) {
      const { page, pageSize, _t, ...filters } = query;
      const { rows, total } = await repo.findQuestionPage(
        db,
        repo.questionFilterConditions(filters, actor.id),
        {
          offset: (page - 1) * pageSize,
          limit: pageSize,
        },
      );
      return { questions: presentBankQuestions(actor, rows, await detailsOf(rows)), total, page, pageSize };
    },

    async get({ actor, questionId }: OneQuestion) {
      const row = await repo.findQuestion(db, questionId);
      if (!row) throw notFound(m.questionNotFound(questionId));
      const versions = await repo.findEarlierVersions(db, questionId);
      return {
        question: await present(actor, row),
        versions: versions.map((v) => ({
          id: v.id,
          version: v.version,
          updatedAt: v.updatedAt.toISOString(),
        })),
      };
    },

    async create({ actor, input }: { actor: Actor; input: QuestionInput }) {
      const row = await db.transaction(async (tx) => {
        const columns = await questionColumns(tx, input);
        await assertMayAddContent(tx, actor, [columns.curriculumId]);
        const now = clock.now();
        const created = await repo.insertQuestion(tx, {
          ...columns,
          authorId: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        await audit(tx, actor, 'question.create', created.id, { subconceptId: created.subconceptId });
        return created;
      });
      return present(actor, row);
    },

    /**
     * Changes a question: in place while unused; once used, as the next version (same author; the
     * editor is in the audit), the old row pointing at it, and drafts holding the old row moved to it
     * when their totals still add up. Served papers, results and practice history keep the old row.
     */
    async update({ actor, questionId, input }: OneQuestion & { input: QuestionInput }) {
      const { row, newVersion } = await db.transaction(async (tx) => {
        const current = await lockQuestion(tx, questionId);
        assertMayEdit(actor, current);
        await repo.lockAssessmentsHolding(tx, questionId);
        const columns = await questionColumns(tx, input);
        // Both places: where it is (her key reaches those students) and where it goes.
        await assertMayAddContent(tx, actor, [current.curriculumId, columns.curriculumId]);
        // Saving without a change writes nothing: no version, no audit line.
        const stored = current as Record<string, unknown>;
        if (Object.entries(columns).every(([key, value]) => stored[key] === value)) {
          return { row: current, newVersion: false };
        }
        const now = clock.now();
        const change = {
          marksChanged: columns.marks !== current.marks,
          courseChanged: columns.courseId !== current.courseId,
        };
        if (editMode(await usageOf(tx, questionId), change) === 'IN_PLACE') {
          const updated = await repo.updateQuestion(tx, questionId, { ...columns, updatedAt: now });
          await audit(tx, actor, 'question.update', questionId, { subconceptId: updated.subconceptId });
          return { row: updated, newVersion: false };
        }
        const next = await repo.insertQuestion(tx, {
          ...copyOf(current),
          ...columns,
          version: current.version + 1,
          previousVersionId: current.id,
          updatedAt: now,
        });
        await repo.updateQuestion(tx, questionId, { replacedById: next.id });
        const switched = switchDrafts(change)
          ? await repo.switchUnservedAssessments(tx, questionId, next.id)
          : [];
        await audit(tx, actor, 'question.version', next.id, {
          previousId: questionId,
          version: next.version,
          assessmentsSwitched: switched,
        });
        return { row: next, newVersion: true };
      });
      return { question: await present(actor, row), newVersion };
    },

    /** A new question of the caller's own, copied from a current one (retired ones too, as active). */
    async duplicate({ actor, questionId }: OneQuestion) {
      const row = await db.transaction(async (tx) => {
        const source = await repo.findQuestion(tx, questionId);
        if (!source) throw notFound(m.questionNotFound(questionId));
        assertMayDuplicate(source);
        const place = (await repo.findPlaces(tx, [source.subconceptId])).get(source.subconceptId);
        if (!place?.live) throw badRequest(m.placeNotFound);
        await assertMayAddContent(tx, actor, [place.curriculumId]);
        const now = clock.now();
        const copy = await repo.insertQuestion(tx, {
          ...copyOf(source),
          authorId: actor.id,
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
        await audit(tx, actor, 'question.duplicate', copy.id, { sourceId: questionId });
        return copy;
      });
      return present(actor, row);
    },

    async retire({ actor, questionId }: OneQuestion) {
      const row = await db.transaction(async (tx) => {
        assertMayRetire(actor, await lockQuestion(tx, questionId));
        const now = clock.now();
        const retired = await repo.updateQuestion(tx, questionId, { retiredAt: now, updatedAt: now });
        await audit(tx, actor, 'question.retire', questionId);
        return retired;
      });
      return present(actor, row);
    },

    async restore({ actor, questionId }: OneQuestion) {
      const row = await db.transaction(async (tx) => {
        const current = await lockQuestion(tx, questionId);
        assertMayRestore(actor, current);
        // Back into practice: only where she may add questions now (the place rule, as on create).
        await assertMayAddContent(tx, actor, [current.curriculumId]);
        const restored = await repo.updateQuestion(tx, questionId, {
          retiredAt: null,
          updatedAt: clock.now(),
        });
        await audit(tx, actor, 'question.restore', questionId);
        return restored;
      });
      return present(actor, row);
    },

    /** Only a question never used nor placed in an assessment is deleted; others are retired. */
    async remove({ actor, questionId }: OneQuestion) {
      await db.transaction(async (tx) => {
        const row = await lockQuestion(tx, questionId);
        assertMayDelete(actor, row, await usageOf(tx, questionId));
        await repo.deleteQuestion(tx, questionId);
        await audit(tx, actor, 'question.delete', questionId, {
          subconceptId: row.subconceptId,
          text: row.text.slice(0, 200),
        });
      });
    },
  };
}

export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
