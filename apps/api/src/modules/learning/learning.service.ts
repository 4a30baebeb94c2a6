import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import {
  averageProgress,
  messages,
  PRACTICE_HISTORY_LIMIT,
  PRACTICE_PASS_PERCENT,
  type StudyStatus,
  SYNC_MAX_AGE_SECONDS,
  type SyncFields,
  studyStatus,
  webResourceUrl,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { Throttle } from '../../lib/throttle';
import type { Actor } from '../../plugins/auth';
import { recordAnswers } from '../insight/mastery.service';
import { assertInCurricula } from './learning.policy';
import * as repo from './learning.repository';
import { createWebProbe } from './web-probe';

/** Web-checks a student may ask for a minute: one per web page opened is plenty; each may make the server fetch. */
export const WEB_CHECKS_PER_MINUTE = 20;

/** Where the student opened a content item from: a concept or one of its subconcepts. */
export type StudyScope = { conceptId: number } | { subconceptId: number };

/** A subconcept with the student's progress: the rounded average of its content items' completion. */
export interface SubconceptProgress {
  subconcept: repo.SubconceptRow;
  progress: number;
  content: repo.ContentRow[];
}

export function createLearningService(ctx: AppContext) {
  const { db } = ctx;
  const probeWebPage = createWebProbe(ctx.clock);
  const webChecks = new Throttle(db, ctx.clock, 'web-checks', WEB_CHECKS_PER_MINUTE, 60);

  async function studentCurriculumIds(studentId: number): Promise<Set<number>> {
    const rows = await repo.findStudentCurricula(db, studentId);
    return new Set(rows.map((row) => row.id));
  }

  async function subconceptsWithProgress(studentId: number, conceptIds: number[]) {
    const [subconcepts, content] = await Promise.all([
      repo.findSubconceptsOfConcepts(db, conceptIds),
      repo.findContentOfConcepts(db, conceptIds),
    ]);
    const completion = await repo.findCompletion(
      db,
      studentId,
      content.map((item) => item.id),
    );
    return subconcepts.map((subconcept): SubconceptProgress => {
      const items = content.filter((item) => item.subconceptId === subconcept.id);
      return {
        subconcept,
        content: items,
        progress: averageProgress(items.map((item) => completion.get(item.id) ?? 0)),
      };
    });
  }

  /** Claims a record's syncId for the student; false when it was counted already. */
  function claim(tx: Executor, actor: Actor, syncId: string) {
    return repo.claimSyncId(tx, { studentId: actor.id, syncId, createdAt: ctx.clock.now() });
  }

  async function loadSubconcept(actor: Actor, subconceptId: number) {
    const found = await repo.findSubconcept(db, subconceptId);
    if (!found) throw notFound(messages.curriculum.subconceptNotFound);
    assertInCurricula(await studentCurriculumIds(actor.id), found.curriculumId);
    return found;
  }

  async function loadConcept(actor: Actor, conceptId: number) {
    const found = await repo.findConcept(db, conceptId);
    if (!found) throw notFound(messages.curriculum.conceptNotFound);
    assertInCurricula(await studentCurriculumIds(actor.id), found.curriculumId);
    return found;
  }

  /** The content of a concept or subconcept in study order, after checking the student may see it. */
  async function contentInScope(actor: Actor, scope: StudyScope): Promise<repo.ContentRow[]> {
    if ('subconceptId' in scope) {
      const { subconcept } = await loadSubconcept(actor, scope.subconceptId);
      const content = await repo.findContentOfConcepts(db, [subconcept.conceptId]);
      return content.filter((item) => item.subconceptId === subconcept.id);
    }
    await loadConcept(actor, scope.conceptId);
    return repo.findContentOfConcepts(db, [scope.conceptId]);
  }

  /** A content item the student may study; 404 when missing, 403 outside their curricula. */
  async function loadContent(actor: Actor, contentId: number) {
    const found = await repo.findContent(db, contentId);
    if (!found) throw notFound(messages.content.notFound(contentId));
    assertInCurricula(
      await studentCurriculumIds(actor.id),
      found.curriculumId,
      messages.content.notInCurriculum,
    );
    return found;
  }

  return {
    /** The curricula of the student's cohorts with their courses (one entry per curriculum). */
    async listCurricula({ actor }: { actor: Actor }) {
      const rows = await repo.findStudentCurricula(db, actor.id);
      const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
      const courses = await repo.findCoursesOfCurricula(
        db,
        unique.map((row) => row.id),
      );
      return unique.map((row) => ({
        ...row,
        courses: courses.filter((course) => course.curriculumId === row.id),
      }));
    },

    /** A course's concepts; a concept's progress is the rounded average of its subconcepts'. */
    async listConcepts({ actor, courseId }: { actor: Actor; courseId: number }) {
      const course = await repo.findCourse(db, courseId);
      if (!course) throw notFound(messages.curriculum.courseNotFound);
      assertInCurricula(await studentCurriculumIds(actor.id), course.curriculumId);
      const concepts = await repo.findConceptsOfCourse(db, courseId);
      const subconcepts = await subconceptsWithProgress(
        actor.id,
        concepts.map((concept) => concept.id),
      );
      return concepts.map((concept) => ({
        concept,
        progress: averageProgress(
          subconcepts.filter((sc) => sc.subconcept.conceptId === concept.id).map((sc) => sc.progress),
        ),
      }));
    },

    async listSubconcepts({
      actor,
      conceptId,
    }: {
      actor: Actor;
      conceptId: number;
    }): Promise<SubconceptProgress[]> {
      await loadConcept(actor, conceptId);
      return subconceptsWithProgress(actor.id, [conceptId]);
    },

    listContent: ({ actor, scope }: { actor: Actor; scope: StudyScope }) => contentInScope(actor, scope),

    /** One content item opened from a concept or subconcept, with bookmark, progress and neighbours. */
    async getContent({ actor, scope, contentId }: { actor: Actor; scope: StudyScope; contentId: number }) {
      const list = await contentInScope(actor, scope);
      const index = list.findIndex((item) => item.id === contentId);
      if (index < 0) throw notFound(messages.content.notFound(contentId));
      const found = await loadContent(actor, contentId);
      const [bookmark, completion] = await Promise.all([
        repo.findBookmark(db, actor.id, contentId),
        repo.findCompletion(db, actor.id, [contentId]),
      ]);
      return {
        ...found,
        bookmark: bookmark ?? null,
        progress: Math.round(completion.get(contentId) ?? 0),
        previousContentId: list[index - 1]?.id ?? null,
        nextContentId: list[index + 1]?.id ?? null,
      };
    },

    /**
     * Records a progress report. The server derives the status from the percentage (so a client
     * cannot mark 10 percent 'completed'); the status sent is accepted only as a hint.
     */
    async recordProgress({
      actor,
      report,
    }: {
      actor: Actor;
      report: {
        contentId: number;
        timeSpent: number;
        completionPercentage: number;
        status: StudyStatus;
      } & SyncFields;
    }) {
      await loadContent(actor, report.contentId);
      const updatedAt = recordedTime(report.ageSeconds, ctx.clock.now());
      await db.transaction(async (tx) => {
        if (report.syncId && !(await claim(tx, actor, report.syncId))) return; // counted already
        await repo.upsertProgress(tx, {
          studentId: actor.id,
          contentId: report.contentId,
          timeSpentSeconds: report.timeSpent,
          completionPercent: report.completionPercentage,
          status: studyStatus(report.completionPercentage),
          updatedAt,
        });
      });
    },

    /** Forgets the syncIds of records older than any a device may still send. */
    forgetOldSyncIds() {
      return repo.forgetSyncIdsBefore(db, new Date(ctx.clock.now().getTime() - SYNC_MAX_AGE_SECONDS * 1000));
    },

    async saveBookmark({
      actor,
      contentId,
      bookmark,
    }: {
      actor: Actor;
      contentId: number;
      bookmark: { position: number; time: number; ageSeconds?: number | undefined };
    }) {
      await loadContent(actor, contentId);
      await repo.upsertBookmark(db, {
        studentId: actor.id,
        contentId,
        position: bookmark.position,
        timeSeconds: bookmark.time,
        updatedAt: recordedTime(bookmark.ageSeconds, ctx.clock.now()),
      });
    },

    /** The stored file of a content item: its absolute path (inside DATA_DIR/content) and type. */
    async contentFile({ actor, contentId }: { actor: Actor; contentId: number }) {
      const { content } = await loadContent(actor, contentId);
      if (!content.storagePath) throw notFound(messages.content.fileMissing);
      const root = resolve(ctx.config.dataDir, 'content');
      const path = resolve(join(root, content.storagePath));
      // A stored path never leaves the content folder, whatever the row says.
      if (!path.startsWith(`${root}/`)) throw notFound(messages.content.fileMissing);
      return { path, mimeType: content.mimeType ?? 'application/octet-stream' };
    },

    /**
     * Whether a web resource can be shown in the viewer's frame; null reason means it can. A link
     * the probe refuses to ask (this server, the school network) answers as unreachable: a student
     * learns nothing about what is inside.
     */
    async checkWebContent({ actor, contentId }: { actor: Actor; contentId: number }) {
      const key = String(actor.id);
      if (!(await webChecks.take(key))) throw tooManyRequests(messages.api.throttled);
      const { content } = await loadContent(actor, contentId);
      if (content.type !== 'WEB' || !content.url) throw notFound(messages.content.notFound(contentId));
      const verdict = await probeWebPage(webResourceUrl(content.url));
      return verdict === 'refused' ? 'unreachable' : verdict;
    },

    /** A random draw of `count` questions from the subconcept's practice pool. */
    async drawPractice({
      actor,
      subconceptId,
      count,
    }: {
      actor: Actor;
      subconceptId: number;
      count: number;
    }) {
      const found = await loadSubconcept(actor, subconceptId);
      const pool = await repo.findPracticePool(db, subconceptId);
      const questions = shuffle(pool).slice(0, count);
      const images = await repo.findImageHashes(
        db,
        questions.flatMap((q) =>
          [q.imageId, q.option1ImageId, q.option2ImageId, q.option3ImageId, q.option4ImageId].filter(
            (id): id is number => id !== null,
          ),
        ),
      );
      return { ...found, questions, images };
    },

    /** The student's own latest practice results for a subconcept they study. */
    async practiceHistory({ actor, subconceptId }: { actor: Actor; subconceptId: number }) {
      await loadSubconcept(actor, subconceptId);
      return repo.findPracticeResults(db, actor.id, subconceptId, PRACTICE_HISTORY_LIMIT);
    },

    /**
     * Marks a practice quiz and stores the result; unknown or foreign question ids store nothing. A
     * quiz answered offline is marked when it arrives and stored once, however often it is sent.
     */
    async submitPractice({
      actor,
      subconceptId,
      answers,
      sync = {},
    }: {
      actor: Actor;
      subconceptId: number;
      answers: { questionId: number; answerId: number }[];
      sync?: SyncFields;
    }) {
      await loadSubconcept(actor, subconceptId);
      const pool = new Map(
        (await repo.findPracticePool(db, subconceptId, { forMarking: true })).map((q) => [q.id, q]),
      );
      const details = answers.map(({ questionId, answerId }) => {
        const question = pool.get(questionId);
        if (!question) throw badRequest(messages.practice.unknownQuestions);
        const options = [question.option1, question.option2, question.option3, question.option4];
        const optionImages = [
          question.option1ImageId,
          question.option2ImageId,
          question.option3ImageId,
          question.option4ImageId,
        ];
        // An option is its text, its image, or both: an image-only option is a real choice.
        if (!options[answerId - 1] && (optionImages[answerId - 1] ?? null) === null)
          throw badRequest(messages.practice.unknownQuestions);
        return {
          question,
          selectedAnswer: answerId,
          selectedAnswerText: options[answerId - 1] ?? '',
          correctAnswer: question.correctOption,
          correctAnswerText: options[question.correctOption - 1] ?? '',
          explanation: question.explanation,
          isCorrect: answerId === question.correctOption,
        };
      });
      const totalMarks = details.reduce((sum, d) => sum + d.question.marks, 0);
      const obtainedMarks = details.reduce((sum, d) => sum + (d.isCorrect ? d.question.marks : 0), 0);
      const percentage = totalMarks > 0 ? Math.round((obtainedMarks / totalMarks) * 100) : 0;
      const result = {
        percentage,
        passed: percentage >= PRACTICE_PASS_PERCENT,
        obtainedMarks,
        totalMarks,
        correctAnswers: details.filter((d) => d.isCorrect).length,
        totalQuestions: details.length,
        details,
      };
      const createdAt = recordedTime(sync.ageSeconds, ctx.clock.now());
      await db.transaction(async (tx) => {
        if (sync.syncId && !(await claim(tx, actor, sync.syncId))) return; // stored already
        // Mastery counts the quiz's answers with the result, once (a quiz sent twice is claimed once).
        await recordAnswers({
          tx,
          studentId: actor.id,
          answers: details.map((d) => ({ questionId: d.question.id, correct: d.isCorrect, at: createdAt })),
        });
        await repo.insertPracticeResult(tx, {
          studentId: actor.id,
          subconceptId,
          obtainedMarks,
          totalMarks,
          correctAnswers: result.correctAnswers,
          totalQuestions: result.totalQuestions,
          percentage,
          passed: result.passed,
          details: details.map((d) => ({
            questionId: d.question.id,
            selectedAnswer: d.selectedAnswer,
            correctAnswer: d.correctAnswer,
          })),
          createdAt,
        });
      });
      return result;
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;

/** When a record was made, by the server's clock: now, less how long it waited on the device. */
function recordedTime(ageSeconds: number | undefined, now: Date): Date {
  return new Date(now.getTime() - (ageSeconds ?? 0) * 1000);
}

/** Fisher-Yates with a cryptographic source, so draws are not predictable. */
function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
