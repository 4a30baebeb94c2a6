import type { PoolResult, QuestionResult } from '@pathshala/contracts';
import type { answers } from '@pathshala/db';
import { poolPlaceName } from './pools.presenter';
import type { ListedPool } from './pools.repository';
import type { QuestionRow } from './teacher-assessments.repository';

type AnswerRow = typeof answers.$inferSelect;
const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Per-question figures, by the real question (answers store it, whatever its position on each
 * student's shuffled paper; options are the bank's), for a question chosen exactly or drawn from a pool.
 */
function questionResult(
  question: QuestionRow,
  given: AnswerRow[],
  place: { seqNum: number | null; poolId: number | null },
  startedCount: number,
  key: number,
): QuestionResult {
  const correctCount = given.filter((a) => a.isCorrect).length;
  const optionTexts = [question.option1, question.option2, question.option3, question.option4];
  // An option may be an image alone; it is still one of the question's options.
  const optionImages = [
    question.option1ImageId,
    question.option2ImageId,
    question.option3ImageId,
    question.option4ImageId,
  ];
  // A chosen question is on every paper; a pooled one only on the papers that drew it.
  const outOf = place.poolId === null ? startedCount : given.length;
  return {
    AQ_SeqNum: place.seqNum,
    poolId: place.poolId,
    CQ_Id: question.id,
    CQ_Question: question.text,
    answeredCount: given.length,
    correctCount,
    correctPercent: outOf > 0 ? roundTo1((correctCount / outOf) * 100) : null,
    options: optionTexts
      .map((text, index) => ({
        option: index + 1,
        text,
        isCorrect: key === index + 1,
        chosenCount: given.filter((a) => a.selectedOption === index + 1).length,
      }))
      .filter((option) => option.text.trim() !== '' || optionImages[option.option - 1] !== null),
  };
}

/**
 * The chosen questions in paper order, then each pool's questions that someone answered; and a
 * summary per pool (each student who started drew questionCount of its candidates).
 */
export function questionAndPoolResults(input: {
  placed: Array<{ seqNum: number; question: QuestionRow }>;
  pools: ListedPool[];
  frozen: Array<{ poolId: number; question: QuestionRow }>;
  answers: AnswerRow[];
  startedCount: number;
  /** Keys a regrade corrected (question id -> option); the others are the bank's. */
  regradedKeys: ReadonlyMap<number, number>;
}): { questions: QuestionResult[]; pools: PoolResult[] } {
  const keyOf = (question: QuestionRow) => input.regradedKeys.get(question.id) ?? question.correctOption;
  const byQuestion = new Map<number, AnswerRow[]>();
  for (const answer of input.answers) {
    const list = byQuestion.get(answer.questionId);
    if (list) list.push(answer);
    else byQuestion.set(answer.questionId, [answer]);
  }
  const questions = input.placed.map(({ seqNum, question }) =>
    questionResult(
      question,
      byQuestion.get(question.id) ?? [],
      { seqNum, poolId: null },
      input.startedCount,
      keyOf(question),
    ),
  );
  const pools: PoolResult[] = [];
  for (const row of input.pools) {
    const candidates = input.frozen.filter((f) => f.poolId === row.pool.id);
    const given = candidates.flatMap((c) => byQuestion.get(c.question.id) ?? []);
    for (const candidate of candidates) {
      const forQuestion = byQuestion.get(candidate.question.id);
      if (!forQuestion) continue;
      questions.push(
        questionResult(
          candidate.question,
          forQuestion,
          { seqNum: null, poolId: row.pool.id },
          input.startedCount,
          keyOf(candidate.question),
        ),
      );
    }
    const correctCount = given.filter((a) => a.isCorrect).length;
    const drawn = row.pool.questionCount * input.startedCount;
    pools.push({
      poolId: row.pool.id,
      courseName: row.courseName,
      subconceptName: row.subconceptName,
      questionCount: row.pool.questionCount,
      marksPerQuestion: row.pool.marksPerQuestion,
      candidateCount: candidates.length,
      answeredCount: given.length,
      correctCount,
      correctPercent: drawn > 0 ? roundTo1((correctCount / drawn) * 100) : null,
    });
  }
  return { questions, pools };
}

/** Where a pool draws from, for the CSV and the page. */
export { poolPlaceName };
