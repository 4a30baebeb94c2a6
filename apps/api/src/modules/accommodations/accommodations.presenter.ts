import {
  ACCOMMODATION_EXAMPLE_MINUTES,
  type Accommodation,
  type AccommodationCohort,
  type AccommodationStudent,
  type AppliedExtraTime,
  accommodationSeconds,
} from '@pathshala/contracts';
import type { Actor } from '../../plugins/auth';
import type { CohortRow, ExtraTimeRow, PersonRow, StudentCohortRow } from './accommodations.repository';

export const personName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

const nameOf = (first: string | null, last: string | null) =>
  personName({ firstName: first ?? '', lastName: last ?? '' });

const EXAMPLE_SECONDS = ACCOMMODATION_EXAMPLE_MINUTES * 60;

function presentRow(row: ExtraTimeRow): Accommodation {
  return {
    kind: row.kind,
    amount: row.amount,
    note: row.note ?? '',
    exampleSeconds: accommodationSeconds({ kind: row.kind, amount: row.amount }, EXAMPLE_SECONDS),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy:
      row.updatedById !== null
        ? { id: row.updatedById, name: nameOf(row.updatedByFirstName, row.updatedByLastName) }
        : null,
  };
}

const teacherOf = (row: ExtraTimeRow) =>
  row.teacherId === null
    ? null
    : { id: row.teacherId, name: nameOf(row.teacherFirstName, row.teacherLastName) };

/**
 * Per cohort, what applies in its exams: the school-wide row and the rows of its teachers, the
 * largest on the example test (the same rule as attempts.repository accommodationSecondsIn).
 */
function applies(rows: ExtraTimeRow[], cohortRows: StudentCohortRow[]): AppliedExtraTime[] {
  const cohorts = new Map<number, { name: string; teachers: Set<number> }>();
  for (const row of cohortRows) {
    const cohort = cohorts.get(row.cohortId) ?? { name: row.cohortName, teachers: new Set<number>() };
    if (row.teacherId !== null) cohort.teachers.add(row.teacherId);
    cohorts.set(row.cohortId, cohort);
  }
  return [...cohorts].map(([id, cohort]) => {
    const from = rows.filter((row) => row.teacherId === null || cohort.teachers.has(row.teacherId));
    return {
      cohort: { id, name: cohort.name },
      exampleSeconds: Math.max(
        0,
        ...from.map((row) => accommodationSeconds({ kind: row.kind, amount: row.amount }, EXAMPLE_SECONDS)),
      ),
      from: from.map((row) => ({ kind: row.kind, amount: row.amount, teacher: teacherOf(row) })),
    };
  });
}

/**
 * A student as the caller may see them: the school-wide row; a teacher her own row, an admin every
 * teacher's; and per cohort the caller manages, what applies there (so nothing that counts is hidden).
 */
export function presentStudent(
  actor: Actor,
  person: PersonRow,
  rows: ExtraTimeRow[],
  cohortRows: StudentCohortRow[],
): AccommodationStudent {
  const school = rows.find((row) => row.teacherId === null);
  const own = actor.type === 'admin' ? undefined : rows.find((row) => row.teacherId === actor.id);
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    username: person.username,
    email: person.email,
    active: person.registrationStatus === 'A',
    schoolWide: school ? presentRow(school) : null,
    own: own ? presentRow(own) : null,
    teachers:
      actor.type === 'admin'
        ? rows
            .filter((row) => row.teacherId !== null)
            .map((row) => ({ ...presentRow(row), teacher: teacherOf(row)! }))
        : [],
    applies: applies(rows, cohortRows),
  };
}

export function presentCohort(row: CohortRow): AccommodationCohort {
  return {
    id: row.id,
    name: row.name,
    semester: row.semester,
    trainingCenter: { id: row.trainingCenterId, name: row.trainingCenterName },
    studentCount: row.studentCount,
    withExtraTime: row.withExtraTime,
  };
}
