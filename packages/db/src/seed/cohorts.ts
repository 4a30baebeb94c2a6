import type { Executor } from '../client';
import { cohortStudents, cohorts, cohortTeachers } from '../schema';
import type { DemoCurricula } from './curricula';
import type { DemoOrganisation } from './organisation';
import type { DemoPeople } from './people';

/** The demo student is in one cohort of each curriculum, so curriculum tabs show. */
export async function seedCohorts(
  tx: Executor,
  {
    curricula,
    organisation,
    people,
  }: {
    curricula: Pick<DemoCurricula, 'scienceId' | 'mathsId'>;
    organisation: Pick<DemoOrganisation, 'puneId' | 'jaipurId'>;
    people: DemoPeople;
  },
): Promise<{ scienceCohortId: number }> {
  const { student, classmates, teacher1, teacher2, teacher3 } = people;
  const [scienceCohort, mathsCohort, jaipurCohort] = await tx
    .insert(cohorts)
    .values([
      {
        name: 'Class 8A Science',
        semester: '2026-27 Term 1',
        curriculumId: curricula.scienceId,
        trainingCenterId: organisation.puneId,
      },
      {
        name: 'Class 8A Mathematics',
        semester: '2026-27 Term 1',
        curriculumId: curricula.mathsId,
        trainingCenterId: organisation.puneId,
      },
      {
        name: 'Class 8 Mathematics',
        semester: '2026-27 Term 1',
        curriculumId: curricula.mathsId,
        trainingCenterId: organisation.jaipurId,
      },
    ])
    .returning();
  const scienceMembers = [student, ...classmates.slice(0, 8)];
  await tx.insert(cohortStudents).values([
    ...scienceMembers.map((member) => ({ cohortId: scienceCohort!.id, studentId: member.id })),
    ...[student, ...classmates.slice(0, 5)].map((member) => ({
      cohortId: mathsCohort!.id,
      studentId: member.id,
    })),
    ...classmates.slice(5).map((member) => ({ cohortId: jaipurCohort!.id, studentId: member.id })),
  ]);
  await tx.insert(cohortTeachers).values([
    { cohortId: scienceCohort!.id, teacherId: teacher1.id },
    { cohortId: mathsCohort!.id, teacherId: teacher1.id },
    { cohortId: scienceCohort!.id, teacherId: teacher2.id },
    { cohortId: jaipurCohort!.id, teacherId: teacher3.id },
  ]);
  return { scienceCohortId: scienceCohort!.id };
}
