import { describe, expect, it } from 'vitest';
import { type CourseFill, courseFillProblem, QuestionOrderBody } from './teacher-assessment-questions';

const fill = (overrides: Partial<CourseFill> = {}): CourseFill => ({
  questionCount: 3,
  totalMarks: 5,
  chosenCount: 0,
  chosenMarks: 0,
  smallestMarks: 1,
  largestMarks: 2,
  ...overrides,
});

describe('courseFillProblem', () => {
  it('lets a question in while the rest can still make up the marks', () => {
    expect(courseFillProblem(fill(), 1)).toBeNull();
    expect(courseFillProblem(fill(), 2)).toBeNull();
    expect(courseFillProblem(fill({ chosenCount: 2, chosenMarks: 3 }), 2)).toBeNull();
  });

  it('refuses once the course has its questions', () => {
    expect(courseFillProblem(fill({ chosenCount: 3, chosenMarks: 5 }), 1)).toBe('quotaReached');
  });

  it('refuses marks that leave too little for the questions still to choose', () => {
    // 2 + 2 now, and the last carries at least 1: 5 is passed.
    expect(courseFillProblem(fill({ chosenCount: 1, chosenMarks: 2, totalMarks: 4 }), 2)).toBe(
      'marksExceeded',
    );
    expect(courseFillProblem(fill({ chosenCount: 2, chosenMarks: 4 }), 2)).toBe('marksExceeded');
  });

  it('refuses marks the questions still to choose could not make up', () => {
    // 1 now and two more of at most 2 each: 5 of 6 at best.
    expect(courseFillProblem(fill({ totalMarks: 6 }), 1)).toBe('marksShort');
  });

  it('asks the last question to make the total exact', () => {
    expect(courseFillProblem(fill({ chosenCount: 2, chosenMarks: 3 }), 1)).toBe('marksMismatch');
  });
});

describe('QuestionOrderBody', () => {
  it('accepts each id once and refuses repeats, an empty list and non-numbers', () => {
    expect(QuestionOrderBody.safeParse({ CQ_Ids: [3, 1, 2] }).success).toBe(true);
    expect(QuestionOrderBody.safeParse({ CQ_Ids: [3, 3] }).success).toBe(false);
    expect(QuestionOrderBody.safeParse({ CQ_Ids: [] }).success).toBe(false);
    expect(QuestionOrderBody.safeParse({ CQ_Ids: ['1'] }).success).toBe(false);
  });
});
