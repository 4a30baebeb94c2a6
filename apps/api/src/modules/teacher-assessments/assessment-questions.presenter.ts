import type { AssessmentQuestion, PlacedQuestion, TeacherBankQuestion } from '@pathshala/contracts';
import type { z } from 'zod';
import type { QuestionRow } from './teacher-assessments.repository';

/** A question's image URLs by image id (assessment-questions.repository's imageUrlsOf). */
type ImageUrls = Map<number, string>;

/** The columns a student's paper carries, with image URLs that say nothing about the key. */
function studentColumns(question: QuestionRow, images: ImageUrls) {
  const url = (id: number | null) => (id === null ? null : (images.get(id) ?? null));
  return {
    CQ_Question: question.text,
    CQ_Option1: question.option1,
    CQ_Option2: question.option2,
    CQ_Option3: question.option3,
    CQ_Option4: question.option4,
    CQ_Marks: question.marks,
    CQ_Image: url(question.imageId),
    CQ_OptionImages: [
      question.option1ImageId,
      question.option2ImageId,
      question.option3ImageId,
      question.option4ImageId,
    ].map(url),
  };
}

/** What staff see besides: the key, use and difficulty (never in a student call). */
function staffColumns(question: QuestionRow) {
  return { correctOption: question.correctOption, use: question.use, difficulty: question.difficulty };
}

interface PlacedRow {
  question: QuestionRow;
  conceptName: string;
  subconceptName: string;
}

/** A bank question as the teacher chooses it, key included (teacher calls only). */
export function presentTeacherBankQuestion(
  row: PlacedRow,
  images: ImageUrls,
): z.input<typeof TeacherBankQuestion> {
  const { question } = row;
  return {
    CQ_id: question.id,
    ...studentColumns(question, images),
    CO_id: question.courseId,
    CN_id: question.conceptId,
    SC_id: question.subconceptId,
    CN_Name: row.conceptName,
    SC_Name: row.subconceptName,
    ...staffColumns(question),
  };
}

/** Section 3's assessment question: the number and the question's place. */
export function presentAssessmentQuestion(
  assessmentId: number,
  seqNum: number,
  question: QuestionRow,
): z.input<typeof AssessmentQuestion> {
  return {
    AM_id: assessmentId,
    AQ_SeqNum: seqNum,
    CQ_Id: question.id,
    CU_id: question.curriculumId,
    CO_id: question.courseId,
    CN_id: question.conceptId,
    SC_id: question.subconceptId,
  };
}

/** A question of an assessment as its teachers see it: the student's paper, the key, its bank status. */
export function presentPlacedQuestion(
  assessmentId: number,
  row: PlacedRow & { seqNum: number },
  images: ImageUrls,
): z.input<typeof PlacedQuestion> {
  const { question } = row;
  return {
    ...presentAssessmentQuestion(assessmentId, row.seqNum, question),
    ...studentColumns(question, images),
    CN_Name: row.conceptName,
    SC_Name: row.subconceptName,
    ...staffColumns(question),
    status: question.replacedById !== null ? 'REPLACED' : question.retiredAt !== null ? 'RETIRED' : 'CURRENT',
  };
}
