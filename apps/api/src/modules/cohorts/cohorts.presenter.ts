import type { CohortMember, CohortSummary, MemberRole } from '@pathshala/contracts';
import type { CohortSummaryRow, PersonRow } from './cohorts.repository';

export function presentCohortSummary(row: CohortSummaryRow): CohortSummary {
  return {
    id: row.cohort.id,
    name: row.cohort.name,
    semester: row.cohort.semester,
    trainingCenter: { id: row.cohort.trainingCenterId, name: row.trainingCenterName },
    curriculum: { id: row.cohort.curriculumId, name: row.curriculumName },
    studentCount: row.studentCount,
    teacherCount: row.teacherCount,
    createdAt: row.cohort.createdAt.toISOString(),
  };
}

/** A person as a cohort member; `addedAt` when the answer is about their membership. */
export function presentMember(
  person: PersonRow,
  role: MemberRole,
  addedAt: Date | null = null,
): CohortMember {
  return {
    id: person.id,
    role,
    firstName: person.firstName,
    lastName: person.lastName,
    username: person.username,
    email: person.email,
    registrationStatus: person.registrationStatus,
    addedAt: addedAt ? addedAt.toISOString() : null,
  };
}
