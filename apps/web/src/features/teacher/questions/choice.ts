import {
  type AddQuestionBody,
  type CourseAllocation,
  type CourseFillProblem,
  courseFillProblem,
  type PlacedQuestion,
  type TeacherBankQuestion,
} from '@pathshala/contracts';
import type { z } from 'zod';

/** A question as a student's paper carries it: never the key. */
export interface StudentQuestion {
  CQ_Question: string;
  CQ_Option1: string;
  CQ_Option2: string;
  CQ_Option3: string;
  CQ_Option4: string;
  CQ_Image: string | null;
  CQ_OptionImages: (string | null)[];
}

/** A question in the teacher's choice: what the course rules and the preview need. */
export interface ChosenQuestion extends StudentQuestion {
  id: number;
  courseId: number;
  marks: number;
}

const studentColumns = (q: StudentQuestion): StudentQuestion => ({
  CQ_Question: q.CQ_Question,
  CQ_Option1: q.CQ_Option1,
  CQ_Option2: q.CQ_Option2,
  CQ_Option3: q.CQ_Option3,
  CQ_Option4: q.CQ_Option4,
  CQ_Image: q.CQ_Image,
  CQ_OptionImages: q.CQ_OptionImages,
});

/** The student's columns only: what the preview renders, so the key cannot reach it. */
export function toStudentQuestion(question: StudentQuestion): StudentQuestion {
  return studentColumns(question);
}

export function chosenFromBank(q: TeacherBankQuestion): ChosenQuestion {
  return { id: q.CQ_id, courseId: q.CO_id, marks: q.CQ_Marks, ...studentColumns(q) };
}

export function chosenFromPlaced(q: PlacedQuestion): ChosenQuestion {
  return { id: q.CQ_Id, courseId: q.CO_id, marks: q.CQ_Marks, ...studentColumns(q) };
}

/** How far one course's allocation is filled by the chosen questions. */
export function courseTally(allocation: CourseAllocation, chosen: readonly ChosenQuestion[]) {
  const inCourse = chosen.filter((q) => q.courseId === allocation.AC_CO_id);
  const marks = inCourse.reduce((sum, q) => sum + q.marks, 0);
  return {
    count: inCourse.length,
    marks,
    questionsLeft: allocation.AC_CO_NoOfQns - inCourse.length,
    marksLeft: allocation.AC_CO_TotMarks - marks,
  };
}

/**
 * Why choosing a question of `marks` for this course would break its allocation, or null when it
 * fits: the rule the server applies (courseFillProblem), with the marks the course offers.
 */
export function fitProblem(
  allocation: CourseAllocation,
  chosen: readonly ChosenQuestion[],
  marksOnOffer: readonly number[],
  marks: number,
): CourseFillProblem | null {
  const tally = courseTally(allocation, chosen);
  return courseFillProblem(
    {
      questionCount: allocation.AC_CO_NoOfQns,
      totalMarks: allocation.AC_CO_TotMarks,
      chosenCount: tally.count,
      chosenMarks: tally.marks,
      smallestMarks: marksOnOffer[0] ?? marks,
      largestMarks: marksOnOffer.at(-1) ?? marks,
    },
    marks,
  );
}

/**
 * The paper in the order a student will get it: the saved questions still chosen (in their order),
 * then the new ones in the order they were chosen. Saving keeps exactly this order.
 */
export function paperOrder(placed: readonly PlacedQuestion[], chosen: readonly ChosenQuestion[]) {
  const chosenIds = new Set(chosen.map((q) => q.id));
  const placedIds = new Set(placed.map((q) => q.CQ_Id));
  const kept = placed.filter((q) => chosenIds.has(q.CQ_Id)).map(chosenFromPlaced);
  return [...kept, ...chosen.filter((q) => !placedIds.has(q.id))];
}

/**
 * What saving the choice sends: the saved questions the teacher unticked are taken out (the rest
 * close up to 1..k), then the new ones are placed as k+1, k+2, ...
 */
export function choiceChanges(
  assessmentId: number,
  placed: readonly PlacedQuestion[],
  chosen: readonly ChosenQuestion[],
): { remove: number[]; add: z.input<typeof AddQuestionBody>[] } {
  const chosenIds = new Set(chosen.map((q) => q.id));
  const placedIds = new Set(placed.map((q) => q.CQ_Id));
  const remove = placed.filter((q) => !chosenIds.has(q.CQ_Id)).map((q) => q.CQ_Id);
  const kept = placed.length - remove.length;
  const add = chosen
    .filter((q) => !placedIds.has(q.id))
    .map((q, index) => ({ AM_id: assessmentId, AQ_SeqNum: kept + index + 1, CQ_Id: q.id }));
  return { remove, add };
}

/** The order after moving the question at `index` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
