import type { ExamPaper, KeyedQuestion } from './answer-key';

/** One question on one student's paper. */
export interface PaperQuestion {
  /** Its place on this student's paper, from 1 (AS_SeqNum to this student). */
  position: number;
  question: KeyedQuestion;
  /** shown[i] is the real option (1-4) shown as option i + 1; answerable options first. */
  shown: readonly number[];
}

/** This student's paper: their questions in their order, each with its options in their order. */
export interface StudentPaper {
  questions: readonly PaperQuestion[];
}

/**
 * mulberry32: a small seeded PRNG (32-bit state), plenty for shuffling a paper. Not for secrets:
 * the seed is the server's and never leaves it.
 */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates on a copy. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** An option a student can choose: one with words or an image (an image alone is enough). */
export const isAnswerable = (question: KeyedQuestion, option: number) =>
  Boolean(question.options[option - 1] || question.optionImages[option - 1]);

/**
 * This student's paper, a pure function of the exam paper and the attempt's seed: the chosen
 * questions, then each pool's seeded draw (never a question already on the paper), the whole order
 * shuffled if the assessment asks, and each question's answerable options shuffled if it asks (the
 * empty 3rd/4th options stay last, so a two-option question shows two options). Each stream of
 * randomness has its own salt, so turning one setting on does not change what another draws.
 */
export function studentPaper(paper: ExamPaper, seed: number): StudentPaper {
  const onPaper = new Set(paper.questions.map((q) => q.questionId));
  const chosen: KeyedQuestion[] = [...paper.questions];
  for (const pool of paper.pools) {
    const random = seeded(seed ^ Math.imul(pool.id, 0x9e3779b1));
    const free = pool.candidates.filter((q) => !onPaper.has(q.questionId));
    for (const question of shuffled(free, random).slice(0, pool.questionCount)) {
      onPaper.add(question.questionId);
      chosen.push(question);
    }
  }
  const ordered = paper.settings.shuffleQuestions ? shuffled(chosen, seeded(seed ^ 0x51ed270b)) : chosen;
  return {
    questions: ordered.map((question, index) => {
      const answerable = [1, 2, 3, 4].filter((option) => isAnswerable(question, option));
      const rest = [1, 2, 3, 4].filter((option) => !isAnswerable(question, option));
      const first = paper.settings.shuffleOptions
        ? shuffled(answerable, seeded(seed ^ Math.imul(question.questionId, 0x85ebca6b)))
        : answerable;
      return {
        position: index + 1,
        question,
        shown: paper.settings.shuffleOptions ? [...first, ...rest] : [1, 2, 3, 4],
      };
    }),
  };
}

/** The question at a position of this student's paper, and the real option of a shown one (if it can be chosen). */
export function mapAnswer(
  paper: StudentPaper,
  position: number,
  shownOption: number,
): { entry: PaperQuestion | undefined; option: number | undefined } {
  const entry = paper.questions[position - 1];
  const option = entry?.shown[shownOption - 1];
  return {
    entry,
    option: entry && option !== undefined && isAnswerable(entry.question, option) ? option : undefined,
  };
}

/** The shown option (1-4) under which this student sees a real option. */
export function shownOptionOf(entry: PaperQuestion, realOption: number): number {
  return entry.shown.indexOf(realOption) + 1;
}

/**
 * Derived papers by attempt id: they never change for an attempt (its seed and its served paper are
 * fixed), so each is derived once. Bounded: the oldest go first, and are derived again if needed.
 */
export class StudentPaperCache {
  private readonly byAttempt = new Map<number, { paper: ExamPaper; student: StudentPaper }>();

  constructor(private readonly limit = 20_000) {}

  get(attemptId: number, paper: ExamPaper, seed: number): StudentPaper {
    const cached = this.byAttempt.get(attemptId);
    if (cached && cached.paper === paper) return cached.student;
    const student = studentPaper(paper, seed);
    this.byAttempt.delete(attemptId);
    this.byAttempt.set(attemptId, { paper, student });
    if (this.byAttempt.size > this.limit) {
      const oldest = this.byAttempt.keys().next().value;
      if (oldest !== undefined) this.byAttempt.delete(oldest);
    }
    return student;
  }
}
