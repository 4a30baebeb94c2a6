import { type api, masteryLevel, questionImageUrl } from '@pathshala/contracts';
import type { z } from 'zod';
import type { ContentRow, QuestionRow } from './learning.repository';
import type { LearningService, SubconceptProgress } from './learning.service';

type Service = LearningService;
type ContentItemWire = z.input<(typeof api.content.subconceptContentItem)['response']>['content'];

/** The only place the spec's wire names (CT_id, SC_Name, CQ_Option1) are written. */
export function presentContentSummary(item: ContentRow) {
  return { CT_id: item.id, CT_Name: item.name, CT_Type: item.type, CT_Duration: item.durationSeconds };
}

export function presentCurricula(curricula: Awaited<ReturnType<Service['listCurricula']>>) {
  return curricula.map((curriculum) => ({
    id: curriculum.id,
    name: curriculum.name,
    cohort: { id: curriculum.cohortId, name: curriculum.cohortName },
    courses: curriculum.courses.map((course) => ({
      CO_id: course.id,
      CO_Name: course.name,
      CO_Description: course.description,
    })),
  }));
}

export function presentConcepts(concepts: Awaited<ReturnType<Service['listConcepts']>>) {
  return concepts.map(({ concept, progress }) => ({
    CN_id: concept.id,
    CN_Name: concept.name,
    CN_Description: concept.description,
    progress,
    masteryLevel: masteryLevel(progress),
  }));
}

export function presentSubconcepts(subconcepts: SubconceptProgress[]) {
  return subconcepts.map(({ subconcept, progress, content }) => ({
    SC_id: subconcept.id,
    SC_Name: subconcept.name,
    SC_Desc: subconcept.description,
    SC_Duration: subconcept.durationSeconds,
    progress,
    masteryLevel: masteryLevel(progress),
    content: content.map(presentContentSummary),
  }));
}

/**
 * A file is served by the API, its link carrying a token for this one item (media elements cannot
 * send headers); a web resource is its own URL.
 */
export function contentLink(item: ContentRow, signLink: (contentId: number) => string): string {
  if (item.storagePath) return `/api/content/serve/${item.id}?token=${encodeURIComponent(signLink(item.id))}`;
  return item.url ?? '';
}

export function presentContentItem(
  found: Awaited<ReturnType<Service['getContent']>>,
  signLink: (contentId: number) => string,
): ContentItemWire {
  return {
    ...presentContentSummary(found.content),
    CT_ContentLink: contentLink(found.content, signLink),
    CT_MimeType: found.content.mimeType,
    CN_Name: found.conceptName,
    SC_Name: found.subconceptName,
    bookmark: found.bookmark ? { position: found.bookmark.position, time: found.bookmark.timeSeconds } : null,
    progress: found.progress,
    previousContentId: found.previousContentId,
    nextContentId: found.nextContentId,
    CT_FileSize: found.content.storagePath ? found.content.sizeBytes : null,
  };
}

/** An image's public URL (by content hash), or null: never a file name, nothing that hints at the key. */
function imageUrl(id: number | null, images: Map<number, string>): string | null {
  const sha256 = id === null ? undefined : images.get(id);
  return sha256 ? questionImageUrl(sha256) : null;
}

/** A practice question without its correct option; `images` maps image ids to their hashes. */
export function presentPracticeQuestion(question: QuestionRow, images: Map<number, string>) {
  return {
    CQ_id: question.id,
    CQ_Question: question.text,
    CQ_Option1: question.option1,
    CQ_Option2: question.option2,
    CQ_Option3: question.option3,
    CQ_Option4: question.option4,
    CQ_Marks: question.marks,
    CQ_Image: imageUrl(question.imageId, images),
    CQ_OptionImages: [
      question.option1ImageId,
      question.option2ImageId,
      question.option3ImageId,
      question.option4ImageId,
    ].map((id) => imageUrl(id, images)),
    CO_id: question.courseId,
    CN_id: question.conceptId,
    SC_id: question.subconceptId,
  };
}

export function presentPracticeResult(result: Awaited<ReturnType<Service['submitPractice']>>) {
  return {
    ...result,
    details: result.details.map((d) => ({
      questionId: d.question.id,
      question: d.question.text,
      isCorrect: d.isCorrect,
      selectedAnswer: d.selectedAnswer,
      selectedAnswerText: d.selectedAnswerText,
      correctAnswer: d.correctAnswer,
      correctAnswerText: d.correctAnswerText,
      explanation: d.explanation,
    })),
  };
}
