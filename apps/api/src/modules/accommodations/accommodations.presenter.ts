import {
  ACCOMMODATION_EXAMPLE_MINUTES,
  type AccommodationCohort,
  type AccommodationStudent,
  accommodationSeconds,
} from '@pathshala/contracts';
import type { CohortRow, StudentRow } from './accommodations.repository';

export const personName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

export function presentStudent(row: NonNullable<StudentRow>): AccommodationStudent {
  const extraTime =
    row.kind !== null && row.amount !== null && row.updatedAt !== null
      ? {
          kind: row.kind,
          amount: row.amount,
          note: row.note ?? '',
          exampleSeconds: accommodationSeconds(
            { kind: row.kind, amount: row.amount },
            ACCOMMODATION_EXAMPLE_MINUTES * 60,
          ),
          updatedAt: row.updatedAt.toISOString(),
          updatedBy:
            row.updatedById !== null
              ? {
                  id: row.updatedById,
                  name: personName({
                    firstName: row.updatedByFirstName ?? '',
                    lastName: row.updatedByLastName ?? '',
                  }),
                }
              : null,
        }
      : null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    active: row.registrationStatus === 'A',
    extraTime,
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
