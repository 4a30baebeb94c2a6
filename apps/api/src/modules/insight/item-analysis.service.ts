import { type ItemAnalysis, itemAnalysisMessages, messages } from '@pathshala/contracts';
import type { Database, Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { FingerprintCache } from '../../lib/fingerprint-cache';
import type { Actor } from '../../plugins/auth';
import { type ExamPaper, ExamPaperCache, type KeyedQuestion } from '../attempts/answer-key';
import { studentPaper } from '../attempts/student-paper';
import { loadForTeacher } from '../teacher-assessments/load-assessment';
import { canViewResults } from '../teacher-assessments/teacher-assessments.policy';
import * as repo from './item-analysis.repository';
import { type ItemAttempt, itemStatistics } from './item-statistics';

/**
 * A served assessment whose item analysis the actor may see and act on: whoever may see its
 * results (owner, FULL or EDIT share; 404 unknown, 403 another teacher's, as the results answer),
 * and admins.
 */
export async function loadAssessmentForItems(db: Executor, actor: Actor, assessmentId: number) {
  if (actor.type === 'admin') {
    const row = await repo.findAssessment(db, assessmentId);
    if (!row) throw notFound(messages.teacher.assessmentNotFound);
    if (!row.served) throw forbidden(itemAnalysisMessages.notServed);
    return { id: row.id, name: row.name };
  }
  const { assessment, access } = await loadForTeacher(db, actor, assessmentId);
  if (!canViewResults(access)) throw forbidden(messages.teacher.cannotSeeResults);
  return { id: assessment.id, name: assessment.name };
}

/** The served paper with its keys (the exam's own loader), through any of its servings. */
export async function loadPaper(db: Database, assessmentId: number, servingId: number): Promise<ExamPaper> {
  // A fresh cache: the exam's is for students' attempts; a teacher's page reads the paper once.
  const paper = await new ExamPaperCache(db).forAttempt({ assessmentId, servingId });
  if (!paper) throw notFound(messages.teacher.assessmentNotFound);
  return paper;
}

/** Every question that can be on a paper: the chosen ones (with their number), then each pool's candidates. */
export function paperQuestions(paper: ExamPaper) {
  const rows: Array<{ question: KeyedQuestion; seqNum: number | null; poolId: number | null }> = [
    ...paper.questions.map((question) => ({ question, seqNum: question.seqNum, poolId: null })),
  ];
  const listed = new Set(paper.questions.map((q) => q.questionId));
  for (const pool of paper.pools)
    for (const question of pool.candidates)
      if (!listed.has(question.questionId)) {
        listed.add(question.questionId);
        rows.push({ question, seqNum: null, poolId: pool.id });
      }
  return rows;
}

/**
 * Each counted attempt of (assessment, serving) as the statistics read it: the questions on its
 * paper, and its counted answers with the seconds each took (since the student's previous answer,
 * or the start, in answering order).
 */
async function readItemAttempts(
  db: Executor,
  input: { assessmentId: number; servingId: number | null; now: Date; paper: ExamPaper },
): Promise<ItemAttempt[]> {
  const { assessmentId, servingId, now, paper } = input;
  const [attemptRows, answerRows] = await Promise.all([
    repo.listCompletedAttempts(db, assessmentId, servingId, now),
    repo.listCountedAnswers(db, assessmentId, servingId, now),
  ]);
  const answersOf = new Map<number, typeof answerRows>();
  for (const row of answerRows) {
    const list = answersOf.get(row.attemptId);
    if (list) list.push(row);
    else answersOf.set(row.attemptId, [row]);
  }
  return attemptRows.map((attempt) => {
    const given = (answersOf.get(attempt.id) ?? []).sort(
      (a, b) => a.answeredAt.getTime() - b.answeredAt.getTime(),
    );
    let previous = attempt.startedAt.getTime();
    const byQuestion = new Map<number, { option: number; seconds: number | null }>();
    for (const answer of given) {
      const seconds = (answer.answeredAt.getTime() - previous) / 1000;
      previous = answer.answeredAt.getTime();
      byQuestion.set(answer.questionId, {
        option: answer.selectedOption,
        seconds: seconds >= 0 ? seconds : null,
      });
    }
    const seen = new Set(studentPaper(paper, attempt.seed).questions.map((q) => q.question.questionId));
    return { id: attempt.id, seen, answers: byQuestion };
  });
}

/** Analyses kept between reads: the latest few assessments teachers open, while their answers stand. */
const CACHED_ANALYSES = 32;

export function createItemAnalysisService(ctx: AppContext) {
  const { db, clock } = ctx;
  // Figures depend on the answers that count, the keys in force and the paper, all in the fingerprint;
  // the page around them (names, servings, texts) is read fresh every time.
  const figuresCache = new FingerprintCache<ReturnType<typeof itemStatistics>>(CACHED_ANALYSES);

  return {
    async itemAnalysis(input: {
      actor: Actor;
      assessmentId: number;
      servingId?: number | undefined;
    }): Promise<ItemAnalysis> {
      const assessment = await loadAssessmentForItems(db, input.actor, input.assessmentId);
      const servingRows = await repo.listServings(db, assessment.id);
      if (input.servingId !== undefined && !servingRows.some((s) => s.id === input.servingId))
        throw notFound(itemAnalysisMessages.servingNotFound);
      const servingId = input.servingId ?? null;
      const now = clock.now();
      // The fingerprint is read before the answers: a change in between only makes the next read miss.
      const [paper, counted, regrades] = await Promise.all([
        loadPaper(db, assessment.id, servingRows[0]!.id),
        repo.readCountedFingerprint(db, assessment.id, servingId, now),
        repo.listRegrades(db, [assessment.id]),
      ]);
      const regradeOf = new Map(regrades.map((r) => [r.questionId, r]));
      const questions = paperQuestions(paper);
      const keyOf = (question: KeyedQuestion) => {
        const regrade = regradeOf.get(question.questionId);
        return regrade?.kind === 'KEY' && regrade.correctOption !== null
          ? regrade.correctOption
          : question.correctOption;
      };
      const definitions = questions.map(({ question }) => {
        const kind = regradeOf.get(question.questionId)?.kind;
        return {
          questionId: question.questionId,
          key: keyOf(question),
          dropped: kind === 'DROP',
          settled: kind === 'DROP' || kind === 'FULL_MARKS',
        };
      });
      const figures = await figuresCache.get(
        `${assessment.id}:${servingId ?? 'all'}`,
        `${counted}/${JSON.stringify(definitions)}/${JSON.stringify(paper)}`,
        async () =>
          itemStatistics(
            await readItemAttempts(db, { assessmentId: assessment.id, servingId, now, paper }),
            definitions,
          ),
      );

      return {
        assessment: { id: assessment.id, name: assessment.name, questionCount: paper.questionCount },
        servings: servingRows,
        servingId,
        attemptCount: figures.attemptCount,
        groupSize: figures.groupSize,
        meanCorrect: figures.meanCorrect,
        kr20: figures.kr20,
        questions: questions.map(({ question, seqNum, poolId }, i) => {
          const regrade = regradeOf.get(question.questionId);
          const { questionId: _, options, ...figure } = figures.items[i]!;
          const key = keyOf(question);
          return {
            questionId: question.questionId,
            seqNum,
            poolId,
            text: question.text,
            marks: question.marks,
            bankKey: question.correctOption,
            key,
            regrade: regrade
              ? {
                  kind: regrade.kind,
                  correctOption: regrade.correctOption,
                  regradedAt: regrade.regradedAt.toISOString(),
                }
              : null,
            ...figure,
            options: options
              .filter(({ option }) => question.options[option - 1] || question.optionImages[option - 1])
              .map((option) => ({
                ...option,
                text: question.options[option.option - 1] ?? '',
                isKey: option.option === key,
              })),
          };
        }),
      };
    },
  };
}

export type ItemAnalysisService = ReturnType<typeof createItemAnalysisService>;
