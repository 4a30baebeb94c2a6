import { insightMessages, type StudentReport } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as activity from './class-view.repository';
import * as repo from './insight.repository';
import { masteryTree } from './insight.service';
import { studentReportCsv } from './student-report.csv';
import * as report from './student-report.repository';

/** How many practice quizzes the page lists, and how many weeks of activity it shows. */
const RECENT_QUIZZES = 10;
export const REPORT_WEEKS = 12;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `at`. */
function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000);
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The student page (issue 30): one student across the caller's cohorts. A teacher sees her through
 * the cohorts they share (none: 404, the same as a student who does not exist, so nothing about other
 * cohorts leaks); an admin through all of hers. Study, practice and mastery cover those cohorts'
 * live curricula; attempts their servings.
 */
export function createStudentReportService(ctx: AppContext) {
  const { db } = ctx;

  async function studentReport(options: { actor: Actor; studentId: number }): Promise<StudentReport> {
    const { actor, studentId } = options;
    const teacherId = actor.type === 'admin' ? null : actor.id;
    const [student, cohorts] = await Promise.all([
      report.findStudent(db, studentId),
      report.findVisibleCohorts(db, studentId, teacherId),
    ]);
    if (!student || (teacherId !== null && cohorts.length === 0))
      throw notFound(insightMessages.studentNotFound);

    const curriculumIds = [...new Set(cohorts.map((cohort) => cohort.curriculumId))];
    const since = new Date(weekStart(ctx.clock.now()).getTime() - (REPORT_WEEKS - 1) * WEEK_MS);
    const [courses, items, subconceptRows, progress, attempts, accommodations, mastery] = await Promise.all([
      report.findLiveCourses(db, curriculumIds),
      activity.findLiveContentItems(db, curriculumIds),
      repo.findLiveSubconcepts(db, curriculumIds),
      report.findProgress(db, studentId),
      report.findAttempts(
        db,
        studentId,
        cohorts.map((cohort) => cohort.id),
      ),
      report.findAccommodations(db, studentId, teacherId),
      masteryTree(ctx, studentId, curriculumIds),
    ]);
    const subconceptIds = subconceptRows.map((row) => row.subconceptId);
    const [practiceTotals, recent, practiceWeeks, answerWeeks] = await Promise.all([
      activity.sumPractice(db, [studentId], subconceptIds),
      report.findRecentPractice(db, studentId, subconceptIds, RECENT_QUIZZES),
      report.practicePerWeek(db, studentId, subconceptIds, since),
      report.answersPerWeek(
        db,
        attempts.map((attempt) => attempt.id),
        since,
      ),
    ]);

    const courseOf = new Map(items.map((item) => [item.id, item.courseId]));
    const studied = new Map<number, { completed: number; timeSpentSeconds: number }>();
    const studyWeeks = new Map<string, number>();
    for (const row of progress) {
      const courseId = courseOf.get(row.contentId);
      if (courseId === undefined) continue;
      const sum = studied.get(courseId) ?? { completed: 0, timeSpentSeconds: 0 };
      sum.completed += row.status === 'completed' ? 1 : 0;
      sum.timeSpentSeconds += row.timeSpentSeconds;
      studied.set(courseId, sum);
      if (row.updatedAt >= since) {
        const week = isoDay(weekStart(row.updatedAt));
        studyWeeks.set(week, (studyWeeks.get(week) ?? 0) + 1);
      }
    }
    const itemsPerCourse = new Map<number, number>();
    for (const item of items) itemsPerCourse.set(item.courseId, (itemsPerCourse.get(item.courseId) ?? 0) + 1);
    const practiceByWeek = new Map(practiceWeeks.map((row) => [row.week, row.count]));
    const answersByWeek = new Map(answerWeeks.map((row) => [row.week, row.count]));
    const totals = practiceTotals[0];

    return {
      student,
      cohorts: cohorts.map((cohort) => ({
        id: cohort.id,
        name: cohort.name,
        curriculum: { id: cohort.curriculumId, name: cohort.curriculumName },
      })),
      study: courses.map((course) => ({
        id: course.id,
        name: course.name,
        curriculum: { id: course.curriculumId, name: course.curriculumName },
        completed: studied.get(course.id)?.completed ?? 0,
        total: itemsPerCourse.get(course.id) ?? 0,
        timeSpentSeconds: studied.get(course.id)?.timeSpentSeconds ?? 0,
      })),
      practice: {
        quizzes: totals?.quizzes ?? 0,
        correct: totals?.correct ?? 0,
        total: totals?.total ?? 0,
        recent: recent.map((quiz) => ({
          id: quiz.id,
          at: quiz.at.toISOString(),
          concept: { id: quiz.conceptId, name: quiz.conceptName },
          subconcept: { id: quiz.subconceptId, name: quiz.subconceptName },
          correct: quiz.correct,
          total: quiz.total,
        })),
      },
      attempts: attempts.map((attempt) => ({
        id: attempt.id,
        assessment: { id: attempt.assessmentId, name: attempt.assessmentName },
        cohort: { id: attempt.cohortId, name: attempt.cohortName },
        startedAt: attempt.startedAt.toISOString(),
        completedAt: attempt.completedAt?.toISOString() ?? null,
        completionReason: attempt.completionReason,
        score: attempt.score,
        totalMarks: attempt.totalMarks,
        lateAnswers: attempt.lateAnswers,
        heldAnswers: Number(attempt.heldAnswers),
        extraSeconds: Number(attempt.extraSeconds),
      })),
      accommodations: accommodations.map((row) => ({
        scope: row.teacherId === null ? ('school' as const) : ('teacher' as const),
        teacherName: row.teacherId === null ? null : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
        kind: row.kind,
        amount: row.amount,
      })),
      mastery,
      weeks: Array.from({ length: REPORT_WEEKS }, (_, index) => {
        const week = isoDay(new Date(since.getTime() + index * WEEK_MS));
        return {
          weekStart: week,
          answers: answersByWeek.get(week) ?? 0,
          practiceQuizzes: practiceByWeek.get(week) ?? 0,
          studyItems: studyWeeks.get(week) ?? 0,
        };
      }),
    };
  }

  return {
    studentReport,
    /** The same page as CSV, its times in the reader's zone. */
    async studentReportCsv(options: { actor: Actor; studentId: number; timeZone?: string }) {
      const data = await studentReport(options);
      return {
        fileName: `student-${data.student.id}-report.csv`,
        csv: studentReportCsv(data, options.timeZone ?? 'UTC'),
      };
    },
  };
}
