import { type FeedbackMode, questionImageUrl } from '@pathshala/contracts';
import {
  assessmentPoolQuestions,
  assessmentPools,
  assessmentQuestions,
  assessments,
  type Database,
  questionImages,
  questions,
  servings,
} from '@pathshala/db';
import { asc, eq, inArray } from 'drizzle-orm';

type QuestionRow = typeof questions.$inferSelect;

export interface KeyedQuestion {
  /** Its place on the assessment (chosen questions); 0 for a pool's candidate. */
  seqNum: number;
  questionId: number;
  text: string;
  options: [string, string, string, string];
  correctOption: number;
  /** What it is worth on this paper: its own marks, or for a pool's candidate the pool's marks. */
  marks: number;
  /** Image URLs (by content hash) of the question and of its four options; null where none. */
  image: string | null;
  optionImages: [string | null, string | null, string | null, string | null];
}

/** The exam-day settings of an assessment (issue 14); the defaults are the spec's behaviour. */
export interface PaperSettings {
  feedbackMode: FeedbackMode;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  wrongMarks: number;
  skippedMarks: number;
  allowNegativeTotal: boolean;
}

/** N questions each student draws from the pool's candidates (frozen when first served). */
export interface PaperPool {
  id: number;
  questionCount: number;
  marksPerQuestion: number;
  /** In question id order, so a seeded draw is the same on every load. */
  candidates: KeyedQuestion[];
}

/** A served assessment as the exam needs it, with its answer key. */
export interface ExamPaper {
  assessmentId: number;
  name: string;
  description: string | null;
  durationSeconds: number;
  totalMarks: number;
  /** The servings that existed when the paper was loaded: an attempt through one of them took this paper. */
  servingIds: readonly number[];
  settings: PaperSettings;
  /** The chosen questions, in their order on the assessment. */
  questionsBySeq: Map<number, KeyedQuestion>;
  questions: KeyedQuestion[];
  /** The pools, in their order on an unshuffled paper (after the chosen questions). */
  pools: PaperPool[];
  /** Questions on every student's paper: the chosen ones and every pool's draw. */
  questionCount: number;
}

/** What an attempt tells the cache: which assessment, through which serving. */
export interface PaperKey {
  assessmentId: number;
  servingId: number;
}

/**
 * Caches exam papers (questions with their answer key) by assessment id, for the attempts that
 * were served them. A paper is only ever loaded for an attempt, so for an assessment served to the
 * caller: a draft, an unknown id or an assessment served to someone else is never loaded, and a
 * miss is never kept. A served assessment is frozen (no edit, no delete), and serving ids are never
 * reused, so a paper that knows the attempt's serving is the paper that attempt was served; one
 * that does not (served again to another cohort since) is loaded afresh.
 */
export class ExamPaperCache {
  private readonly papers = new Map<number, Promise<ExamPaper | undefined>>();

  constructor(private readonly db: Database) {}

  /** The cached paper, if any, without touching the database (the answer's fast path). */
  peek(assessmentId: number): Promise<ExamPaper | undefined> | undefined {
    return this.papers.get(assessmentId);
  }

  /** The paper of this attempt's serving; undefined only if the assessment no longer has it. */
  async forAttempt(key: PaperKey): Promise<ExamPaper | undefined> {
    const cached = await this.papers.get(key.assessmentId);
    if (cached?.servingIds.includes(key.servingId)) return cached;
    const loading = this.load(key.assessmentId);
    this.papers.set(key.assessmentId, loading);
    const paper = await loading.catch((error: unknown) => {
      this.forgetIf(key.assessmentId, loading);
      throw error;
    });
    if (!paper?.servingIds.includes(key.servingId)) {
      this.forgetIf(key.assessmentId, loading);
      return undefined;
    }
    return paper;
  }

  /** Drops an entry only if it is still the one this caller saw (a newer load stays). */
  private forgetIf(assessmentId: number, entry: Promise<ExamPaper | undefined>): void {
    if (this.papers.get(assessmentId) === entry) this.papers.delete(assessmentId);
  }

  private async load(assessmentId: number): Promise<ExamPaper | undefined> {
    const [assessment] = await this.db.select().from(assessments).where(eq(assessments.id, assessmentId));
    if (!assessment) return undefined;
    const [servingRows, rows, poolRows, candidateRows] = await Promise.all([
      this.db.select({ id: servings.id }).from(servings).where(eq(servings.assessmentId, assessmentId)),
      this.db
        .select({ seqNum: assessmentQuestions.seqNum, question: questions })
        .from(assessmentQuestions)
        .innerJoin(questions, eq(questions.id, assessmentQuestions.questionId))
        .where(eq(assessmentQuestions.assessmentId, assessmentId))
        .orderBy(asc(assessmentQuestions.seqNum)),
      this.db
        .select()
        .from(assessmentPools)
        .where(eq(assessmentPools.assessmentId, assessmentId))
        .orderBy(asc(assessmentPools.position), asc(assessmentPools.id)),
      this.db
        .select({ poolId: assessmentPoolQuestions.poolId, question: questions })
        .from(assessmentPoolQuestions)
        .innerJoin(assessmentPools, eq(assessmentPools.id, assessmentPoolQuestions.poolId))
        .innerJoin(questions, eq(questions.id, assessmentPoolQuestions.questionId))
        .where(eq(assessmentPools.assessmentId, assessmentId))
        .orderBy(asc(questions.id)),
    ]);
    if (servingRows.length === 0) return undefined;
    const imageIds = [...rows, ...candidateRows].flatMap(({ question: q }) =>
      [q.imageId, q.option1ImageId, q.option2ImageId, q.option3ImageId, q.option4ImageId].filter(
        (id): id is number => id !== null,
      ),
    );
    // Image URLs are part of the cached paper: loaded once per paper, never per request.
    const hashes = new Map(
      imageIds.length === 0
        ? []
        : (
            await this.db
              .select({ id: questionImages.id, sha256: questionImages.sha256 })
              .from(questionImages)
              .where(inArray(questionImages.id, [...new Set(imageIds)]))
          ).map((row) => [row.id, row.sha256]),
    );
    const url = (id: number | null) => {
      const sha256 = id === null ? undefined : hashes.get(id);
      return sha256 ? questionImageUrl(sha256) : null;
    };
    const keyedOf = (seqNum: number, question: QuestionRow, marks: number): KeyedQuestion => ({
      seqNum,
      questionId: question.id,
      text: question.text,
      options: [question.option1, question.option2, question.option3, question.option4],
      correctOption: question.correctOption,
      marks,
      image: url(question.imageId),
      optionImages: [
        url(question.option1ImageId),
        url(question.option2ImageId),
        url(question.option3ImageId),
        url(question.option4ImageId),
      ],
    });
    const keyed = rows.map(({ seqNum, question }) => keyedOf(seqNum, question, question.marks));
    const pools = poolRows.map(
      (pool): PaperPool => ({
        id: pool.id,
        questionCount: pool.questionCount,
        marksPerQuestion: pool.marksPerQuestion,
        candidates: candidateRows
          .filter((row) => row.poolId === pool.id)
          .map((row) => keyedOf(0, row.question, pool.marksPerQuestion)),
      }),
    );
    return {
      assessmentId,
      name: assessment.name,
      description: assessment.description,
      durationSeconds: assessment.durationSeconds,
      totalMarks: assessment.totalMarks,
      servingIds: servingRows.map((row) => row.id),
      settings: {
        feedbackMode: assessment.feedbackMode,
        shuffleQuestions: assessment.shuffleQuestions,
        shuffleOptions: assessment.shuffleOptions,
        wrongMarks: assessment.wrongMarks,
        skippedMarks: assessment.skippedMarks,
        allowNegativeTotal: assessment.allowNegativeTotal,
      },
      pools,
      questionCount: keyed.length + pools.reduce((sum, pool) => sum + pool.questionCount, 0),
      questionsBySeq: new Map(keyed.map((q) => [q.seqNum, q])),
      questions: keyed,
    };
  }
}
