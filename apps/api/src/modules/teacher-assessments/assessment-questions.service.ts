import {
  type AddQuestionBody,
  assessmentQuestionMessages,
  COURSE_QUESTIONS_LIMIT,
  type CourseFill,
  type CourseFillProblem,
  type CourseQuestionFilters,
  courseFillProblem,
  messages,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import {
  presentAssessmentQuestion,
  presentPlacedQuestion,
  presentTeacherBankQuestion,
} from './assessment-questions.presenter';
import * as questionsRepo from './assessment-questions.repository';
import { findCourse } from './authoring.repository';
import { loadForChange, loadForTeacher } from './load-assessment';
import { composition, refreshFinalized } from './paper-composition';
import type * as poolsRepo from './pools.repository';
import type * as repo from './teacher-assessments.repository';

const m = messages.teacher;
const aq = assessmentQuestionMessages;

/** Whether the place a client sent with a question (any of section 3's ids it gave) is the bank's. */
function isQuestionPlace(
  sent: Pick<z.output<typeof AddQuestionBody>, 'CU_id' | 'CO_id' | 'CN_id' | 'SC_id'>,
  question: { curriculumId: number; courseId: number; conceptId: number; subconceptId: number },
): boolean {
  const pairs: Array<[number | undefined, number]> = [
    [sent.CU_id, question.curriculumId],
    [sent.CO_id, question.courseId],
    [sent.CN_id, question.conceptId],
    [sent.SC_id, question.subconceptId],
  ];
  return pairs.every(([given, stored]) => given === undefined || given === stored);
}

/**
 * The bank question an assessment may take, or a 400 saying why not: only current versions that are
 * not retired, meant for assessments, in a live concept and subconcept (what step 3 lists).
 */
export async function loadChoosableQuestion(db: Executor, questionId: number) {
  const found = await questionsRepo.findQuestionForChoice(db, questionId);
  if (!found) throw badRequest(m.questionNotFound);
  const { question } = found;
  if (question.replacedById !== null) throw badRequest(aq.olderVersion);
  if (question.retiredAt !== null) throw badRequest(aq.retired);
  if (question.use === 'PRACTICE') throw badRequest(aq.practiceOnly);
  if (found.placeRetired) throw badRequest(aq.placeRetired);
  return question;
}

type Placed = Awaited<ReturnType<typeof repo.listPlacedQuestions>>;
type Allocations = Awaited<ReturnType<typeof repo.listAllocations>>;

/**
 * One course's fill: its allocation, what is chosen for it (leaving out `exceptQuestionId`) and pooled
 * from it (pools count like chosen questions), the marks on offer.
 */
export async function courseFillOf(
  db: Executor,
  allocation: Allocations[number]['allocation'],
  placed: Placed,
  pools: poolsRepo.ListedPool[],
  exceptQuestionId?: number,
): Promise<CourseFill> {
  const filled = composition(
    placed.filter((row) => row.question.id !== exceptQuestionId),
    pools,
    allocation.courseId,
  );
  const marksOnOffer = await questionsRepo.listOfferableMarks(db, allocation.courseId);
  return {
    questionCount: allocation.questionCount,
    totalMarks: allocation.totalMarks,
    chosenCount: filled.count,
    chosenMarks: filled.marks,
    smallestMarks: marksOnOffer[0] ?? 0,
    largestMarks: marksOnOffer.at(-1) ?? 0,
  };
}

export function fillProblemMessage(
  problem: CourseFillProblem,
  courseName: string,
  fill: Pick<CourseFill, 'questionCount' | 'totalMarks'>,
): string {
  switch (problem) {
    case 'quotaReached':
      return m.courseQuotaReached(courseName, fill.questionCount);
    case 'marksExceeded':
      return m.courseMarksExceeded(courseName, fill.totalMarks);
    case 'marksShort':
      return aq.marksShort(courseName, fill.totalMarks);
    case 'marksMismatch':
      return m.courseMarksMismatch(courseName, fill.totalMarks);
  }
}

/**
 * Wizard step 3 and 'Assessment Question Management': the bank questions a course offers, placing
 * them, and, while the assessment is unserved, replacing, reordering and removing them. A served
 * assessment is frozen (409), so the exam papers attempts load never change under a student.
 */
export function createAssessmentQuestionService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function presentPlaced(executor: Executor, assessmentId: number) {
    const rows = await questionsRepo.listPlacedWithPlaces(executor, assessmentId);
    const images = await questionsRepo.imageUrlsOf(
      executor,
      rows.map((row) => row.question),
    );
    return rows.map((row) => presentPlacedQuestion(assessmentId, row, images));
  }

  function findPlaced(placed: Placed, questionId: number) {
    const row = placed.find((p) => p.question.id === questionId);
    if (!row) throw notFound(aq.notInAssessment(questionId));
    return row;
  }

  async function recordChange(
    tx: Executor,
    actor: Actor,
    assessmentId: number,
    details: Record<string, unknown>,
  ) {
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'assessment.questions_change',
        entityType: 'assessment',
        entityId: assessmentId,
        details,
      },
      clock.now(),
    );
  }

  return {
    /** A course's offerable questions, filtered, with the filters' choices (staff only: keys included). */
    async courseQuestions({ courseId, filters }: { courseId: number; filters: CourseQuestionFilters }) {
      const course = await findCourse(db, courseId);
      if (!course) throw notFound('Course not found');
      const filter = { courseId, ...filters };
      const [rows, total, places, marks] = await Promise.all([
        questionsRepo.listOfferableQuestions(db, filter, COURSE_QUESTIONS_LIMIT),
        questionsRepo.countOfferableQuestions(db, filter),
        questionsRepo.listOfferablePlaces(db, courseId),
        questionsRepo.listOfferableMarks(db, courseId),
      ]);
      const images = await questionsRepo.imageUrlsOf(
        db,
        rows.map((row) => row.question),
      );
      const concepts: Array<{
        CN_id: number;
        CN_Name: string;
        subconcepts: Array<{ SC_id: number; SC_Name: string; questionCount: number }>;
      }> = [];
      for (const place of places) {
        let concept = concepts.at(-1);
        if (concept?.CN_id !== place.conceptId) {
          concept = { CN_id: place.conceptId, CN_Name: place.conceptName, subconcepts: [] };
          concepts.push(concept);
        }
        concept.subconcepts.push({
          SC_id: place.subconceptId,
          SC_Name: place.subconceptName,
          questionCount: Number(place.n),
        });
      }
      return {
        questions: rows.map((row) => presentTeacherBankQuestion(row, images)),
        total,
        concepts,
        marks,
      };
    },

    /** Places one bank question; the assessment is finalised when exactly its total is placed. */
    async addQuestion({ actor, body }: { actor: Actor; body: z.output<typeof AddQuestionBody> }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { assessment, allocations, placed, pools } = await loadForChange(tx, actor, body.AM_id);
        const allocatedQuestions = allocations.reduce((sum, row) => sum + row.allocation.questionCount, 0);
        const allocatedMarks = allocations.reduce((sum, row) => sum + row.allocation.totalMarks, 0);
        if (allocatedQuestions !== assessment.totalQuestions || allocatedMarks !== assessment.totalMarks) {
          throw badRequest(m.allocationIncomplete);
        }
        if (composition(placed, pools).count >= assessment.totalQuestions)
          throw badRequest(m.maxSelected(assessment.totalQuestions));
        const question = await loadChoosableQuestion(tx, body.CQ_Id);
        if (!isQuestionPlace(body, question)) throw badRequest(m.questionPlaceMismatch);
        const courseAllocation = allocations.find((row) => row.allocation.courseId === question.courseId);
        if (!courseAllocation) throw badRequest(m.questionCourseNotAllocated);
        if (placed.some((row) => row.question.id === question.id)) throw conflict(m.questionAlreadyChosen);
        // Scores are the questions' marks, so each course's questions must add up to its allocated marks.
        const fill = await courseFillOf(tx, courseAllocation.allocation, placed, pools);
        const problem = courseFillProblem(fill, question.marks);
        if (problem) throw badRequest(fillProblemMessage(problem, courseAllocation.courseName, fill));
        const inserted = await questionsRepo.insertPlacedQuestion(tx, {
          assessmentId: assessment.id,
          seqNum: body.AQ_SeqNum,
          questionId: question.id,
        });
        if (!inserted) throw conflict(m.seqNumTaken(body.AQ_SeqNum));
        await refreshFinalized(tx, assessment, now);
        return presentAssessmentQuestion(assessment.id, body.AQ_SeqNum, question);
      });
    },

    async assessmentQuestions({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      await loadForTeacher(db, actor, assessmentId);
      return presentPlaced(db, assessmentId);
    },

    /**
     * Puts another bank question of the same course at a chosen one's number. The course's marks
     * must stay reachable: once every question of the course is chosen, the replacement carries
     * the same marks as the one it replaces.
     */
    async replaceQuestion({
      actor,
      assessmentId,
      questionId,
      newQuestionId,
    }: {
      actor: Actor;
      assessmentId: number;
      questionId: number;
      newQuestionId: number;
    }) {
      return db.transaction(async (tx) => {
        const { allocations, placed, pools } = await loadForChange(tx, actor, assessmentId);
        const old = findPlaced(placed, questionId);
        const replacement = await loadChoosableQuestion(tx, newQuestionId);
        const courseAllocation = allocations.find((row) => row.allocation.courseId === old.question.courseId);
        if (!courseAllocation) throw badRequest(m.questionCourseNotAllocated);
        if (replacement.courseId !== old.question.courseId) {
          throw badRequest(aq.sameCourseOnly(courseAllocation.courseName));
        }
        if (placed.some((row) => row.question.id === replacement.id)) throw conflict(m.questionAlreadyChosen);
        const fill = await courseFillOf(tx, courseAllocation.allocation, placed, pools, old.question.id);
        const problem = courseFillProblem(fill, replacement.marks);
        if (problem) {
          const lastOfCourse = fill.chosenCount + 1 === fill.questionCount;
          throw badRequest(
            lastOfCourse
              ? aq.replacementMarks(courseAllocation.courseName, fill.totalMarks - fill.chosenMarks)
              : fillProblemMessage(problem, courseAllocation.courseName, fill),
          );
        }
        await questionsRepo.replacePlacedQuestion(tx, assessmentId, old.seqNum, replacement.id);
        await recordChange(tx, actor, assessmentId, {
          change: 'replace',
          seqNum: old.seqNum,
          fromQuestionId: old.question.id,
          toQuestionId: replacement.id,
        });
        const updated = (await presentPlaced(tx, assessmentId)).find((q) => q.AQ_SeqNum === old.seqNum);
        return updated!;
      });
    },

    /** Numbers the chosen questions 1..n in the order given: every one of them, each once. */
    async reorderQuestions({
      actor,
      assessmentId,
      questionIds,
    }: {
      actor: Actor;
      assessmentId: number;
      questionIds: number[];
    }) {
      return db.transaction(async (tx) => {
        const { placed } = await loadForChange(tx, actor, assessmentId);
        const placedIds = new Set(placed.map((row) => row.question.id));
        const stranger = questionIds.find((id) => !placedIds.has(id));
        if (stranger !== undefined) throw badRequest(aq.notInAssessment(stranger));
        if (questionIds.length !== placed.length) throw badRequest(aq.orderMismatch);
        await questionsRepo.rewritePlacedQuestions(tx, assessmentId, questionIds);
        await recordChange(tx, actor, assessmentId, {
          change: 'reorder',
          from: placed.map((row) => row.question.id),
          to: questionIds,
        });
        return presentPlaced(tx, assessmentId);
      });
    },

    /** Takes a chosen question out; the rest close up, and the assessment is unfinished until one is chosen. */
    async removeQuestion({
      actor,
      assessmentId,
      questionId,
    }: {
      actor: Actor;
      assessmentId: number;
      questionId: number;
    }) {
      await db.transaction(async (tx) => {
        const { placed } = await loadForChange(tx, actor, assessmentId);
        const removed = findPlaced(placed, questionId);
        await questionsRepo.rewritePlacedQuestions(
          tx,
          assessmentId,
          placed.filter((row) => row !== removed).map((row) => row.question.id),
        );
        await questionsRepo.markFinalized(tx, assessmentId, null);
        await recordChange(tx, actor, assessmentId, {
          change: 'remove',
          seqNum: removed.seqNum,
          questionId: removed.question.id,
        });
      });
    },
  };
}
