import { messages } from '@pathshala/contracts';
import { forbidden } from '../../lib/errors';

/** A student studies only the curricula of their own cohorts; anything else answers 403. */
export function assertInCurricula(
  studentCurriculumIds: ReadonlySet<number>,
  curriculumId: number,
  message: string = messages.curriculum.notInCurriculum,
): void {
  if (!studentCurriculumIds.has(curriculumId)) throw forbidden(message);
}
