import {
  type BankPlaceTree,
  type BankQuestion,
  type QuestionImage,
  questionImageUrl,
} from '@pathshala/contracts';
import type { Actor } from '../../plugins/auth';
import { type QuestionUsage, questionActions } from './question-bank.policy';
import type { PlaceRow, QuestionRow } from './question-bank.repository';

/** What the rows of a page refer to, each read in one query for the whole page (see the service). */
export interface PageDetails {
  places: Map<number, PlaceRow>;
  authors: Map<number, string>;
  images: Map<number, string>;
  usage: Map<number, QuestionUsage>;
}

function image(id: number | null, images: Map<number, string>): QuestionImage | null {
  const sha256 = id === null ? undefined : images.get(id);
  return id !== null && sha256 ? { id, url: questionImageUrl(sha256) } : null;
}

/** How many options a row holds: up to the last one with text or an image (at least two). */
export function optionCount(row: QuestionRow): number {
  const filled = [
    [row.option1, row.option1ImageId],
    [row.option2, row.option2ImageId],
    [row.option3, row.option3ImageId],
    [row.option4, row.option4ImageId],
  ].map(([text, imageId]) => Boolean(text) || imageId !== null);
  return Math.max(2, filled.lastIndexOf(true) + 1);
}

function present(actor: Actor, row: QuestionRow, details: PageDetails): BankQuestion {
  const place = details.places.get(row.subconceptId);
  const usage = details.usage.get(row.id) ?? { used: false, placed: false };
  const optionTexts = [row.option1, row.option2, row.option3, row.option4];
  const optionImages = [row.option1ImageId, row.option2ImageId, row.option3ImageId, row.option4ImageId];
  return {
    id: row.id,
    text: row.text,
    options: optionTexts.slice(0, optionCount(row)).map((text, index) => ({
      text,
      image: image(optionImages[index] ?? null, details.images),
    })),
    correctOption: row.correctOption,
    marks: row.marks,
    explanation: row.explanation,
    use: row.use,
    difficulty: row.difficulty,
    image: image(row.imageId, details.images),
    place: {
      curriculumId: row.curriculumId,
      curriculumName: place?.curriculumName ?? '',
      courseId: row.courseId,
      courseName: place?.courseName ?? '',
      conceptId: row.conceptId,
      conceptName: place?.conceptName ?? '',
      subconceptId: row.subconceptId,
      subconceptName: place?.subconceptName ?? '',
    },
    author:
      row.authorId === null ? null : { id: row.authorId, name: details.authors.get(row.authorId) ?? '' },
    version: row.version,
    replacedById: row.replacedById,
    status: row.retiredAt ? 'RETIRED' : 'ACTIVE',
    used: usage.used,
    actions: questionActions(actor, row, usage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Bank questions as staff see them (key included), with what this caller may do to each. */
export function presentBankQuestions(
  actor: Actor,
  rows: QuestionRow[],
  details: PageDetails,
): BankQuestion[] {
  return rows.map((row) => present(actor, row, details));
}

/** Live subconcepts grouped under their concept, course and curriculum, with bank counts. */
export function presentPlaceTree(rows: PlaceRow[], counts: Map<number, number>): BankPlaceTree {
  const tree: BankPlaceTree = [];
  for (const row of rows) {
    let curriculum = tree.at(-1);
    if (curriculum?.id !== row.curriculumId) {
      curriculum = { id: row.curriculumId, name: row.curriculumName, courses: [] };
      tree.push(curriculum);
    }
    let course = curriculum.courses.at(-1);
    if (course?.id !== row.courseId) {
      course = { id: row.courseId, name: row.courseName, concepts: [] };
      curriculum.courses.push(course);
    }
    let concept = course.concepts.at(-1);
    if (concept?.id !== row.conceptId) {
      concept = { id: row.conceptId, name: row.conceptName, subconcepts: [] };
      course.concepts.push(concept);
    }
    concept.subconcepts.push({
      id: row.subconceptId,
      name: row.subconceptName,
      questionCount: counts.get(row.subconceptId) ?? 0,
    });
  }
  return tree;
}
