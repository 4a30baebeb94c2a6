import { MY_SCORES_LIMIT, type MyScore, type StudyContent } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import type { Actor } from '../../plugins/auth';
import { findStudentCurriculumIds } from './insight.repository';
import * as repo from './my-scores.repository';

const percentOf = (total: number, totalMarks: number) =>
  totalMarks > 0 ? Math.round((total / totalMarks) * 1000) / 10 : 0;

/** The student's own scores over time (issue 30): her results and practice quizzes, and where to study. */
export function createMyScoresService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /** Her newest results and practice quizzes (MY_SCORES_LIMIT of each), oldest first, and each concept's first content. */
    async myScores(options: { actor: Actor }): Promise<{ scores: MyScore[]; studyContent: StudyContent[] }> {
      const studentId = options.actor.id;
      const [results, practice, studyContent] = await Promise.all([
        repo.findResultScores(db, studentId, MY_SCORES_LIMIT),
        repo.findPracticeScores(db, studentId, MY_SCORES_LIMIT),
        findStudentCurriculumIds(db, studentId).then((ids) => repo.findFirstContent(db, ids)),
      ]);
      const scores: MyScore[] = [
        ...results.map((row) => ({
          kind: 'assessment' as const,
          id: row.id,
          name: row.name,
          at: row.at.toISOString(),
          percentage: percentOf(row.total, row.totalMarks),
        })),
        ...practice.map((row) => ({
          kind: 'practice' as const,
          id: row.id,
          name: row.name,
          at: row.at.toISOString(),
          percentage: Math.round(row.percentage * 10) / 10,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return { scores, studyContent };
    },
  };
}
