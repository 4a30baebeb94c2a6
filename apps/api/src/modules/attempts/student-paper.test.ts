import { describe, expect, it } from 'vitest';
import type { ExamPaper, KeyedQuestion, PaperSettings } from './answer-key';
import { ClockMarks } from './clock-mark';
import { mapAnswer, StudentPaperCache, shownOptionOf, studentPaper } from './student-paper';

function question(id: number, seqNum = 0, optionCount = 4): KeyedQuestion {
  const options = ['A', 'B', 'C', 'D'].map((letter, i) => (i < optionCount ? `${letter}${id}` : '')) as [
    string,
    string,
    string,
    string,
  ];
  return {
    seqNum,
    questionId: id,
    text: `Q${id}`,
    options,
    correctOption: 1,
    marks: 1,
    image: null,
    optionImages: [null, null, null, null],
  };
}

function paper(settings: Partial<PaperSettings> = {}, pools = true): ExamPaper {
  const chosen = [question(1, 1), question(2, 2, 2), question(3, 3), question(4, 4)];
  return {
    assessmentId: 1,
    name: 'Paper',
    description: null,
    durationSeconds: 600,
    totalMarks: 10,
    servingIds: [1],
    settings: {
      feedbackMode: 'IMMEDIATE',
      shuffleQuestions: false,
      shuffleOptions: false,
      wrongMarks: 0,
      skippedMarks: 0,
      allowNegativeTotal: false,
      ...settings,
    },
    questionsBySeq: new Map(chosen.map((q) => [q.seqNum, q])),
    questions: chosen,
    pools: pools
      ? [
          // Candidate 4 is already chosen: never drawn again.
          {
            id: 7,
            questionCount: 3,
            marksPerQuestion: 2,
            candidates: [4, 10, 11, 12, 13, 14].map((id) => question(id)),
          },
          {
            id: 8,
            questionCount: 2,
            marksPerQuestion: 1,
            candidates: [20, 21, 22, 23].map((id) => question(id)),
          },
        ]
      : [],
    questionCount: 9,
  };
}

const ids = (p: ReturnType<typeof studentPaper>) => p.questions.map((q) => q.question.questionId);

describe('a student paper', () => {
  it('is the spec paper with default settings: chosen questions in order, options as written', () => {
    const student = studentPaper(paper({}, false), 12345);
    expect(ids(student)).toEqual([1, 2, 3, 4]);
    expect(student.questions.map((q) => q.position)).toEqual([1, 2, 3, 4]);
    expect(student.questions.every((q) => q.shown.join() === '1,2,3,4')).toBe(true);
  });

  it('is stable for a seed and differs between seeds', () => {
    const exam = paper({ shuffleQuestions: true, shuffleOptions: true });
    expect(studentPaper(exam, 99)).toEqual(studentPaper(exam, 99));
    const shapes = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
        const p = studentPaper(exam, seed);
        return JSON.stringify(p.questions.map((q) => [q.question.questionId, q.shown]));
      }),
    );
    expect(shapes.size).toBeGreaterThan(6);
  });

  it('draws each pool without repeats, never a question already on the paper', () => {
    for (let seed = 0; seed < 200; seed++) {
      const p = studentPaper(paper(), seed * 7919);
      const drawn = ids(p);
      expect(drawn).toHaveLength(9);
      expect(new Set(drawn).size).toBe(9);
      expect(drawn.slice(0, 4)).toEqual([1, 2, 3, 4]);
      expect(drawn.slice(4, 7).every((id) => id >= 10 && id <= 14)).toBe(true);
      expect(drawn.slice(7).every((id) => id >= 20 && id <= 23)).toBe(true);
    }
  });

  it('keeps the empty options of a two-option question out of the shuffle, shown last', () => {
    for (let seed = 0; seed < 50; seed++) {
      const two = studentPaper(paper({ shuffleOptions: true }), seed).questions.find(
        (q) => q.question.questionId === 2,
      )!;
      expect([...two.shown.slice(0, 2)].sort()).toEqual([1, 2]);
      expect(two.shown.slice(2)).toEqual([3, 4]);
      expect(mapAnswer({ questions: [two] }, 1, 3).option).toBeUndefined();
    }
  });

  it('maps every position and shown option back to the exact question and option', () => {
    const exam = paper({ shuffleQuestions: true, shuffleOptions: true });
    const student = studentPaper(exam, 4242);
    for (const entry of student.questions) {
      for (let shownOption = 1; shownOption <= 4; shownOption++) {
        const { entry: found, option } = mapAnswer(student, entry.position, shownOption);
        expect(found).toBe(entry);
        if (option === undefined) continue;
        expect(entry.question.options[option - 1]).toBe(
          // what the student was shown as that option
          entry.question.options[(entry.shown[shownOption - 1] ?? 0) - 1],
        );
        expect(shownOptionOf(entry, option)).toBe(shownOption);
      }
    }
    expect(mapAnswer(student, 0, 1).entry).toBeUndefined();
    expect(mapAnswer(student, 10, 1).entry).toBeUndefined();
  });

  it('is derived once per attempt, and again only for another paper', () => {
    const cache = new StudentPaperCache(2);
    const exam = paper({ shuffleQuestions: true });
    const first = cache.get(1, exam, 5);
    expect(cache.get(1, exam, 5)).toBe(first);
    cache.get(2, exam, 6);
    cache.get(3, exam, 7);
    // Bounded: attempt 1 was the oldest and is derived again (equal, not the same object).
    const again = cache.get(1, exam, 5);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

describe('clock marks', () => {
  const marks = new ClockMarks('secret');
  it("verify only the server's own mark for the same attempt", () => {
    const mark = marks.issue(12, new Date(1_800_000_000_123));
    expect(marks.verify(mark, 12)).toBe(1_800_000_000_123);
    expect(marks.verify(mark, 13)).toBeUndefined();
    expect(new ClockMarks('other').verify(mark, 12)).toBeUndefined();
    const [ms, id, tag] = mark.split('.');
    expect(
      marks.verify(`${(Number.parseInt(ms!, 36) + 60_000).toString(36)}.${id}.${tag}`, 12),
    ).toBeUndefined();
    expect(marks.verify('garbage', 12)).toBeUndefined();
  });
});
