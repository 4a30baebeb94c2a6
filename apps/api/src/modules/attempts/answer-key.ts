import { assessmentQuestions, assessments, type Database, questions } from '@pathshala/db';
import { asc, eq } from 'drizzle-orm';

export interface KeyedQuestion {
  seqNum: number;
  questionId: number;
  text: string;
  options: [string, string, string, string];
  correctOption: number;
  marks: number;
}

/** An assessment as the exam needs it: never changes once served, so it is loaded once and kept. */
export interface ExamPaper {
  assessmentId: number;
  name: string;
  description: string | null;
  durationSeconds: number;
  totalMarks: number;
  questionsBySeq: Map<number, KeyedQuestion>;
  questions: KeyedQuestion[];
}

/**
 * Caches exam papers (questions with their answer key) by assessment id. A served assessment is
 * frozen (no edit, no delete), so the cache never goes stale; `forget` exists for the rare
 * unserved case and for tests.
 */
export class ExamPaperCache {
  private readonly papers = new Map<number, Promise<ExamPaper | undefined>>();

  constructor(private readonly db: Database) {}

  get(assessmentId: number): Promise<ExamPaper | undefined> {
    let paper = this.papers.get(assessmentId);
    if (!paper) {
      paper = this.load(assessmentId);
      this.papers.set(assessmentId, paper);
      // A failed load must not stick.
      paper.catch(() => this.papers.delete(assessmentId));
    }
    return paper;
  }

  forget(assessmentId: number): void {
    this.papers.delete(assessmentId);
  }

  private async load(assessmentId: number): Promise<ExamPaper | undefined> {
    const [assessment] = await this.db.select().from(assessments).where(eq(assessments.id, assessmentId));
    if (!assessment) return undefined;
    const rows = await this.db
      .select({ seqNum: assessmentQuestions.seqNum, question: questions })
      .from(assessmentQuestions)
      .innerJoin(questions, eq(questions.id, assessmentQuestions.questionId))
      .where(eq(assessmentQuestions.assessmentId, assessmentId))
      .orderBy(asc(assessmentQuestions.seqNum));
    const keyed = rows.map(
      ({ seqNum, question }): KeyedQuestion => ({
        seqNum,
        questionId: question.id,
        text: question.text,
        options: [question.option1, question.option2, question.option3, question.option4],
        correctOption: question.correctOption,
        marks: question.marks,
      }),
    );
    return {
      assessmentId,
      name: assessment.name,
      description: assessment.description,
      durationSeconds: assessment.durationSeconds,
      totalMarks: assessment.totalMarks,
      questionsBySeq: new Map(keyed.map((q) => [q.seqNum, q])),
      questions: keyed,
    };
  }
}
