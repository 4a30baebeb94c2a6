import type { PersonDetails, PersonOption, PersonSummary, PersonType } from '@pathshala/contracts';
import { displayName } from '../auth/auth.presenter';
import type { PersonRow } from './people.repository';

type NamedRef = { id: number; name: string };
export type CohortOfPerson = {
  personId: number;
  id: number;
  name: string;
  trainingCenterId: number;
  trainingCenterName: string;
};

/** Only students and teachers reach the presenters (the service refuses admins first). */
const personType = (row: PersonRow): PersonType => (row.type === 'teacher' ? 'teacher' : 'student');

export function presentPersonOption(row: PersonRow): PersonOption {
  return {
    id: row.id,
    name: displayName(row),
    email: row.email ?? row.username,
    username: row.username,
    type: personType(row),
    status: row.registrationStatus,
  };
}

export function presentPersonSummary(
  row: PersonRow,
  center: NamedRef | null,
  cohorts: CohortOfPerson[],
): PersonSummary {
  return {
    ...presentPersonOption(row),
    trainingCenter: center,
    cohorts: cohorts.map((cohort) => ({ id: cohort.id, name: cohort.name })),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

export function presentPersonDetails(
  row: PersonRow,
  related: { center: NamedRef | null; partner: NamedRef | null; cohorts: CohortOfPerson[] },
): PersonDetails {
  const type = personType(row);
  return {
    ...presentPersonOption(row),
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dateOfBirth,
    address: row.address,
    currentYearId: row.currentYear,
    trainingCenter: related.center,
    trainingPartner: related.partner,
    cohorts: related.cohorts.map((cohort) => ({
      id: cohort.id,
      name: cohort.name,
      trainingCenter: { id: cohort.trainingCenterId, name: cohort.trainingCenterName },
      role: type,
    })),
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
