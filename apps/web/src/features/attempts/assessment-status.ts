import type { StudentAssessment } from '@pathshala/contracts';

export type AssessmentStatus = 'completed' | 'inProgress' | 'todo' | 'upcoming' | 'closed';

const FROM_SERVER: Record<StudentAssessment['status'], AssessmentStatus> = {
  COMPLETED: 'completed',
  IN_PROGRESS: 'inProgress',
  TODO: 'todo',
  UPCOMING: 'upcoming',
  CLOSED: 'closed',
};

/**
 * Where the student stands. Spec section 4: completed when isCompleted is 1 or a completion date
 * exists; otherwise the server's status (in progress, to do, not open yet, closed).
 */
export function assessmentStatus(assessment: StudentAssessment): AssessmentStatus {
  if (assessment.isCompleted === 1 || assessment.completionDate) return 'completed';
  return FROM_SERVER[assessment.status];
}

const RANK: Record<AssessmentStatus, number> = {
  inProgress: 0,
  todo: 1,
  upcoming: 2,
  completed: 3,
  closed: 4,
};
const FAR_FUTURE = Number.POSITIVE_INFINITY;
const timeOf = (iso: string | null) => (iso ? Date.parse(iso) : FAR_FUTURE);

/**
 * The list's order: what is to do first (in progress, then to do, the soonest closing first), then
 * what opens later (soonest first), then completed and closed; otherwise as the server sent them.
 */
export function toDoFirst(assessments: readonly StudentAssessment[]): StudentAssessment[] {
  const key = (assessment: StudentAssessment) => {
    const status = assessmentStatus(assessment);
    const when =
      status === 'todo' || status === 'inProgress'
        ? timeOf(assessment.rules.closesAt)
        : status === 'upcoming'
          ? timeOf(assessment.rules.opensAt)
          : 0;
    return [RANK[status], when] as const;
  };
  return assessments
    .map((assessment, index) => ({ assessment, index, key: key(assessment) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.index - b.index)
    .map(({ assessment }) => assessment);
}

/** The counts at the top of the list; not started covers to do, upcoming and closed. */
export function countByStatus(assessments: readonly StudentAssessment[]) {
  const counts = { total: assessments.length, completed: 0, inProgress: 0, notStarted: 0 };
  for (const assessment of assessments) {
    const status = assessmentStatus(assessment);
    if (status === 'completed') counts.completed += 1;
    else if (status === 'inProgress') counts.inProgress += 1;
    else counts.notStarted += 1;
  }
  return counts;
}
