import type { CourseAllocation, PlacedQuestion } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ChosenQuestion,
  choiceChanges,
  courseTally,
  fitProblem,
  moved,
  paperOrder,
  toStudentQuestion,
} from './choice';

const allocation: CourseAllocation = {
  AC_AM_id: 7,
  AC_CU_id: 1,
  AC_CO_id: 10,
  AC_CO_NoOfQns: 3,
  AC_CO_TotMarks: 5,
  CO_Name: 'Algebra',
};
const columns = (text: string) => ({
  CQ_Question: text,
  CQ_Option1: 'a',
  CQ_Option2: 'b',
  CQ_Option3: '',
  CQ_Option4: '',
  CQ_Image: null,
  CQ_OptionImages: [null, null, null, null],
});
const chosen = (id: number, marks: number, courseId = 10): ChosenQuestion => ({
  id,
  courseId,
  marks,
  ...columns(`Q${id}`),
});
const placed = (id: number, seq: number, marks = 1): PlacedQuestion => ({
  AM_id: 7,
  AQ_SeqNum: seq,
  CQ_Id: id,
  CU_id: 1,
  CO_id: 10,
  CN_id: 1,
  SC_id: 1,
  ...columns(`Q${id}`),
  CQ_Marks: marks,
  CN_Name: 'C',
  SC_Name: 'S',
  correctOption: 2,
  use: 'ASSESSMENT',
  difficulty: null,
  status: 'CURRENT',
});

describe('courseTally', () => {
  it('counts only the course’s questions and says what is left to fill', () => {
    expect(courseTally(allocation, [chosen(1, 2), chosen(2, 1), chosen(3, 2, 11)])).toEqual({
      count: 2,
      marks: 3,
      questionsLeft: 1,
      marksLeft: 2,
    });
  });
});

describe('fitProblem', () => {
  const onOffer = [1, 2];
  it('accepts a question the rest can still complete', () => {
    expect(fitProblem(allocation, [], onOffer, 2)).toBeNull();
    expect(fitProblem(allocation, [chosen(1, 2), chosen(2, 1)], onOffer, 2)).toBeNull();
  });
  it('names what breaks: quota, too many marks, too few, the last one not exact', () => {
    expect(fitProblem(allocation, [chosen(1, 2), chosen(2, 1), chosen(3, 2)], onOffer, 1)).toBe(
      'quotaReached',
    );
    expect(fitProblem({ ...allocation, AC_CO_TotMarks: 3 }, [], onOffer, 2)).toBe('marksExceeded');
    expect(fitProblem({ ...allocation, AC_CO_TotMarks: 6 }, [], onOffer, 1)).toBe('marksShort');
    expect(fitProblem(allocation, [chosen(1, 2), chosen(2, 1)], onOffer, 1)).toBe('marksMismatch');
  });
});

describe('choiceChanges and paperOrder', () => {
  it('takes out the unticked saved questions, then numbers the new ones after those kept', () => {
    const saved = [placed(1, 1), placed(2, 2), placed(3, 3)];
    const choice = [chosen(3, 1), chosen(9, 1), chosen(1, 1), chosen(8, 2)];
    expect(choiceChanges(7, saved, choice)).toEqual({
      remove: [2],
      add: [
        { AM_id: 7, AQ_SeqNum: 3, CQ_Id: 9 },
        { AM_id: 7, AQ_SeqNum: 4, CQ_Id: 8 },
      ],
    });
    expect(paperOrder(saved, choice).map((q) => q.id)).toEqual([1, 3, 9, 8]);
  });

  it('sends nothing when the choice is what is saved', () => {
    expect(choiceChanges(7, [placed(1, 1)], [chosen(1, 1)])).toEqual({ remove: [], add: [] });
  });
});

describe('toStudentQuestion', () => {
  it('keeps only what a student’s paper carries: no key, marks or place', () => {
    const view = toStudentQuestion(placed(4, 1));
    expect(Object.keys(view).sort()).toEqual(
      [
        'CQ_Image',
        'CQ_OptionImages',
        'CQ_Option1',
        'CQ_Option2',
        'CQ_Option3',
        'CQ_Option4',
        'CQ_Question',
      ].sort(),
    );
    expect(JSON.stringify(view)).not.toMatch(/correct/i);
  });
});

describe('moved', () => {
  it('swaps with the neighbour and leaves the ends as they are', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
