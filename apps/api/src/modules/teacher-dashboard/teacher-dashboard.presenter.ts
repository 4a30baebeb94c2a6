import type { TeacherActivity } from '@pathshala/contracts';
import type { findRecentAttempts, findRecentServings } from './teacher-dashboard.repository';

type AttemptRow = Awaited<ReturnType<typeof findRecentAttempts>>[number];
type ServingRow = Awaited<ReturnType<typeof findRecentServings>>[number];

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** Hand-ins and servings as one timeline, newest first. */
export function presentRecentActivity(
  attempts: AttemptRow[],
  servings: ServingRow[],
  limit: number,
): TeacherActivity[] {
  const lines: TeacherActivity[] = [
    ...attempts.map((row) => ({
      kind: row.reason === 'time_up' ? ('time_up' as const) : ('submitted' as const),
      at: (row.at ?? new Date(0)).toISOString(),
      assessmentId: row.assessmentId,
      assessmentName: row.assessmentName,
      cohortName: row.cohortName,
      personName: fullName(row),
      score: row.score,
      totalMarks: row.totalMarks,
    })),
    ...servings.map((row) => ({
      kind: 'served' as const,
      at: row.at.toISOString(),
      assessmentId: row.assessmentId,
      assessmentName: row.assessmentName,
      cohortName: row.cohortName,
      personName: fullName(row),
      score: null,
      totalMarks: null,
    })),
  ];
  return lines.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
